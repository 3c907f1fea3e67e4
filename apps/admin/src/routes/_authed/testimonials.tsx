import { createFileRoute } from '@tanstack/react-router';
import { testimonials } from '../../features/storefront/testimonials-resource';
import { ResourceListScreen } from '../../list-screens/resource-list-screen';

export const Route = createFileRoute('/_authed/testimonials')({
  loader: ({ context: { queryClient, client } }) =>
    queryClient.ensureQueryData(testimonials.list(client, undefined)),
  component: TestimonialsPage,
});

function TestimonialsPage() {
  return <ResourceListScreen resource={testimonials} />;
}
