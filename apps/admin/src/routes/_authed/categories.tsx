import { listCategoriesQueryOptions } from '@shop/sdk/query';
import { ListPageHeader } from '@shop/ui-kit/list-page-header';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_authed/categories')({
  loader: ({ context: { queryClient, client } }) =>
    queryClient.ensureQueryData(listCategoriesQueryOptions(client)),
  component: CategoriesPage,
});

function CategoriesPage() {
  const { client } = Route.useRouteContext();
  const { data } = useSuspenseQuery(listCategoriesQueryOptions(client));
  return <ListPageHeader title="Categories" total={data.total} />;
}
