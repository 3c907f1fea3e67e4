import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '@shop/ui-kit/confirm-dialog';
import { useToast } from '@shop/ui-kit/toast';
import { useMutation } from '@tanstack/react-query';
import { useShopClient } from '../app/use-app-context';
import type { DeleteAction } from './resource-definition';

/** "Delete {name}" (`name` translated): asks first, closes once the list has reloaded; a refusal stays in the dialog with the server's message. */
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
  const { t, i18n } = useLingui();
  const remove = useMutation(action.mutation(useShopClient()));
  const toast = useToast();
  return (
    <ConfirmDialog
      open
      title={action.title ? i18n._(action.title) : t`Delete ${name}`}
      text={action.text ? i18n._(action.text(rowName)) : t`Are you sure you want to delete ${rowName}?`}
      confirmLabel={t`Delete`}
      pendingLabel={t`Deleting...`}
      tone="danger"
      onCancel={onClose}
      onConfirm={async () => {
        await remove.mutateAsync({ params: { path: { id } } });
        toast.success(t`Deleted ${rowName}`);
        onClose();
      }}
    />
  );
}
