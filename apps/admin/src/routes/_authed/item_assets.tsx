import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '../../app/search-params';
import { allItemAssets } from '../../features/items/item-assets-resource';
import { ResourceListScreen } from '../../list-screens/resource-list-screen';

export const Route = createFileRoute('/_authed/item_assets')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search: { page } }) => ({ page }),
  loader: ({ context: { queryClient, client }, deps }) =>
    queryClient.ensureQueryData(allItemAssets.list(client, deps)),
  component: ItemAssetsPage,
});

function ItemAssetsPage() {
  const { page } = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  return (
    <ResourceListScreen
      resource={allItemAssets}
      args={{ page }}
      paging={{
        page: page ?? 1,
        onPageChange: (next) => navigate({ search: (s) => ({ ...s, page: next }) }),
      }}
    />
  );
}
