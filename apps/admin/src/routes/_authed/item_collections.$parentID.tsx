import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '../../app/search-params';
import { collectionItems } from '../../features/collections/collection-items-resource';
import { ResourceListScreen } from '../../list-screens/resource-list-screen';

export const Route = createFileRoute('/_authed/item_collections/$parentID')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search: { page } }) => ({ page }),
  loader: ({ context: { queryClient, client }, params, deps }) =>
    queryClient.ensureQueryData(collectionItems.list(client, { parentId: params.parentID, page: deps.page })),
  component: CollectionItemsPage,
});

function CollectionItemsPage() {
  const { parentID } = Route.useParams();
  const { page } = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  return (
    <ResourceListScreen
      resource={collectionItems}
      args={{ parentId: parentID, page }}
      paging={{
        page: page ?? 1,
        onPageChange: (next) => navigate({ search: (s) => ({ ...s, page: next }) }),
      }}
    />
  );
}
