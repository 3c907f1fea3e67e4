import { describe, expect, it } from 'vitest';
import { itemSortOf, tableSortOf } from './item-sort';

describe('item sort', () => {
  it('maps ?sort= to the table sort and back', () => {
    expect(tableSortOf('-price')).toEqual({ column: 'price', direction: 'desc' });
    expect(tableSortOf('name')).toEqual({ column: 'name', direction: 'asc' });
    expect(tableSortOf(undefined)).toBeNull();
    expect(itemSortOf({ column: 'price', direction: 'desc' })).toBe('-price');
    expect(itemSortOf({ column: 'name', direction: 'asc' })).toBe('name');
    expect(itemSortOf(null)).toBeUndefined();
    expect(itemSortOf({ column: 'image', direction: 'asc' })).toBeUndefined();
  });
});
