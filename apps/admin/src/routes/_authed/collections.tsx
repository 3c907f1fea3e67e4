import { listCollectionsQueryOptions } from '@shop/sdk/query';
import { ListPageHeader } from '@shop/ui-kit/list-page-header';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_authed/collections')({
  loader: ({ context: { queryClient, client } }) =>
    queryClient.ensureQueryData(listCollectionsQueryOptions(client)),
  component: CollectionsPage,
});

function CollectionsPage() {
  const { client } = Route.useRouteContext();
  const { data } = useSuspenseQuery(listCollectionsQueryOptions(client));
  return <ListPageHeader title="Collections" total={data.total} />;
}
