import { createFileRoute } from '@tanstack/react-router';
import { customerAddresses } from '../../features/customers/customer-addresses-resource';
import { ResourceListScreen } from '../../list-screens/resource-list-screen';

export const Route = createFileRoute('/_authed/addresses_from_customer/$customerID')({
  loader: ({ context: { queryClient, client }, params }) =>
    queryClient.ensureQueryData(customerAddresses.list(client, { parentId: params.customerID })),
  component: CustomerAddressesPage,
});

function CustomerAddressesPage() {
  const { customerID } = Route.useParams();
  return <ResourceListScreen resource={customerAddresses} args={{ parentId: customerID }} />;
}
