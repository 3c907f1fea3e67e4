import type { ShopClient } from '@shop/sdk';
import { listOrderItemsQueryOptions } from '@shop/sdk/query';
import { ListPageHeader } from '@shop/ui-kit/list-page-header';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { OrderItemsTable } from '../../features/orders/order-items-table';

const listQuery = (client: ShopClient, orderID: string) =>
  listOrderItemsQueryOptions(client, { path: { orderID } });

export const Route = createFileRoute('/_authed/order_items_from_order/$orderID')({
  loader: ({ context: { queryClient, client }, params }) =>
    queryClient.ensureQueryData(listQuery(client, params.orderID)),
  component: OrderItemsPage,
});

function OrderItemsPage() {
  const { client } = Route.useRouteContext();
  const { orderID } = Route.useParams();
  const { data } = useSuspenseQuery(listQuery(client, orderID));
  return (
    <>
      <ListPageHeader title="Order Items" total={data.total}>
        <p>Order {orderID}</p>
      </ListPageHeader>
      <OrderItemsTable lines={data.data} />
    </>
  );
}
