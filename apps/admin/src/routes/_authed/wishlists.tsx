import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '../../app/search-params';
import { wishlists } from '../../features/items/wishlists-resource';
import { ResourceListScreen } from '../../list-screens/resource-list-screen';

export const Route = createFileRoute('/_authed/wishlists')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search: { page } }) => ({ page }),
  loader: ({ context: { queryClient, client }, deps }) =>
    queryClient.ensureQueryData(wishlists.list(client, deps)),
  component: WishlistsPage,
});

function WishlistsPage() {
  const { page } = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  return (
    <ResourceListScreen
      resource={wishlists}
      args={{ page }}
      paging={{
        page: page ?? 1,
        onPageChange: (next) => navigate({ search: (s) => ({ ...s, page: next }) }),
      }}
    />
  );
}
