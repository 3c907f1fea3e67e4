import { Trans, useLingui } from '@lingui/react/macro';
import { ifMatch, type Schema } from '@shop/sdk';
import { ConfirmDialog } from '@shop/ui-kit/confirm-dialog';
import { useToast } from '@shop/ui-kit/toast';
import { statusNames } from '../../app/order-status-names';
import { useFormat } from '../../app/use-format';
import type { OrderMove } from './order-moves';
import { useOrderMove } from './use-order-move';

/** What a move is asked for: which order, and which move. */
export interface OrderMoveRequest {
  order: Schema<'Order'>;
  move: OrderMove;
}

/**
 * Asks to confirm a move ("Are you sure you want to deliver this order?", Accept / Cancel), naming the order
 * ("Order 240 — Tanvir Mahmud, ৳11,749.50") and where it goes ("From Processing to To Be Delivered"), makes it and
 * says so.
 * A refusal (409: someone moved the order first; 412: someone changed it since the list was read) stays in the
 * dialog with the server's message, and the list behind it is read again.
 */
export function OrderMoveDialog({
  request,
  onClose,
}: {
  request: OrderMoveRequest | null;
  onClose: () => void;
}) {
  // Mounted per request: its call is the request's move, keyed by that move's operation.
  return request && <OpenOrderMoveDialog order={request.order} move={request.move} onClose={onClose} />;
}

function OpenOrderMoveDialog({ order, move, onClose }: OrderMoveRequest & { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const format = useFormat();
  const moveOrder = useOrderMove(move);
  const number = format.id(order._id);
  const customerName = order.customer.name;
  const grandTotal = format.taka(order.grandTotal);
  const fromName = i18n._(statusNames[order.orderStatus]);
  const toName = i18n._(statusNames[move.to]);
  return (
    <ConfirmDialog
      open
      title={i18n._(move.title)}
      text={i18n._(move.question)}
      detail={
        <>
          <p>
            <Trans>
              <strong>Order {number}</strong> — {customerName}, {grandTotal}
            </Trans>
          </p>
          <p>
            <Trans>
              From {fromName} to {toName}
            </Trans>
          </p>
        </>
      }
      confirmLabel={t`Accept`}
      cancelLabel={t`Cancel`}
      tone={move.tone === 'danger' ? 'danger' : 'primary'}
      onConfirm={async () => {
        // Made only on the order as the row showed it: a change by someone since is a 412, shown here.
        const moved = await moveOrder.mutateAsync({
          params: { path: { id: order._id }, header: ifMatch(order) },
        });
        const id = format.id(moved._id);
        const statusName = i18n._(statusNames[moved.orderStatus]);
        toast.success(t`Order ${id} is now ${statusName}`);
        onClose();
      }}
      onCancel={onClose}
    />
  );
}
