import { listItemsQuery } from '@shop/sdk';
import { describe, expect, it } from 'vitest';
import { sortParamOf, tableSortOf } from './list-sort';

describe('list sort', () => {
  it('maps ?sort= to the table sort and back, among the sorts the operation offers', () => {
    const offered = listItemsQuery.sort.enum;
    expect(tableSortOf('-price')).toEqual({ column: 'price', direction: 'desc' });
    expect(tableSortOf('name')).toEqual({ column: 'name', direction: 'asc' });
    expect(tableSortOf(undefined)).toBeNull();
    expect(sortParamOf({ column: 'price', direction: 'desc' }, offered)).toBe('-price');
    expect(sortParamOf({ column: 'name', direction: 'asc' }, offered)).toBe('name');
    expect(sortParamOf(null, offered)).toBeUndefined();
    expect(sortParamOf({ column: 'image', direction: 'asc' }, offered)).toBeUndefined();
  });
});
