import type { ShopClient } from '@shop/sdk';
import { listItemSubcategoriesQueryOptions } from '@shop/sdk/query';
import { ListPageHeader } from '@shop/ui-kit/list-page-header';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { type PageSearch, validatePageSearch } from '../../app/search-params';

const listQuery = (client: ShopClient, parentID: string, { page }: PageSearch) =>
  listItemSubcategoriesQueryOptions(client, { query: { subcategory: parentID, page } });

export const Route = createFileRoute('/_authed/item_subcategories/$parentID')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search: { page } }) => ({ page }),
  loader: ({ context: { queryClient, client }, params, deps }) =>
    queryClient.ensureQueryData(listQuery(client, params.parentID, deps)),
  component: ItemSubcategoriesPage,
});

function ItemSubcategoriesPage() {
  const { client } = Route.useRouteContext();
  const { parentID } = Route.useParams();
  const { data } = useSuspenseQuery(listQuery(client, parentID, Route.useLoaderDeps()));
  return <ListPageHeader title="Item Subcategories" total={data.total} />;
}
