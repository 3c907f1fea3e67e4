import { useLingui } from '@lingui/react/macro';
import { listCustomersQuery, type ShopClient } from '@shop/sdk';
import { listCustomersQueryOptions } from '@shop/sdk/query';
import { SearchBox } from '@shop/ui-kit/search-box';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { type TextPageSearch, textPageSearch } from '../../app/search-params';
import { CsvExportButtons } from '../../features/csv-export/csv-export-buttons';
import { CustomersTable } from '../../features/customers/customers-table';
import { NewCustomerButton } from '../../features/customers/new-customer-button';
import { ListPage } from '../../list-screens/list-page';
import { useListSearch } from '../../list-screens/use-list-search';

const pageSize = listCustomersQuery.pageSize.default;

const listQuery = (client: ShopClient, { q, page }: TextPageSearch) =>
  listCustomersQueryOptions(client, { query: { q, page, pageSize } });

export const Route = createFileRoute('/_authed/customers')({
  validateSearch: textPageSearch(listCustomersQuery),
  loaderDeps: ({ search: { q, page } }) => ({ q, page }),
  loader: ({ context: { queryClient, client }, deps }) =>
    queryClient.ensureQueryData(listQuery(client, deps)),
  component: CustomersPage,
});

function CustomersPage() {
  const { t } = useLingui();
  const { client } = Route.useRouteContext();
  const list = useListSearch(Route.useLoaderDeps());
  const { data } = useSuspenseQuery(listQuery(client, list.search));
  return (
    <ListPage
      title={t`Customers`}
      total={data.total}
      actions={
        <>
          <NewCustomerButton />
          <CsvExportButtons
            choices={[
              {
                label: t`Export Customers`,
                target: { operation: 'exportCustomers', query: { q: list.search.q } },
              },
            ]}
          />
        </>
      }
      intro={
        <SearchBox
          label={t`Search customers`}
          placeholder={t`Name or email`}
          value={list.search.q ?? ''}
          onChange={list.setText}
        />
      }
      pageSize={pageSize}
      paging={list}
    >
      <CustomersTable customers={data.data} />
    </ListPage>
  );
}
