import { useLingui } from '@lingui/react/macro';
import type { Schema } from '@shop/sdk';
import { deleteInviteMutationOptions, resendInviteMutationOptions } from '@shop/sdk/query';
import { ConfirmDialog } from '@shop/ui-kit/confirm-dialog';
import { DataTable, type TableColumn } from '@shop/ui-kit/data-table';
import { RowActions } from '@shop/ui-kit/row-actions';
import { useToast } from '@shop/ui-kit/toast';
import { useModalState } from '@shop/ui-kit/use-modal-state';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useShopClient } from '../../app/use-app-context';
import { roleName } from './employee-role';

type Invite = Schema<'Invite'>;
type Dialog = { kind: 'resend'; invite: Invite } | { kind: 'delete'; invite: Invite };

/**
 * Pending invites: the email and who invited, each with "Resend" and "Delete" behind their confirm dialogs.
 * A refusal stays in the dialog with the server's message.
 */
export function InvitesTable({ invites }: { invites: readonly Invite[] }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const client = useShopClient();
  // Resending mails a fresh link (the old one stops working) with a new expiry; deleting stops the link.
  const resend = useMutation(resendInviteMutationOptions(client));
  const remove = useMutation(deleteInviteMutationOptions(client));
  const modal = useModalState<Dialog>();
  const { open } = modal;
  const columns = useMemo<TableColumn<Invite>[]>(
    () => [
      { field: 'email', header: t`Email`, sortable: true },
      {
        id: 'role',
        header: t`Role`,
        cell: (invite) => i18n._(roleName(invite.level)),
        sortValue: (invite) => i18n._(roleName(invite.level)),
      },
      {
        id: 'invitedBy',
        header: t`Invited By`,
        cell: (invite) => invite.employee.name,
        sortValue: (invite) => invite.employee.name,
      },
      {
        id: 'actions',
        header: t`Actions`,
        cell: (invite) => (
          <RowActions>
            <RowActions.Button
              icon="send"
              label={t`Resend`}
              onClick={() => open({ kind: 'resend', invite })}
            />
            <RowActions.Button
              icon="delete"
              label={t`Delete`}
              tone="danger"
              onClick={() => open({ kind: 'delete', invite })}
            />
          </RowActions>
        ),
      },
    ],
    [open, t, i18n],
  );
  const resending = modal.get('resend')?.invite;
  const deleting = modal.get('delete')?.invite;
  const resendingEmail = resending?.email;
  const deletingEmail = deleting?.email;
  return (
    <>
      <DataTable
        label={t`Employee Invites`}
        columns={columns}
        rows={invites}
        getRowId={(invite) => invite._id}
      />
      <ConfirmDialog
        open={resending !== undefined}
        title={t`Resend Invite`}
        text={t`Are you sure you want to resend invite to ${resendingEmail}?`}
        confirmLabel={t`Resend`}
        onConfirm={async () => {
          if (!resending) return;
          await resend.mutateAsync({ params: { path: { id: resending._id } } });
          toast.success(t`Invite sent again to ${resendingEmail}`);
          modal.close();
        }}
        onCancel={modal.close}
      />
      <ConfirmDialog
        open={deleting !== undefined}
        title={t`Delete Invite`}
        text={t`Are you sure you want to delete invite for ${deletingEmail}?`}
        confirmLabel={t`Delete`}
        tone="danger"
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync({ params: { path: { id: deleting._id } } });
          toast.success(t`Invite for ${deletingEmail} deleted`);
          modal.close();
        }}
        onCancel={modal.close}
      />
    </>
  );
}
