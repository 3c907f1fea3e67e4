import type { Schema, ShopClient } from '@shop/sdk';
import { listOrdersByStatusQueryOptions } from '@shop/sdk/query';
import { ListPageHeader } from '@shop/ui-kit/list-page-header';
import { Pagination } from '@shop/ui-kit/pagination';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { LIST_PAGE_SIZE } from '../../app/list-page-size';
import { oneOf, type PageSearch, validatePageSearch } from '../../app/search-params';
import { OrdersTable } from '../../features/orders/orders-table';

type OrderStatus = Schema<'OrderStatus'>;

const orderStatuses = [
  'processing',
  'toBeDelivered',
  'shipped',
  'completed',
  'canceled',
] as const satisfies readonly OrderStatus[];

const listQuery = (client: ShopClient, status: OrderStatus, { page }: PageSearch) =>
  listOrdersByStatusQueryOptions(client, { path: { status }, query: { page, pageSize: LIST_PAGE_SIZE } });

export const Route = createFileRoute('/_authed/ordersFromStatus/$status')({
  // Only the five statuses have a list; any other address is not found.
  params: {
    parse: ({ status }) => {
      const known = oneOf(orderStatuses, status);
      if (!known) throw notFound();
      return { status: known };
    },
    stringify: ({ status }) => ({ status }),
  },
  validateSearch: validatePageSearch,
  loaderDeps: ({ search: { page } }) => ({ page }),
  loader: ({ context: { queryClient, client }, params, deps }) =>
    queryClient.ensureQueryData(listQuery(client, params.status, deps)),
  component: OrdersOfStatusPage,
});

function OrdersOfStatusPage() {
  const { client } = Route.useRouteContext();
  const { status } = Route.useParams();
  const deps = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  const { data } = useSuspenseQuery(listQuery(client, status, deps));
  const title = status.toUpperCase();
  return (
    <>
      <ListPageHeader title={title} total={data.total} />
      <OrdersTable label={`${title} orders`} orders={data.data} />
      {(data.total > LIST_PAGE_SIZE || (deps.page ?? 1) > 1) && (
        <Pagination
          page={deps.page ?? 1}
          pageSize={LIST_PAGE_SIZE}
          total={data.total}
          onPageChange={(page) => navigate({ search: (search) => ({ ...search, page }) })}
        />
      )}
    </>
  );
}
