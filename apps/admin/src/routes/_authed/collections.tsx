import { createFileRoute } from '@tanstack/react-router';
import { collections } from '../../features/collections/collections-resource';
import { ResourceListScreen } from '../../list-screens/resource-list-screen';

export const Route = createFileRoute('/_authed/collections')({
  loader: ({ context: { queryClient, client } }) =>
    queryClient.ensureQueryData(collections.list(client, undefined)),
  component: CollectionsPage,
});

function CollectionsPage() {
  return <ResourceListScreen resource={collections} />;
}
