import { listInvitesQueryOptions } from '@shop/sdk/query';
import { ListPageHeader } from '@shop/ui-kit/list-page-header';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_authed/employee-invites')({
  loader: ({ context: { queryClient, client } }) =>
    queryClient.ensureQueryData(listInvitesQueryOptions(client)),
  component: EmployeeInvitesPage,
});

function EmployeeInvitesPage() {
  const { client } = Route.useRouteContext();
  const { data } = useSuspenseQuery(listInvitesQueryOptions(client));
  return <ListPageHeader title="Employee Invites" total={data.total} />;
}
