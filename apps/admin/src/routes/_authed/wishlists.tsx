import type { ShopClient } from '@shop/sdk';
import { listWishlistsQueryOptions } from '@shop/sdk/query';
import { ListPageHeader } from '@shop/ui-kit/list-page-header';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { type PageSearch, validatePageSearch } from '../../app/search-params';

const listQuery = (client: ShopClient, { page }: PageSearch) =>
  listWishlistsQueryOptions(client, { query: { page } });

export const Route = createFileRoute('/_authed/wishlists')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search: { page } }) => ({ page }),
  loader: ({ context: { queryClient, client }, deps }) =>
    queryClient.ensureQueryData(listQuery(client, deps)),
  component: WishlistsPage,
});

function WishlistsPage() {
  const { client } = Route.useRouteContext();
  const { data } = useSuspenseQuery(listQuery(client, Route.useLoaderDeps()));
  return <ListPageHeader title="Wishlists" total={data.total} />;
}
