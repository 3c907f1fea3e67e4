import type { ShopClient } from '@shop/sdk';
import { listDistrictsQueryOptions } from '@shop/sdk/query';
import { ListPageHeader } from '@shop/ui-kit/list-page-header';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';

const listQuery = (client: ShopClient, parentID: string) =>
  listDistrictsQueryOptions(client, { query: { division: parentID } });

export const Route = createFileRoute('/_authed/districts/$parentID')({
  loader: ({ context: { queryClient, client }, params }) =>
    queryClient.ensureQueryData(listQuery(client, params.parentID)),
  component: DistrictsPage,
});

function DistrictsPage() {
  const { client } = Route.useRouteContext();
  const { parentID } = Route.useParams();
  const { data } = useSuspenseQuery(listQuery(client, parentID));
  return <ListPageHeader title="Districts" total={data.total} />;
}
