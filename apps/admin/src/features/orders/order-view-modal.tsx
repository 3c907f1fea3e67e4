import { Trans, useLingui } from '@lingui/react/macro';
import type { Schema } from '@shop/sdk';
import { buttonClassName } from '@shop/ui-kit/button';
import { DetailsList } from '@shop/ui-kit/details-list';
import { Modal } from '@shop/ui-kit/modal';
import { Link } from '@tanstack/react-router';
import { useFormat } from '../../app/use-format';
import { OrderTimeline } from './order-timeline';

/**
 * "View Order": where it goes, what it costs line by line (in taka), the customer's notes, links to print its
 * invoice and packing slip, and its timeline (placed, moves, cancel, staff notes) with a form to add a note.
 */
export function OrderViewModal({ order, onClose }: { order: Schema<'Order'> | null; onClose: () => void }) {
  const { t } = useLingui();
  const { taka } = useFormat();
  return (
    <Modal open={order !== null} onClose={onClose}>
      <Modal.Title>
        <Trans>View Order</Trans>
      </Modal.Title>
      <Modal.Body>
        {order && (
          <DetailsList
            items={[
              { label: t`Area`, value: order.areaString },
              { label: t`Full Address`, value: order.fullAddressString },
              { label: t`Subtotal`, value: taka(order.subtotal) },
              { label: t`Discount`, value: taka(order.discount) },
              { label: t`Delivery Fee`, value: taka(order.deliveryFee) },
              { label: t`Total`, value: taka(order.total) },
              { label: t`VAT`, value: taka(order.vat) },
              { label: t`Grand Total`, value: taka(order.grandTotal) },
              { label: t`Notes`, value: order.notes },
            ]}
          />
        )}
        {order && <PrintLinks id={order._id} />}
        {order && <OrderTimeline order={order} />}
      </Modal.Body>
    </Modal>
  );
}

/** The order's invoice (A4) and packing slip (A4; the print view switches it to an 80 mm roll). */
function PrintLinks({ id }: { id: string }) {
  const { t } = useLingui();
  return (
    <nav className="order-print-links" aria-label={t`Print`}>
      <Link
        to="/print/orders"
        search={{ ids: id, document: 'invoice', paper: 'a4' }}
        className={buttonClassName('secondary', 'sm')}
      >
        <Trans>Print invoice</Trans>
      </Link>
      <Link
        to="/print/orders"
        search={{ ids: id, document: 'packingSlip', paper: 'a4' }}
        className={buttonClassName('secondary', 'sm')}
      >
        <Trans>Print packing slip</Trans>
      </Link>
    </nav>
  );
}
