import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '../../app/search-params';
import { itemCategories } from '../../features/categories/item-categories-resource';
import { ResourceListScreen } from '../../list-screens/resource-list-screen';

export const Route = createFileRoute('/_authed/item_categories/$parentID')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search: { page } }) => ({ page }),
  loader: ({ context: { queryClient, client }, params, deps }) =>
    queryClient.ensureQueryData(itemCategories.list(client, { parentId: params.parentID, page: deps.page })),
  component: ItemCategoriesPage,
});

function ItemCategoriesPage() {
  const { parentID } = Route.useParams();
  const { page } = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  return (
    <ResourceListScreen
      resource={itemCategories}
      args={{ parentId: parentID, page }}
      paging={{
        page: page ?? 1,
        onPageChange: (next) => navigate({ search: (s) => ({ ...s, page: next }) }),
      }}
    />
  );
}
