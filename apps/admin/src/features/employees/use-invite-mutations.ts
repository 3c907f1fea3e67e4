import type { operations } from '@shop/sdk';
import {
  createInviteMutationOptions,
  deleteInviteMutationOptions,
  resendInviteMutationOptions,
} from '@shop/sdk/query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useShopClient } from '../../app/use-app-context';

/** The reads an invite change makes stale: the list of invites and any single invite. */
const invites = ['listInvites', 'getInvite'] as const satisfies ReadonlyArray<keyof operations>;

function useRefreshInvites() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(invites.map((operation) => queryClient.invalidateQueries({ queryKey: [operation] })));
}

/** Invites an employee by email; the list shows the new invite once the call resolves. */
export function useCreateInvite() {
  const client = useShopClient();
  const refresh = useRefreshInvites();
  return useMutation({ ...createInviteMutationOptions(client), onSuccess: refresh });
}

/** Mails an invite again with a fresh link (the old one stops working) and a new expiry. */
export function useResendInvite() {
  const client = useShopClient();
  const refresh = useRefreshInvites();
  return useMutation({ ...resendInviteMutationOptions(client), onSuccess: refresh });
}

/** Deletes an invite: its link stops working. */
export function useDeleteInvite() {
  const client = useShopClient();
  const refresh = useRefreshInvites();
  return useMutation({ ...deleteInviteMutationOptions(client), onSuccess: refresh });
}
