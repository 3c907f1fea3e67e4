import { Trans } from '@lingui/react/macro';
import { getOrderQueryOptions } from '@shop/sdk/query';
import { Modal } from '@shop/ui-kit/modal';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useShopClient } from '../../app/use-app-context';
import { useFormat } from '../../app/use-format';
import { OrderViewModal } from './order-view-modal';

/**
 * View Order of the order a link names (`?order=42` on any signed-in screen, as the command palette opens one):
 * read with `getOrder`, closed by taking `order` off the address.
 */
export function OrderLinkModal({ id }: { id: string }) {
  const client = useShopClient();
  const format = useFormat();
  const navigate = useNavigate();
  const order = useQuery(getOrderQueryOptions(client, { path: { id } }));
  const close = () => void navigate({ to: '.', search: (search) => ({ ...search, order: undefined }) });
  if (order.isError) {
    const reason = order.error.message;
    const number = format.id(id);
    return (
      <Modal open onClose={close} size="sm">
        <Modal.Title>
          <Trans>View Order</Trans>
        </Modal.Title>
        <Modal.Body>
          <p role="alert">
            <Trans>
              Order {number} could not be shown: {reason}
            </Trans>
          </p>
        </Modal.Body>
      </Modal>
    );
  }
  return <OrderViewModal order={order.data ?? null} onClose={close} />;
}
