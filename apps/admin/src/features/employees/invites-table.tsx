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
  const toast = useToast();
  const client = useShopClient();
  // Resending mails a fresh link (the old one stops working) with a new expiry; deleting stops the link.
  const resend = useMutation(resendInviteMutationOptions(client));
  const remove = useMutation(deleteInviteMutationOptions(client));
  const modal = useModalState<Dialog>();
  const { open } = modal;
  const columns = useMemo<TableColumn<Invite>[]>(
    () => [
      { field: 'email', header: 'Email', sortable: true },
      {
        id: 'role',
        header: 'Role',
        cell: (invite) => roleName(invite.level),
        sortValue: (invite) => roleName(invite.level),
      },
      {
        id: 'invitedBy',
        header: 'Invited By',
        cell: (invite) => invite.employee.name,
        sortValue: (invite) => invite.employee.name,
      },
      {
        id: 'actions',
        header: 'Actions',
        cell: (invite) => (
          <RowActions>
            <RowActions.Button icon="send" label="Resend" onClick={() => open({ kind: 'resend', invite })} />
            <RowActions.Button
              icon="delete"
              label="Delete"
              tone="danger"
              onClick={() => open({ kind: 'delete', invite })}
            />
          </RowActions>
        ),
      },
    ],
    [open],
  );
  const resending = modal.get('resend')?.invite;
  const deleting = modal.get('delete')?.invite;
  return (
    <>
      <DataTable
        label="Employee Invites"
        columns={columns}
        rows={invites}
        getRowId={(invite) => invite._id}
      />
      <ConfirmDialog
        open={resending !== undefined}
        title="Resend Invite"
        text={`Are you sure you want to resend invite to ${resending?.email}?`}
        confirmLabel="Resend"
        onConfirm={async () => {
          if (!resending) return;
          await resend.mutateAsync({ params: { path: { id: resending._id } } });
          toast.success(`Invite sent again to ${resending.email}`);
          modal.close();
        }}
        onCancel={modal.close}
      />
      <ConfirmDialog
        open={deleting !== undefined}
        title="Delete Invite"
        text={`Are you sure you want to delete invite for ${deleting?.email}?`}
        confirmLabel="Delete"
        tone="danger"
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync({ params: { path: { id: deleting._id } } });
          toast.success(`Invite for ${deleting.email} deleted`);
          modal.close();
        }}
        onCancel={modal.close}
      />
    </>
  );
}
