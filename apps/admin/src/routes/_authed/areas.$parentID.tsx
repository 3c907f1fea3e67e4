import { createFileRoute } from '@tanstack/react-router';
import { areas } from '../../features/addresses/areas-resource';
import { ResourceListScreen } from '../../list-screens/resource-list-screen';

export const Route = createFileRoute('/_authed/areas/$parentID')({
  loader: ({ context: { queryClient, client }, params }) =>
    queryClient.ensureQueryData(areas.list(client, { parentId: params.parentID })),
  component: AreasPage,
});

function AreasPage() {
  const { parentID } = Route.useParams();
  return <ResourceListScreen resource={areas} args={{ parentId: parentID }} />;
}
