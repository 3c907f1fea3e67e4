import { listItemSubcategoriesQuery } from '@shop/sdk';
import { createFileRoute } from '@tanstack/react-router';
import { pageSearch } from '../../app/search-params';
import { itemSubcategories } from '../../features/categories/item-subcategories-resource';
import { ResourceListScreen } from '../../list-screens/resource-list-screen';
import { useListSearch } from '../../list-screens/use-list-search';

export const Route = createFileRoute('/_authed/item_subcategories/$parentID')({
  validateSearch: pageSearch(listItemSubcategoriesQuery),
  loaderDeps: ({ search: { page } }) => ({ page }),
  loader: ({ context: { queryClient, client }, params, deps }) =>
    queryClient.ensureQueryData(itemSubcategories.list(client, { parentId: params.parentID, ...deps })),
  component: ItemSubcategoriesPage,
});

function ItemSubcategoriesPage() {
  const { parentID } = Route.useParams();
  const list = useListSearch(Route.useLoaderDeps());
  return (
    <ResourceListScreen
      resource={itemSubcategories}
      args={{ parentId: parentID, ...list.search }}
      list={list}
    />
  );
}
