import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '../../app/search-params';
import { itemAssetsOfItem } from '../../features/items/item-assets-resource';
import { ResourceListScreen } from '../../list-screens/resource-list-screen';

export const Route = createFileRoute('/_authed/item_assets_from_items/$itemID')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search: { page } }) => ({ page }),
  loader: ({ context: { queryClient, client }, params, deps }) =>
    queryClient.ensureQueryData(itemAssetsOfItem.list(client, { parentId: params.itemID, page: deps.page })),
  component: ItemAssetsOfItemPage,
});

function ItemAssetsOfItemPage() {
  const { itemID } = Route.useParams();
  const { page } = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  return (
    <ResourceListScreen
      resource={itemAssetsOfItem}
      args={{ parentId: itemID, page }}
      paging={{
        page: page ?? 1,
        onPageChange: (next) => navigate({ search: (s) => ({ ...s, page: next }) }),
      }}
    />
  );
}
