import { createFileRoute } from '@tanstack/react-router';
import { navCollections } from '../../features/collections/nav-collections-resource';
import { ResourceListScreen } from '../../list-screens/resource-list-screen';

export const Route = createFileRoute('/_authed/nav_collections')({
  loader: ({ context: { queryClient, client } }) =>
    queryClient.ensureQueryData(navCollections.list(client, undefined)),
  component: NavCollectionsPage,
});

function NavCollectionsPage() {
  return <ResourceListScreen resource={navCollections} />;
}
