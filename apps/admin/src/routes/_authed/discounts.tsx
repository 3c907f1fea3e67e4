import { createFileRoute } from '@tanstack/react-router';
import { discounts } from '../../features/charges/discounts-resource';
import { ResourceListScreen } from '../../list-screens/resource-list-screen';

export const Route = createFileRoute('/_authed/discounts')({
  loader: ({ context: { queryClient, client } }) =>
    queryClient.ensureQueryData(discounts.list(client, undefined)),
  component: DiscountsPage,
});

function DiscountsPage() {
  return <ResourceListScreen resource={discounts} />;
}
