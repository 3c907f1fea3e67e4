import type { operations, ShopClient } from '@shop/sdk';
import { listItemsQueryOptions } from '@shop/sdk/query';
import { ListPageHeader } from '@shop/ui-kit/list-page-header';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { oneOf, type TextPageSearch, validateTextPageSearch } from '../../app/search-params';

type ItemSort = NonNullable<NonNullable<operations['listItems']['parameters']['query']>['sort']>;

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

const listQuery = (client: ShopClient, { q, sort, page }: ItemsSearch) =>
  listItemsQueryOptions(client, { query: { q, sort, page } });

export const Route = createFileRoute('/_authed/items')({
  validateSearch: validateItemsSearch,
  loaderDeps: ({ search: { q, sort, page } }) => ({ q, sort, page }),
  loader: ({ context: { queryClient, client }, deps }) =>
    queryClient.ensureQueryData(listQuery(client, deps)),
  component: ItemsPage,
});

function ItemsPage() {
  const { client } = Route.useRouteContext();
  const { data } = useSuspenseQuery(listQuery(client, Route.useLoaderDeps()));
  return <ListPageHeader title="Items" total={data.total} />;
}
