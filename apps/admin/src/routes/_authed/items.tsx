import { SearchBox } from '@shop/ui-kit/search-box';
import { createFileRoute } from '@tanstack/react-router';
import { oneOf, type TextPageSearch, validateTextPageSearch } from '../../app/search-params';
import { type ItemSort, itemSortOf, tableSortOf } from '../../features/items/item-sort';
import { items } from '../../features/items/items-resource';
import { ResourceListScreen } from '../../list-screens/resource-list-screen';

/** `?q=&sort=&page=` of the items list: the search box filters by name on the server. */
interface ItemsSearch extends TextPageSearch {
  sort?: ItemSort | undefined;
}

const itemSorts = [
  'name',
  '-name',
  'price',
  '-price',
  'createdAt',
  '-createdAt',
] as const satisfies readonly ItemSort[];

function validateItemsSearch(search: Record<string, unknown>): ItemsSearch {
  return { ...validateTextPageSearch(search), sort: oneOf(itemSorts, search.sort) };
}

export const Route = createFileRoute('/_authed/items')({
  validateSearch: validateItemsSearch,
  loaderDeps: ({ search: { q, sort, page } }) => ({ q, sort, page }),
  loader: ({ context: { queryClient, client }, deps }) =>
    queryClient.ensureQueryData(items.list(client, deps)),
  component: ItemsPage,
});

function ItemsPage() {
  const args = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  return (
    <ResourceListScreen
      resource={items}
      args={args}
      paging={{
        page: args.page ?? 1,
        onPageChange: (page) => navigate({ search: (s) => ({ ...s, page }) }),
      }}
      sorting={{
        sort: tableSortOf(args.sort),
        onSortChange: (sort) =>
          navigate({ search: (s) => ({ ...s, sort: itemSortOf(sort), page: undefined }) }),
      }}
    >
      <SearchBox
        label="Search items"
        value={args.q ?? ''}
        onChange={(q) => navigate({ search: (s) => ({ ...s, q: q.trim() || undefined, page: undefined }) })}
      />
    </ResourceListScreen>
  );
}
