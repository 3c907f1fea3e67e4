import type { ShopClient } from '@shop/sdk';
import { listItemAssetsQueryOptions } from '@shop/sdk/query';
import { ListPageHeader } from '@shop/ui-kit/list-page-header';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { type PageSearch, validatePageSearch } from '../../app/search-params';

const listQuery = (client: ShopClient, itemID: string, { page }: PageSearch) =>
  listItemAssetsQueryOptions(client, { query: { item: itemID, page } });

export const Route = createFileRoute('/_authed/item_assets_from_items/$itemID')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search: { page } }) => ({ page }),
  loader: ({ context: { queryClient, client }, params, deps }) =>
    queryClient.ensureQueryData(listQuery(client, params.itemID, deps)),
  component: ItemAssetsOfItemPage,
});

function ItemAssetsOfItemPage() {
  const { client } = Route.useRouteContext();
  const { itemID } = Route.useParams();
  const { data } = useSuspenseQuery(listQuery(client, itemID, Route.useLoaderDeps()));
  return <ListPageHeader title="Item Assets" total={data.total} />;
}
