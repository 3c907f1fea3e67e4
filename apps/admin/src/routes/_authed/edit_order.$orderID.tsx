import type { ShopClient } from '@shop/sdk';
import { getOrderQueryOptions, listOrderItemsQueryOptions } from '@shop/sdk/query';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { EditOrderPage } from '../../features/order-entry/edit-order-page';

const orderQuery = (client: ShopClient, id: string) => getOrderQueryOptions(client, { path: { id } });
const linesQuery = (client: ShopClient, id: string) =>
  listOrderItemsQueryOptions(client, { path: { orderID: id } });

export const Route = createFileRoute('/_authed/edit_order/$orderID')({
  loader: ({ context: { queryClient, client }, params }) =>
    Promise.all([
      queryClient.ensureQueryData(orderQuery(client, params.orderID)),
      queryClient.ensureQueryData(linesQuery(client, params.orderID)),
    ]),
  component: EditOrderRoute,
});

function EditOrderRoute() {
  const { client } = Route.useRouteContext();
  const { orderID } = Route.useParams();
  const { data: order } = useSuspenseQuery(orderQuery(client, orderID));
  const { data: lines } = useSuspenseQuery(linesQuery(client, orderID));
  // The page starts from the order as first read; a newer version comes in only when the person asks for it.
  return <EditOrderPage key={orderID} order={order} lines={lines.data} />;
}
