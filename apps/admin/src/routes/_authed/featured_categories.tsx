import { listFeaturedCategoriesQueryOptions } from '@shop/sdk/query';
import { ListPageHeader } from '@shop/ui-kit/list-page-header';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_authed/featured_categories')({
  loader: ({ context: { queryClient, client } }) =>
    queryClient.ensureQueryData(listFeaturedCategoriesQueryOptions(client)),
  component: FeaturedCategoriesPage,
});

function FeaturedCategoriesPage() {
  const { client } = Route.useRouteContext();
  const { data } = useSuspenseQuery(listFeaturedCategoriesQueryOptions(client));
  return <ListPageHeader title="Featured Categories" total={data.total} />;
}
