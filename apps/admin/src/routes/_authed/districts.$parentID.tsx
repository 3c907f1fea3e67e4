import { createFileRoute } from '@tanstack/react-router';
import { districts } from '../../features/addresses/districts-resource';
import { ResourceListScreen } from '../../list-screens/resource-list-screen';

export const Route = createFileRoute('/_authed/districts/$parentID')({
  loader: ({ context: { queryClient, client }, params }) =>
    queryClient.ensureQueryData(districts.list(client, { parentId: params.parentID })),
  component: DistrictsPage,
});

function DistrictsPage() {
  const { parentID } = Route.useParams();
  return <ResourceListScreen resource={districts} args={{ parentId: parentID }} />;
}
