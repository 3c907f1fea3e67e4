import { listDeliveryFeesQueryOptions } from '@shop/sdk/query';
import { ListPageHeader } from '@shop/ui-kit/list-page-header';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_authed/delivery-fees')({
  loader: ({ context: { queryClient, client } }) =>
    queryClient.ensureQueryData(listDeliveryFeesQueryOptions(client)),
  component: DeliveryFeesPage,
});

function DeliveryFeesPage() {
  const { client } = Route.useRouteContext();
  const { data } = useSuspenseQuery(listDeliveryFeesQueryOptions(client));
  return <ListPageHeader title="Delivery Fees" total={data.total} />;
}
