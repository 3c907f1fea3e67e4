import { useLingui } from '@lingui/react/macro';
import type { ShopClient } from '@shop/sdk';
import { listCustomerWishlistsQueryOptions } from '@shop/sdk/query';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { CustomerWishlistsTable } from '../../features/customers/customer-wishlists-table';
import { ListPage } from '../../list-screens/list-page';

const listQuery = (client: ShopClient, customerID: string) =>
  listCustomerWishlistsQueryOptions(client, { path: { id: customerID } });

export const Route = createFileRoute('/_authed/wishlist_from_customer/$customerID')({
  loader: ({ context: { queryClient, client }, params }) =>
    queryClient.ensureQueryData(listQuery(client, params.customerID)),
  component: CustomerWishlistsPage,
});

function CustomerWishlistsPage() {
  const { t } = useLingui();
  const { client } = Route.useRouteContext();
  const { customerID } = Route.useParams();
  const { data } = useSuspenseQuery(listQuery(client, customerID));
  return (
    <ListPage title={t`Wishlists`} total={data.total}>
      <CustomerWishlistsTable wishlists={data.data} />
    </ListPage>
  );
}
