import { createFileRoute } from '@tanstack/react-router';
import { categories } from '../../features/categories/categories-resource';
import { ResourceListScreen } from '../../list-screens/resource-list-screen';

export const Route = createFileRoute('/_authed/categories')({
  loader: ({ context: { queryClient, client } }) =>
    queryClient.ensureQueryData(categories.list(client, undefined)),
  component: CategoriesPage,
});

function CategoriesPage() {
  return <ResourceListScreen resource={categories} />;
}
