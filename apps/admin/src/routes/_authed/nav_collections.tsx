import { listNavCollectionsQueryOptions } from '@shop/sdk/query';
import { ListPageHeader } from '@shop/ui-kit/list-page-header';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_authed/nav_collections')({
  loader: ({ context: { queryClient, client } }) =>
    queryClient.ensureQueryData(listNavCollectionsQueryOptions(client)),
  component: NavCollectionsPage,
});

function NavCollectionsPage() {
  const { client } = Route.useRouteContext();
  const { data } = useSuspenseQuery(listNavCollectionsQueryOptions(client));
  return <ListPageHeader title="Nav Collections" total={data.total} />;
}
