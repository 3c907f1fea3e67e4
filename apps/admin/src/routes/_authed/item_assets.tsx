import { listItemAssetsQuery } from '@shop/sdk';
import { createFileRoute } from '@tanstack/react-router';
import { pageSearch } from '../../app/search-params';
import { allItemAssets } from '../../features/items/item-assets-resource';
import { ResourceListScreen } from '../../list-screens/resource-list-screen';
import { useListSearch } from '../../list-screens/use-list-search';

export const Route = createFileRoute('/_authed/item_assets')({
  validateSearch: pageSearch(listItemAssetsQuery),
  loaderDeps: ({ search: { page } }) => ({ page }),
  loader: ({ context: { queryClient, client }, deps }) =>
    queryClient.ensureQueryData(allItemAssets.list(client, deps)),
  component: ItemAssetsPage,
});

function ItemAssetsPage() {
  const list = useListSearch(Route.useLoaderDeps());
  return <ResourceListScreen resource={allItemAssets} args={list.search} list={list} />;
}
