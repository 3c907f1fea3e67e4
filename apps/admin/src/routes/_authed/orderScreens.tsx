import { useLingui } from '@lingui/react/macro';
import { getOrderCountsByStatusQueryOptions } from '@shop/sdk/query';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { HubPage } from '../../features/hubs/hub-page';
import { OrderStatusCards } from '../../features/hubs/order-status-cards';
import { NewOrderLink } from '../../features/order-entry/new-order-link';

export const Route = createFileRoute('/_authed/orderScreens')({
  loader: ({ context: { queryClient, client } }) =>
    queryClient.ensureQueryData(getOrderCountsByStatusQueryOptions(client)),
  component: OrderScreensPage,
});

function OrderScreensPage() {
  const { t } = useLingui();
  const { client } = Route.useRouteContext();
  const { data: counts } = useSuspenseQuery(getOrderCountsByStatusQueryOptions(client));
  return (
    <HubPage title={t`Order Screens`}>
      <div>
        <NewOrderLink />
      </div>
      <OrderStatusCards counts={counts} />
    </HubPage>
  );
}
