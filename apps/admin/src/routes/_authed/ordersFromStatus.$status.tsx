import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  listOrdersByStatusQuery,
  orderSourceValues,
  orderStatusValues,
  type Schema,
  type ShopClient,
} from '@shop/sdk';
import { listOrdersByStatusQueryOptions } from '@shop/sdk/query';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import {
  filteredOrderListSearch,
  type OrderFilterSearch,
  oneOf,
  type PageSearch,
} from '../../app/search-params';
import { CsvExportButtons } from '../../features/csv-export/csv-export-buttons';
import { OrderFilterBar } from '../../features/list-filters/order-filter-bar';
import { NewOrderLink } from '../../features/order-entry/new-order-link';
import { NewOrdersBar } from '../../features/orders/new-orders-bar';
import { OrdersTable } from '../../features/orders/orders-table';
import { useNewOrders } from '../../features/orders/use-new-orders';
import { ListPage } from '../../list-screens/list-page';
import { useListSearch } from '../../list-screens/use-list-search';

const pageSize = listOrdersByStatusQuery.pageSize.default;

// A link to one order (`?order=42`, as the command palette opens it) loads View Order on demand.
const OrderLinkModal = lazy(() =>
  import('../../features/orders/order-link-modal').then((m) => ({ default: m.OrderLinkModal })),
);

/** The list's heading: its status in capitals, as the product spec writes it ("TOBEDELIVERED"). */
const STATUS_TITLES: { readonly [status in Schema<'OrderStatus'>]: MessageDescriptor } = {
  processing: msg`PROCESSING`,
  toBeDelivered: msg`TOBEDELIVERED`,
  shipped: msg`SHIPPED`,
  completed: msg`COMPLETED`,
  canceled: msg`CANCELED`,
};

/** The address's page, `?order=`, filters and sort, as the document bounds them. */
const orderSearch = filteredOrderListSearch(listOrdersByStatusQuery, orderSourceValues);

type Filters = OrderFilterSearch<Schema<'OrderSort'>, Schema<'OrderSource'>>;

/** The list's filters as the document's query parameters (the URL keeps one source; the API takes a list). */
function filterQuery({ source, ...filters }: Filters) {
  return { ...filters, ...(source === undefined ? {} : { source: [source] }) };
}

const listQuery = (
  client: ShopClient,
  status: Schema<'OrderStatus'>,
  { page, ...filters }: PageSearch & Filters,
) =>
  listOrdersByStatusQueryOptions(client, {
    path: { status },
    query: { ...filterQuery(filters), page, pageSize },
  });

export const Route = createFileRoute('/_authed/ordersFromStatus/$status')({
  // Only the document's order statuses have a list; any other address is not found.
  params: {
    parse: ({ status }) => {
      const known = oneOf(orderStatusValues, status);
      if (!known) throw notFound();
      return { status: known };
    },
    stringify: ({ status }) => ({ status }),
  },
  validateSearch: orderSearch,
  loaderDeps: ({ search: { order: _order, ...list } }) => list,
  loader: ({ context: { queryClient, client }, params, deps }) =>
    queryClient.ensureQueryData(listQuery(client, params.status, deps)),
  component: OrdersOfStatusPage,
});

function OrdersOfStatusPage() {
  const { client } = Route.useRouteContext();
  const { status } = Route.useParams();
  const deps = Route.useLoaderDeps();
  const list = useListSearch(deps);
  const { data } = useSuspenseQuery(listQuery(client, status, deps));
  const { order } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { page: _page, ...filters } = deps;
  const { t, i18n } = useLingui();
  // Orders that arrive while the list is shown wait behind the bar; the rows shown update in place.
  const arrived = useNewOrders(status, new Set(data.data.map((row) => row._id)));
  const orders = data.data.filter((row) => !arrived.ids.has(row._id));
  const title = i18n._(STATUS_TITLES[status]);
  return (
    <ListPage
      title={title}
      total={data.total}
      pageSize={pageSize}
      paging={list}
      actions={
        <>
          <NewOrderLink />
          <CsvExportButtons
            choices={[
              {
                label: t`Export Orders`,
                target: { operation: 'exportOrdersByStatus', status, query: filterQuery(filters) },
              },
              {
                label: t`Export Order Lines`,
                target: { operation: 'exportOrderLinesByStatus', status, query: filterQuery(filters) },
              },
            ]}
          />
        </>
      }
    >
      <OrderFilterBar
        filters={filters}
        onChange={(changed) =>
          void navigate({ search: (previous) => ({ order: previous.order, ...changed }) })
        }
      />
      <NewOrdersBar count={arrived.ids.size} onShow={arrived.show} />
      <OrdersTable label={t`${title} orders`} status={status} orders={orders} />
      {order && (
        <Suspense fallback={null}>
          <OrderLinkModal id={order} />
        </Suspense>
      )}
    </ListPage>
  );
}
