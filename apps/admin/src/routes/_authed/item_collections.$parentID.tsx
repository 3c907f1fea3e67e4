import { listItemCollectionsQuery } from '@shop/sdk';
import { createFileRoute } from '@tanstack/react-router';
import { pageSearch } from '../../app/search-params';
import { collectionItems } from '../../features/collections/collection-items-resource';
import { ResourceListScreen } from '../../list-screens/resource-list-screen';
import { useListSearch } from '../../list-screens/use-list-search';

export const Route = createFileRoute('/_authed/item_collections/$parentID')({
  validateSearch: pageSearch(listItemCollectionsQuery),
  loaderDeps: ({ search: { page } }) => ({ page }),
  loader: ({ context: { queryClient, client }, params, deps }) =>
    queryClient.ensureQueryData(collectionItems.list(client, { parentId: params.parentID, ...deps })),
  component: CollectionItemsPage,
});

function CollectionItemsPage() {
  const { parentID } = Route.useParams();
  const list = useListSearch(Route.useLoaderDeps());
  return (
    <ResourceListScreen
      resource={collectionItems}
      args={{ parentId: parentID, ...list.search }}
      list={list}
    />
  );
}
