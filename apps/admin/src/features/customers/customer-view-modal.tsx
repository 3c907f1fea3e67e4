import type { Schema } from '@shop/sdk';
import { DetailsList } from '@shop/ui-kit/details-list';
import { Modal } from '@shop/ui-kit/modal';
import { CustomerPicture } from './customer-picture';

/** "View Customer": name, email, phone and picture. */
export function CustomerViewModal({
  customer,
  onClose,
}: {
  customer: Schema<'Customer'> | null;
  onClose: () => void;
}) {
  return (
    <Modal open={customer !== null} onClose={onClose}>
      <Modal.Title>View Customer</Modal.Title>
      <Modal.Body>
        {customer && (
          <DetailsList
            items={[
              { label: 'Name', value: customer.name },
              { label: 'Email', value: customer.email },
              { label: 'Phone', value: customer.mobile },
              {
                label: 'Image',
                value: <CustomerPicture name={customer.name} path={customer.dp} size="large" />,
              },
            ]}
          />
        )}
      </Modal.Body>
    </Modal>
  );
}
