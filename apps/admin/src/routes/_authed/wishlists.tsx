import { listWishlistsQuery } from '@shop/sdk';
import { createFileRoute } from '@tanstack/react-router';
import { pageSearch } from '../../app/search-params';
import { wishlists } from '../../features/items/wishlists-resource';
import { ResourceListScreen } from '../../list-screens/resource-list-screen';
import { useListSearch } from '../../list-screens/use-list-search';

export const Route = createFileRoute('/_authed/wishlists')({
  validateSearch: pageSearch(listWishlistsQuery),
  loaderDeps: ({ search: { page } }) => ({ page }),
  loader: ({ context: { queryClient, client }, deps }) =>
    queryClient.ensureQueryData(wishlists.list(client, deps)),
  component: WishlistsPage,
});

function WishlistsPage() {
  const list = useListSearch(Route.useLoaderDeps());
  return <ResourceListScreen resource={wishlists} args={list.search} list={list} />;
}
