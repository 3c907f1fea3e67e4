import type { ShopClient } from '@shop/sdk';
import { listItemAssetsQueryOptions } from '@shop/sdk/query';
import { ListPageHeader } from '@shop/ui-kit/list-page-header';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { type PageSearch, validatePageSearch } from '../../app/search-params';

const listQuery = (client: ShopClient, { page }: PageSearch) =>
  listItemAssetsQueryOptions(client, { query: { page } });

export const Route = createFileRoute('/_authed/item_assets')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search: { page } }) => ({ page }),
  loader: ({ context: { queryClient, client }, deps }) =>
    queryClient.ensureQueryData(listQuery(client, deps)),
  component: ItemAssetsPage,
});

function ItemAssetsPage() {
  const { client } = Route.useRouteContext();
  const { data } = useSuspenseQuery(listQuery(client, Route.useLoaderDeps()));
  return <ListPageHeader title="Item Assets" total={data.total} />;
}
