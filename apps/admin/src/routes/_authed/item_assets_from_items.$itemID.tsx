import { listItemAssetsQuery } from '@shop/sdk';
import { createFileRoute } from '@tanstack/react-router';
import { pageSearch } from '../../app/search-params';
import { itemAssetsOfItem } from '../../features/items/item-assets-resource';
import { ResourceListScreen } from '../../list-screens/resource-list-screen';
import { useListSearch } from '../../list-screens/use-list-search';

export const Route = createFileRoute('/_authed/item_assets_from_items/$itemID')({
  validateSearch: pageSearch(listItemAssetsQuery),
  loaderDeps: ({ search: { page } }) => ({ page }),
  loader: ({ context: { queryClient, client }, params, deps }) =>
    queryClient.ensureQueryData(itemAssetsOfItem.list(client, { parentId: params.itemID, ...deps })),
  component: ItemAssetsOfItemPage,
});

function ItemAssetsOfItemPage() {
  const { itemID } = Route.useParams();
  const list = useListSearch(Route.useLoaderDeps());
  return (
    <ResourceListScreen resource={itemAssetsOfItem} args={{ parentId: itemID, ...list.search }} list={list} />
  );
}
