import { ConfirmDialog } from '@shop/ui-kit/confirm-dialog';
import { useToast } from '@shop/ui-kit/toast';
import { useMutation } from '@tanstack/react-query';
import { useShopClient } from '../app/use-app-context';
import type { DeleteAction } from './resource-definition';

/** "Delete {name}": asks first, closes once the list has reloaded; a refusal stays in the dialog with the server's message. */
export function ResourceDeleteDialog({
  name,
  action,
  id,
  rowName,
  onClose,
}: {
  name: string;
  action: DeleteAction;
  id: string;
  rowName: string;
  onClose: () => void;
}) {
  const remove = useMutation(action.mutation(useShopClient()));
  const toast = useToast();
  return (
    <ConfirmDialog
      open
      title={action.title ?? `Delete ${name}`}
      text={action.text ? action.text(rowName) : `Are you sure you want to delete ${rowName}?`}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      tone="danger"
      onCancel={onClose}
      onConfirm={async () => {
        await remove.mutateAsync({ params: { path: { id } } });
        toast.success(`Deleted ${rowName}`);
        onClose();
      }}
    />
  );
}
