import { useLingui } from '@lingui/react/macro';
import { listItemsQuery } from '@shop/sdk';
import { SearchBox } from '@shop/ui-kit/search-box';
import { createFileRoute } from '@tanstack/react-router';
import { sortedTextPageSearch } from '../../app/search-params';
import { CsvExportButtons } from '../../features/csv-export/csv-export-buttons';
import { ItemImportButton } from '../../features/items/item-import-button';
import { items } from '../../features/items/items-resource';
import { ResourceListScreen } from '../../list-screens/resource-list-screen';
import { useListSearch } from '../../list-screens/use-list-search';

/** `?q=&sort=&page=`: the search box filters by name on the server, which also sorts and pages. */
const validateItemsSearch = sortedTextPageSearch(listItemsQuery);

export const Route = createFileRoute('/_authed/items')({
  validateSearch: validateItemsSearch,
  loaderDeps: ({ search: { q, sort, page } }) => ({ q, sort, page }),
  loader: ({ context: { queryClient, client }, deps }) =>
    queryClient.ensureQueryData(items.list(client, deps)),
  component: ItemsPage,
});

function ItemsPage() {
  const { t } = useLingui();
  const list = useListSearch(Route.useLoaderDeps());
  const { q, sort } = list.search;
  return (
    <ResourceListScreen
      resource={items}
      args={list.search}
      list={list}
      actions={
        <>
          <CsvExportButtons
            choices={[{ label: t`Export Items`, target: { operation: 'exportItems', query: { q, sort } } }]}
          />
          <ItemImportButton />
        </>
      }
    >
      <SearchBox label={t`Search items`} value={list.search.q ?? ''} onChange={list.setText} />
    </ResourceListScreen>
  );
}
