import { listInvitesQueryOptions } from '@shop/sdk/query';
import { Button } from '@shop/ui-kit/button';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { InviteCreateModal } from '../../features/employees/invite-create-modal';
import { InvitesTable } from '../../features/employees/invites-table';
import { ListPage } from '../../list-screens/list-page';

export const Route = createFileRoute('/_authed/employee-invites')({
  loader: ({ context: { queryClient, client } }) =>
    queryClient.ensureQueryData(listInvitesQueryOptions(client)),
  component: EmployeeInvitesPage,
});

function EmployeeInvitesPage() {
  const { client } = Route.useRouteContext();
  const { data } = useSuspenseQuery(listInvitesQueryOptions(client));
  const [creating, setCreating] = useState(false);
  return (
    <ListPage
      title="Employee Invites"
      total={data.total}
      actions={<Button onClick={() => setCreating(true)}>Create Invite</Button>}
    >
      <InvitesTable invites={data.data} />
      <InviteCreateModal open={creating} onClose={() => setCreating(false)} />
    </ListPage>
  );
}
