import type { ShopClient } from '@shop/sdk';
import { listCustomersQueryOptions } from '@shop/sdk/query';
import { ListPageHeader } from '@shop/ui-kit/list-page-header';
import { Pagination } from '@shop/ui-kit/pagination';
import { SearchBox } from '@shop/ui-kit/search-box';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { LIST_PAGE_SIZE } from '../../app/list-page-size';
import { type TextPageSearch, validateTextPageSearch } from '../../app/search-params';
import { CustomersTable } from '../../features/customers/customers-table';

const listQuery = (client: ShopClient, { q, page }: TextPageSearch) =>
  listCustomersQueryOptions(client, { query: { q, page, pageSize: LIST_PAGE_SIZE } });

export const Route = createFileRoute('/_authed/customers')({
  validateSearch: validateTextPageSearch,
  loaderDeps: ({ search: { q, page } }) => ({ q, page }),
  loader: ({ context: { queryClient, client }, deps }) =>
    queryClient.ensureQueryData(listQuery(client, deps)),
  component: CustomersPage,
});

function CustomersPage() {
  const { client } = Route.useRouteContext();
  const deps = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  const { data } = useSuspenseQuery(listQuery(client, deps));
  return (
    <>
      <ListPageHeader title="Customers" total={data.total}>
        <SearchBox
          label="Search customers"
          placeholder="Name or email"
          value={deps.q ?? ''}
          // A new search starts again at its first page.
          onChange={(q) => navigate({ search: { q: q.trim() || undefined, page: undefined } })}
        />
      </ListPageHeader>
      <CustomersTable customers={data.data} />
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
