import { Trans, useLingui } from '@lingui/react/macro';
import { mayCall } from '@shop/sdk';
import { listInvitesQueryOptions } from '@shop/sdk/query';
import { Button } from '@shop/ui-kit/button';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { useMayCall } from '../../app/use-may-call';
import { InviteCreateModal } from '../../features/employees/invite-create-modal';
import { InvitesTable } from '../../features/employees/invites-table';
import { OwnerOnlyPage } from '../../features/route-states/owner-only-page';
import { ListPage } from '../../list-screens/list-page';

export const Route = createFileRoute('/_authed/employee-invites')({
  // Invites are the owners' business: an employee's visit reads nothing and is told so.
  loader: ({ context: { queryClient, client, auth } }) => {
    const level = auth.getSnapshot().employee?.level;
    if (level !== undefined && mayCall('listInvites', level)) {
      return queryClient.ensureQueryData(listInvitesQueryOptions(client));
    }
  },
  component: EmployeeInvitesPage,
});

function EmployeeInvitesPage() {
  const { t } = useLingui();
  const allowed = useMayCall('listInvites');
  return allowed ? <InvitesScreen /> : <OwnerOnlyPage action={t`manage employee invites`} />;
}

function InvitesScreen() {
  const { t } = useLingui();
  const { client } = Route.useRouteContext();
  const { data } = useSuspenseQuery(listInvitesQueryOptions(client));
  const [creating, setCreating] = useState(false);
  return (
    <ListPage
      title={t`Employee Invites`}
      total={data.total}
      actions={
        <Button onClick={() => setCreating(true)}>
          <Trans>Create Invite</Trans>
        </Button>
      }
    >
      <InvitesTable invites={data.data} />
      <InviteCreateModal open={creating} onClose={() => setCreating(false)} />
    </ListPage>
  );
}
