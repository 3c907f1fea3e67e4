import type { ShopClient } from '@shop/sdk';
import { listCustomerOrdersQueryOptions } from '@shop/sdk/query';
import { ListPageHeader } from '@shop/ui-kit/list-page-header';
import { Pagination } from '@shop/ui-kit/pagination';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { LIST_PAGE_SIZE } from '../../app/list-page-size';
import { type PageSearch, validatePageSearch } from '../../app/search-params';
import { CustomerOrdersTable } from '../../features/orders/customer-orders-table';

const listQuery = (client: ShopClient, customerID: string, { page }: PageSearch) =>
  listCustomerOrdersQueryOptions(client, {
    path: { id: customerID },
    query: { page, pageSize: LIST_PAGE_SIZE },
  });

export const Route = createFileRoute('/_authed/orders_from_customer/$customerID')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search: { page } }) => ({ page }),
  loader: ({ context: { queryClient, client }, params, deps }) =>
    queryClient.ensureQueryData(listQuery(client, params.customerID, deps)),
  component: CustomerOrdersPage,
});

function CustomerOrdersPage() {
  const { client } = Route.useRouteContext();
  const { customerID } = Route.useParams();
  const deps = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  const { data } = useSuspenseQuery(listQuery(client, customerID, deps));
  return (
    <>
      <ListPageHeader title="Orders" total={data.total} />
      <CustomerOrdersTable orders={data.data} />
      {(data.total > LIST_PAGE_SIZE || (deps.page ?? 1) > 1) && (
        <Pagination
          page={deps.page ?? 1}
          pageSize={LIST_PAGE_SIZE}
          total={data.total}
          onPageChange={(page) => navigate({ search: (search) => ({ ...search, page }) })}
        />
      )}
    </>
  );
}
