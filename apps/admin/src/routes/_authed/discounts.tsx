import { listDiscountsQueryOptions } from '@shop/sdk/query';
import { ListPageHeader } from '@shop/ui-kit/list-page-header';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_authed/discounts')({
  loader: ({ context: { queryClient, client } }) =>
    queryClient.ensureQueryData(listDiscountsQueryOptions(client)),
  component: DiscountsPage,
});

function DiscountsPage() {
  const { client } = Route.useRouteContext();
  const { data } = useSuspenseQuery(listDiscountsQueryOptions(client));
  return <ListPageHeader title="Discounts" total={data.total} />;
}
