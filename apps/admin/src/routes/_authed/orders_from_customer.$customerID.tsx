import { useLingui } from '@lingui/react/macro';
import { listCustomerOrdersQuery, type ShopClient } from '@shop/sdk';
import { listCustomerOrdersQueryOptions } from '@shop/sdk/query';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { type PageSearch, pageSearch } from '../../app/search-params';
import { CustomerOrdersTable } from '../../features/orders/customer-orders-table';
import { ListPage } from '../../list-screens/list-page';
import { useListSearch } from '../../list-screens/use-list-search';

const pageSize = listCustomerOrdersQuery.pageSize.default;

const listQuery = (client: ShopClient, customerID: string, { page }: PageSearch) =>
  listCustomerOrdersQueryOptions(client, { path: { id: customerID }, query: { page, pageSize } });

export const Route = createFileRoute('/_authed/orders_from_customer/$customerID')({
  validateSearch: pageSearch(listCustomerOrdersQuery),
  loaderDeps: ({ search: { page } }) => ({ page }),
  loader: ({ context: { queryClient, client }, params, deps }) =>
    queryClient.ensureQueryData(listQuery(client, params.customerID, deps)),
  component: CustomerOrdersPage,
});

function CustomerOrdersPage() {
  const { t } = useLingui();
  const { client } = Route.useRouteContext();
  const { customerID } = Route.useParams();
  const list = useListSearch(Route.useLoaderDeps());
  const { data } = useSuspenseQuery(listQuery(client, customerID, list.search));
  return (
    <ListPage title={t`Orders`} total={data.total} pageSize={pageSize} paging={list}>
      <CustomerOrdersTable orders={data.data} />
    </ListPage>
  );
}
