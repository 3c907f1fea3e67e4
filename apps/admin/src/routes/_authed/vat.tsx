import { createFileRoute } from '@tanstack/react-router';
import { vat } from '../../features/charges/vat-resource';
import { ResourceListScreen } from '../../list-screens/resource-list-screen';

export const Route = createFileRoute('/_authed/vat')({
  loader: ({ context: { queryClient, client } }) => queryClient.ensureQueryData(vat.list(client, undefined)),
  component: VatPage,
});

function VatPage() {
  return <ResourceListScreen resource={vat} />;
}
