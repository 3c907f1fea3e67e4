import { createFileRoute } from '@tanstack/react-router';
import { divisions } from '../../features/addresses/divisions-resource';
import { ResourceListScreen } from '../../list-screens/resource-list-screen';

export const Route = createFileRoute('/_authed/divisions')({
  loader: ({ context: { queryClient, client } }) =>
    queryClient.ensureQueryData(divisions.list(client, undefined)),
  component: DivisionsPage,
});

function DivisionsPage() {
  return <ResourceListScreen resource={divisions} />;
}
