import { createFileRoute } from '@tanstack/react-router';
import { featuredItems } from '../../features/items/featured-items-resource';
import { ResourceListScreen } from '../../list-screens/resource-list-screen';

export const Route = createFileRoute('/_authed/featured_items')({
  loader: ({ context: { queryClient, client } }) =>
    queryClient.ensureQueryData(featuredItems.list(client, undefined)),
  component: FeaturedItemsPage,
});

function FeaturedItemsPage() {
  return <ResourceListScreen resource={featuredItems} />;
}
