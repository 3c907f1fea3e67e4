import { getOrderCountsByStatusQueryOptions } from '@shop/sdk/query';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { HubLinks } from '../../features/hubs/hub-links';
import { HubPage, HubSection } from '../../features/hubs/hub-page';
import { OrderStatusCards } from '../../features/hubs/order-status-cards';

export const Route = createFileRoute('/_authed/')({
  loader: ({ context: { queryClient, client } }) =>
    queryClient.ensureQueryData(getOrderCountsByStatusQueryOptions(client)),
  component: HomePage,
});

function HomePage() {
  const { client } = Route.useRouteContext();
  const { data: counts } = useSuspenseQuery(getOrderCountsByStatusQueryOptions(client));
  return (
    <HubPage title="Dashboard">
      <HubSection title="Orders by status">
        <OrderStatusCards counts={counts} />
      </HubSection>
      <HubSection title="Catalogue">
        <HubLinks
          label="Catalogue"
          links={[
            {
              title: 'Item Groups',
              to: '/item_groups',
              icon: 'list',
              description: 'Collections and categories',
            },
            {
              title: 'Item Screens',
              to: '/item_screens',
              icon: 'box',
              description: 'Items and featured items',
            },
          ]}
        />
      </HubSection>
    </HubPage>
  );
}
