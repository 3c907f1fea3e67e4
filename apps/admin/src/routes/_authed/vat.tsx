import { listVatsQueryOptions } from '@shop/sdk/query';
import { ListPageHeader } from '@shop/ui-kit/list-page-header';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_authed/vat')({
  loader: ({ context: { queryClient, client } }) => queryClient.ensureQueryData(listVatsQueryOptions(client)),
  component: VatPage,
});

function VatPage() {
  const { client } = Route.useRouteContext();
  const { data } = useSuspenseQuery(listVatsQueryOptions(client));
  return <ListPageHeader title="VAT" total={data.total} />;
}
