import { listTestimonialsQueryOptions } from '@shop/sdk/query';
import { ListPageHeader } from '@shop/ui-kit/list-page-header';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_authed/testimonials')({
  loader: ({ context: { queryClient, client } }) =>
    queryClient.ensureQueryData(listTestimonialsQueryOptions(client)),
  component: TestimonialsPage,
});

function TestimonialsPage() {
  const { client } = Route.useRouteContext();
  const { data } = useSuspenseQuery(listTestimonialsQueryOptions(client));
  return <ListPageHeader title="Testimonials" total={data.total} />;
}
