import { Trans, useLingui } from '@lingui/react/macro';
import type { ShopClient } from '@shop/sdk';
import { listOrderItemsQueryOptions } from '@shop/sdk/query';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useFormat } from '../../app/use-format';
import { OrderItemsTable } from '../../features/orders/order-items-table';
import { ListPage } from '../../list-screens/list-page';

const listQuery = (client: ShopClient, orderID: string) =>
  listOrderItemsQueryOptions(client, { path: { orderID } });

export const Route = createFileRoute('/_authed/order_items_from_order/$orderID')({
  loader: ({ context: { queryClient, client }, params }) =>
    queryClient.ensureQueryData(listQuery(client, params.orderID)),
  component: OrderItemsPage,
});

function OrderItemsPage() {
  const { t } = useLingui();
  const { client } = Route.useRouteContext();
  const { orderID } = Route.useParams();
  const orderNumber = useFormat().id(orderID);
  const { data } = useSuspenseQuery(listQuery(client, orderID));
  return (
    <ListPage
      title={t`Order Items`}
      total={data.total}
      intro={
        <p>
          <Trans>Order {orderNumber}</Trans>
        </p>
      }
    >
      <OrderItemsTable lines={data.data} />
    </ListPage>
  );
}
