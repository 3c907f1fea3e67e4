import { listItemCategoriesQuery } from '@shop/sdk';
import { createFileRoute } from '@tanstack/react-router';
import { pageSearch } from '../../app/search-params';
import { itemCategories } from '../../features/categories/item-categories-resource';
import { ResourceListScreen } from '../../list-screens/resource-list-screen';
import { useListSearch } from '../../list-screens/use-list-search';

export const Route = createFileRoute('/_authed/item_categories/$parentID')({
  validateSearch: pageSearch(listItemCategoriesQuery),
  loaderDeps: ({ search: { page } }) => ({ page }),
  loader: ({ context: { queryClient, client }, params, deps }) =>
    queryClient.ensureQueryData(itemCategories.list(client, { parentId: params.parentID, ...deps })),
  component: ItemCategoriesPage,
});

function ItemCategoriesPage() {
  const { parentID } = Route.useParams();
  const list = useListSearch(Route.useLoaderDeps());
  return (
    <ResourceListScreen resource={itemCategories} args={{ parentId: parentID, ...list.search }} list={list} />
  );
}
