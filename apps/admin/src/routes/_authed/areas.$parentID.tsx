import type { ShopClient } from '@shop/sdk';
import { listAreasQueryOptions } from '@shop/sdk/query';
import { ListPageHeader } from '@shop/ui-kit/list-page-header';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';

const listQuery = (client: ShopClient, parentID: string) =>
  listAreasQueryOptions(client, { query: { district: parentID } });

export const Route = createFileRoute('/_authed/areas/$parentID')({
  loader: ({ context: { queryClient, client }, params }) =>
    queryClient.ensureQueryData(listQuery(client, params.parentID)),
  component: AreasPage,
});

function AreasPage() {
  const { client } = Route.useRouteContext();
  const { parentID } = Route.useParams();
  const { data } = useSuspenseQuery(listQuery(client, parentID));
  return <ListPageHeader title="Areas" total={data.total} />;
}
