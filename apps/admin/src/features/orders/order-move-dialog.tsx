import { ConfirmDialog } from '@shop/ui-kit/confirm-dialog';
import { useToast } from '@shop/ui-kit/toast';
import { statusNames } from './order-moves';
import { type OrderMoveVariables, useOrderMove } from './use-order-move';

/**
 * Asks to confirm a move ("Are you sure you want to deliver this order?", Accept / Cancel), makes it and says so.
 * A refusal (e.g. 409: someone moved the order first) stays in the dialog with the server's message.
 */
export function OrderMoveDialog({
  request,
  onClose,
}: {
  request: OrderMoveVariables | null;
  onClose: () => void;
}) {
  const toast = useToast();
  const moveOrder = useOrderMove();
  const move = request?.move;
  return (
    <ConfirmDialog
      open={request !== null}
      title={move?.title}
      text={move?.question}
      confirmLabel="Accept"
      cancelLabel="Cancel"
      tone={move?.tone === 'danger' ? 'danger' : 'primary'}
      onConfirm={async () => {
        if (!request) return;
        const moved = await moveOrder.mutateAsync(request);
        toast.success(`Order ${moved._id} is now ${statusNames[moved.orderStatus]}`);
        onClose();
      }}
      onCancel={onClose}
    />
  );
}
