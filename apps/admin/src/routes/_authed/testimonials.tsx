import { createFileRoute } from '@tanstack/react-router';
import { ResourceListScreen } from '../../features/resources/resource-list-screen';
import { testimonials } from '../../features/storefront/testimonials-resource';

export const Route = createFileRoute('/_authed/testimonials')({
  loader: ({ context: { queryClient, client } }) =>
    queryClient.ensureQueryData(testimonials.list(client, undefined)),
  component: TestimonialsPage,
});

function TestimonialsPage() {
  return <ResourceListScreen resource={testimonials} />;
}
