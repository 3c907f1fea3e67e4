import type { ShopClient } from '@shop/sdk';
import { listSubcategoriesByCategoryQueryOptions } from '@shop/sdk/query';
import { ListPageHeader } from '@shop/ui-kit/list-page-header';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';

const listQuery = (client: ShopClient, categoryId: string) =>
  listSubcategoriesByCategoryQueryOptions(client, { path: { categoryId } });

export const Route = createFileRoute('/_authed/subcategories/$categoryId')({
  loader: ({ context: { queryClient, client }, params }) =>
    queryClient.ensureQueryData(listQuery(client, params.categoryId)),
  component: SubcategoriesPage,
});

function SubcategoriesPage() {
  const { client } = Route.useRouteContext();
  const { categoryId } = Route.useParams();
  const { data } = useSuspenseQuery(listQuery(client, categoryId));
  return <ListPageHeader title="Subcategories" total={data.total} />;
}
