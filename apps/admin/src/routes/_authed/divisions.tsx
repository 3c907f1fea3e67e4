import { listDivisionsQueryOptions } from '@shop/sdk/query';
import { ListPageHeader } from '@shop/ui-kit/list-page-header';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_authed/divisions')({
  loader: ({ context: { queryClient, client } }) =>
    queryClient.ensureQueryData(listDivisionsQueryOptions(client)),
  component: DivisionsPage,
});

function DivisionsPage() {
  const { client } = Route.useRouteContext();
  const { data } = useSuspenseQuery(listDivisionsQueryOptions(client));
  return <ListPageHeader title="Divisions" total={data.total} />;
}
