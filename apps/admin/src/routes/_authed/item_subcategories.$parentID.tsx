import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '../../app/search-params';
import { itemSubcategories } from '../../features/categories/item-subcategories-resource';
import { ResourceListScreen } from '../../list-screens/resource-list-screen';

export const Route = createFileRoute('/_authed/item_subcategories/$parentID')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search: { page } }) => ({ page }),
  loader: ({ context: { queryClient, client }, params, deps }) =>
    queryClient.ensureQueryData(
      itemSubcategories.list(client, { parentId: params.parentID, page: deps.page }),
    ),
  component: ItemSubcategoriesPage,
});

function ItemSubcategoriesPage() {
  const { parentID } = Route.useParams();
  const { page } = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  return (
    <ResourceListScreen
      resource={itemSubcategories}
      args={{ parentId: parentID, page }}
      paging={{
        page: page ?? 1,
        onPageChange: (next) => navigate({ search: (s) => ({ ...s, page: next }) }),
      }}
    />
  );
}
