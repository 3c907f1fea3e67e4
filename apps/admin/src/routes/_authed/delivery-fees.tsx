import { createFileRoute } from '@tanstack/react-router';
import { deliveryFees } from '../../features/charges/delivery-fees-resource';
import { ResourceListScreen } from '../../list-screens/resource-list-screen';

export const Route = createFileRoute('/_authed/delivery-fees')({
  loader: ({ context: { queryClient, client } }) =>
    queryClient.ensureQueryData(deliveryFees.list(client, undefined)),
  component: DeliveryFeesPage,
});

function DeliveryFeesPage() {
  return <ResourceListScreen resource={deliveryFees} />;
}
