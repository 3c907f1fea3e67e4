import { useLingui } from '@lingui/react/macro';
import { listEmployeesQueryOptions } from '@shop/sdk/query';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { EmployeesTable } from '../../features/employees/employees-table';
import { ListPage } from '../../list-screens/list-page';

export const Route = createFileRoute('/_authed/employees')({
  loader: ({ context: { queryClient, client } }) =>
    queryClient.ensureQueryData(listEmployeesQueryOptions(client)),
  component: EmployeesPage,
});

function EmployeesPage() {
  const { t } = useLingui();
  const { client } = Route.useRouteContext();
  const { data } = useSuspenseQuery(listEmployeesQueryOptions(client));
  return (
    <ListPage title={t`Employees`} total={data.total}>
      <EmployeesTable employees={data.data} />
    </ListPage>
  );
}
