import { createFileRoute } from '@tanstack/react-router';
import { subcategories } from '../../features/categories/subcategories-resource';
import { ResourceListScreen } from '../../list-screens/resource-list-screen';

export const Route = createFileRoute('/_authed/subcategories/$categoryId')({
  loader: ({ context: { queryClient, client }, params }) =>
    queryClient.ensureQueryData(subcategories.list(client, { parentId: params.categoryId })),
  component: SubcategoriesPage,
});

function SubcategoriesPage() {
  const { categoryId } = Route.useParams();
  return <ResourceListScreen resource={subcategories} args={{ parentId: categoryId }} />;
}
