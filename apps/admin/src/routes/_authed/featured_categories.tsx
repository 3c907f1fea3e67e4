import { createFileRoute } from '@tanstack/react-router';
import { featuredCategories } from '../../features/categories/featured-categories-resource';
import { ResourceListScreen } from '../../list-screens/resource-list-screen';

export const Route = createFileRoute('/_authed/featured_categories')({
  loader: ({ context: { queryClient, client } }) =>
    queryClient.ensureQueryData(featuredCategories.list(client, undefined)),
  component: FeaturedCategoriesPage,
});

function FeaturedCategoriesPage() {
  return <ResourceListScreen resource={featuredCategories} />;
}
