import type { ShopClient } from '@shop/sdk';
import { listCustomersQueryOptions } from '@shop/sdk/query';
import { ListPageHeader } from '@shop/ui-kit/list-page-header';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { type TextPageSearch, validateTextPageSearch } from '../../app/search-params';

const listQuery = (client: ShopClient, { q, page }: TextPageSearch) =>
  listCustomersQueryOptions(client, { query: { q, page } });

export const Route = createFileRoute('/_authed/customers')({
  validateSearch: validateTextPageSearch,
  loaderDeps: ({ search: { q, page } }) => ({ q, page }),
  loader: ({ context: { queryClient, client }, deps }) =>
    queryClient.ensureQueryData(listQuery(client, deps)),
  component: CustomersPage,
});

function CustomersPage() {
  const { client } = Route.useRouteContext();
  const { data } = useSuspenseQuery(listQuery(client, Route.useLoaderDeps()));
  return <ListPageHeader title="Customers" total={data.total} />;
}
