import { ConfirmDialog } from '@shop/ui-kit/confirm-dialog';
import { useToast } from '@shop/ui-kit/toast';
import type { DeleteAction } from './resource-definition';
import { useListMutation } from './use-list-mutation';

/** "Delete {name}": asks first; a refusal stays in the dialog with the server's message. */
export function ResourceDeleteDialog({
  name,
  action,
  list,
  id,
  rowName,
  onClose,
}: {
  name: string;
  action: DeleteAction;
  list: { queryKey: readonly unknown[] };
  id: string;
  rowName: string;
  onClose: () => void;
}) {
  const remove = useListMutation(action.mutation, list);
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
