import { Trans, useLingui } from '@lingui/react/macro';
import type { Schema } from '@shop/sdk';
import { getCustomerQueryOptions } from '@shop/sdk/query';
import { buttonClassName } from '@shop/ui-kit/button';
import { DetailsList } from '@shop/ui-kit/details-list';
import { Modal } from '@shop/ui-kit/modal';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { errorMessage } from '../../app/field-errors';
import { sourceNames } from '../../app/order-source-names';
import { useShopClient } from '../../app/use-app-context';
import { useFormat } from '../../app/use-format';
import { useMayCall } from '../../app/use-may-call';
import { OrderTimeline } from './order-timeline';

/**
 * "View Order": which order (its number and when it was placed), who placed it (name, and the mobile as a link
 * that calls it on a phone), where it came from (phone, WhatsApp, ...), where it goes (the address's name, area and
 * full address), what it costs (in taka), the customer's notes, links to print its invoice and packing slip (and to
 * edit it while it is processing), and its timeline (placed, moves, cancel, staff notes) with a form to add a note.
 */
export function OrderViewModal({ order, onClose }: { order: Schema<'Order'> | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { taka, id, dateTime } = useFormat();
  return (
    <Modal open={order !== null} onClose={onClose}>
      <Modal.Title>
        <Trans>View Order</Trans>
      </Modal.Title>
      <Modal.Body>
        {order && (
          <DetailsList
            items={[
              { label: t`Order ID`, value: id(order._id) },
              {
                label: t`Placed`,
                value: <time dateTime={order.createdAt}>{dateTime(order.createdAt)}</time>,
              },
              { label: t`Customer`, value: order.customer.name },
              { label: t`Mobile`, value: <CustomerMobile customerId={order.customer._id} /> },
              { label: t`Source`, value: i18n._(sourceNames[order.source]) },
              { label: t`Address`, value: order.address?.name },
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
        {order && <PrintLinks order={order} />}
        {order && <OrderTimeline order={order} />}
      </Modal.Body>
    </Modal>
  );
}

/** The customer's mobile (read with the customer), as a link that calls it: a tap on a phone dials it. */
function CustomerMobile({ customerId }: { customerId: string }) {
  const { i18n } = useLingui();
  const client = useShopClient();
  const customer = useQuery(getCustomerQueryOptions(client, { path: { id: customerId } }));
  if (customer.isPending) return <Trans>Loading...</Trans>;
  if (customer.isError) return <span role="alert">{errorMessage(customer.error, i18n)}</span>;
  const { mobile } = customer.data;
  if (mobile === '') return '—';
  return <a href={`tel:${mobile.replace(/[^+\d]/g, '')}`}>{mobile}</a>;
}

/**
 * The order's invoice (A4) and packing slip (A4; the print view switches it to an 80 mm roll), and while it is
 * processing, Edit.
 */
function PrintLinks({ order }: { order: Schema<'Order'> }) {
  const { t } = useLingui();
  const id = order._id;
  const editable = useMayCall('updateOrder') && order.orderStatus === 'processing';
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
      {editable && (
        <Link
          to="/edit_order/$orderID"
          params={{ orderID: id }}
          className={buttonClassName('secondary', 'sm')}
        >
          <Trans>Edit order</Trans>
        </Link>
      )}
    </nav>
  );
}
