import type { ShopClient } from '@shop/sdk';
import { listCustomerOrdersQueryOptions } from '@shop/sdk/query';
import { ListPageHeader } from '@shop/ui-kit/list-page-header';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { type PageSearch, validatePageSearch } from '../../app/search-params';

const listQuery = (client: ShopClient, customerID: string, { page }: PageSearch) =>
  listCustomerOrdersQueryOptions(client, { path: { id: customerID }, query: { page } });

export const Route = createFileRoute('/_authed/orders_from_customer/$customerID')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search: { page } }) => ({ page }),
  loader: ({ context: { queryClient, client }, params, deps }) =>
    queryClient.ensureQueryData(listQuery(client, params.customerID, deps)),
  component: CustomerOrdersPage,
});

function CustomerOrdersPage() {
  const { client } = Route.useRouteContext();
  const { customerID } = Route.useParams();
  const { data } = useSuspenseQuery(listQuery(client, customerID, Route.useLoaderDeps()));
  return <ListPageHeader title="Orders" total={data.total} />;
}
