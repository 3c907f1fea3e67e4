import type { Schema, ShopClient } from '@shop/sdk';
import { listOrdersByStatusQueryOptions } from '@shop/sdk/query';
import { ListPageHeader } from '@shop/ui-kit/list-page-header';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { oneOf, type PageSearch, validatePageSearch } from '../../app/search-params';

type OrderStatus = Schema<'OrderStatus'>;

const orderStatuses = [
  'processing',
  'toBeDelivered',
  'shipped',
  'completed',
  'canceled',
] as const satisfies readonly OrderStatus[];

const listQuery = (client: ShopClient, status: OrderStatus, { page }: PageSearch) =>
  listOrdersByStatusQueryOptions(client, { path: { status }, query: { page } });

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
  const { data } = useSuspenseQuery(listQuery(client, status, Route.useLoaderDeps()));
  return <ListPageHeader title={status.toUpperCase()} total={data.total} />;
}
