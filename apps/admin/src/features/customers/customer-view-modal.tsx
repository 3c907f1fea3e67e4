import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <Modal open={customer !== null} onClose={onClose}>
      <Modal.Title>
        <Trans>View Customer</Trans>
      </Modal.Title>
      <Modal.Body>
        {customer && (
          <DetailsList
            items={[
              { label: t`Name`, value: customer.name },
              { label: t`Email`, value: customer.email },
              { label: t`Phone`, value: customer.mobile },
              {
                label: t`Image`,
                value: <CustomerPicture name={customer.name} path={customer.dp} size="large" />,
              },
            ]}
          />
        )}
      </Modal.Body>
    </Modal>
  );
}
