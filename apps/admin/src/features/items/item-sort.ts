import type { operations } from '@shop/sdk';
import type { DataTableSort } from '@shop/ui-kit/data-table';

/** The items list's `?sort=` values: a field, descending with a leading `-`. */
export type ItemSort = NonNullable<NonNullable<operations['listItems']['parameters']['query']>['sort']>;

/** The table's sort for a `?sort=` value. */
export function tableSortOf(sort: ItemSort | undefined): DataTableSort | null {
  if (!sort) return null;
  return sort.startsWith('-')
    ? { column: sort.slice(1), direction: 'desc' }
    : { column: sort, direction: 'asc' };
}

/** The `?sort=` value for the table's sort; undefined (the server's default, by name) when unsorted. */
export function itemSortOf(sort: DataTableSort | null): ItemSort | undefined {
  if (!sort) return undefined;
  switch (sort.column) {
    case 'name':
      return sort.direction === 'desc' ? '-name' : 'name';
    case 'price':
      return sort.direction === 'desc' ? '-price' : 'price';
    default:
      return undefined;
  }
}
