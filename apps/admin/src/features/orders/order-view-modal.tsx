import { formatTaka, type Schema } from '@shop/sdk';
import { DetailsList } from '@shop/ui-kit/details-list';
import { Modal } from '@shop/ui-kit/modal';
import { OrderTimeline } from './order-timeline';

/**
 * "View Order": where it goes, what it costs line by line (in taka), the customer's notes, and its timeline (placed,
 * moves, cancel, staff notes) with a form to add a note.
 */
export function OrderViewModal({ order, onClose }: { order: Schema<'Order'> | null; onClose: () => void }) {
  return (
    <Modal open={order !== null} onClose={onClose}>
      <Modal.Title>View Order</Modal.Title>
      <Modal.Body>
        {order && (
          <DetailsList
            items={[
              { label: 'Area', value: order.areaString },
              { label: 'Full Address', value: order.fullAddressString },
              { label: 'Subtotal', value: formatTaka(order.subtotal) },
              { label: 'Discount', value: formatTaka(order.discount) },
              { label: 'Delivery Fee', value: formatTaka(order.deliveryFee) },
              { label: 'Total', value: formatTaka(order.total) },
              { label: 'VAT', value: formatTaka(order.vat) },
              { label: 'Grand Total', value: formatTaka(order.grandTotal) },
              { label: 'Notes', value: order.notes },
            ]}
          />
        )}
        {order && <OrderTimeline order={order} />}
      </Modal.Body>
    </Modal>
  );
}
