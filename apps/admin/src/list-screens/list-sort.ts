import type { DataTableSort } from '@shop/ui-kit/data-table';

// A list sorted on the server names its order in `?sort=` as the API does: a field, descending with a leading `-`
// (`price`, `-price`). The table sorts by column and direction.

/** The table's sort for a `?sort=` value; null (no sorted column) for none. */
export function tableSortOf(sort: string | undefined): DataTableSort | null {
  if (!sort) return null;
  return sort.startsWith('-')
    ? { column: sort.slice(1), direction: 'desc' }
    : { column: sort, direction: 'asc' };
}

/**
 * The `?sort=` value among `offered` (the operation's `sort` values) for the table's sort; undefined (the server's
 * default order) when unsorted or when the server does not sort by that column.
 */
export function sortParamOf<const Sort extends string>(
  sort: DataTableSort | null,
  offered: readonly Sort[],
): Sort | undefined {
  if (!sort) return undefined;
  const wanted = sort.direction === 'desc' ? `-${sort.column}` : sort.column;
  return offered.find((value) => value === wanted);
}
