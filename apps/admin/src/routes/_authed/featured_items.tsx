import { listFeaturedItemsQueryOptions } from '@shop/sdk/query';
import { ListPageHeader } from '@shop/ui-kit/list-page-header';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_authed/featured_items')({
  loader: ({ context: { queryClient, client } }) =>
    queryClient.ensureQueryData(listFeaturedItemsQueryOptions(client)),
  component: FeaturedItemsPage,
});

function FeaturedItemsPage() {
  const { client } = Route.useRouteContext();
  const { data } = useSuspenseQuery(listFeaturedItemsQueryOptions(client));
  return <ListPageHeader title="Featured Items" total={data.total} />;
}
