import { useLingui } from '@lingui/react/macro';
import type { ShopClient } from '@shop/sdk';
import { listCustomerAddressesQueryOptions } from '@shop/sdk/query';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { CustomerAddressesTable } from '../../features/customers/customer-addresses-table';
import { ListPage } from '../../list-screens/list-page';

const listQuery = (client: ShopClient, customerID: string) =>
  listCustomerAddressesQueryOptions(client, { path: { id: customerID } });

export const Route = createFileRoute('/_authed/addresses_from_customer/$customerID')({
  loader: ({ context: { queryClient, client }, params }) =>
    queryClient.ensureQueryData(listQuery(client, params.customerID)),
  component: CustomerAddressesPage,
});

function CustomerAddressesPage() {
  const { t } = useLingui();
  const { client } = Route.useRouteContext();
  const { customerID } = Route.useParams();
  const { data } = useSuspenseQuery(listQuery(client, customerID));
  return (
    <ListPage title={t`Addresses`} total={data.total}>
      <CustomerAddressesTable addresses={data.data} />
    </ListPage>
  );
}
