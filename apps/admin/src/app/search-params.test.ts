import { listChangesQuery, listCustomersQuery, listItemsQuery, listWishlistsQuery } from '@shop/sdk';
import { describe, expect, it } from 'vitest';
import { activitySearch, pageSearch, sortedTextPageSearch, textPageSearch } from './search-params';

describe('list search validators', () => {
  it('keep a page within the operation range, and leave out anything else', () => {
    const validate = pageSearch(listWishlistsQuery);
    expect(validate({ page: '3' })).toEqual({ page: 3 });
    expect(validate({ page: listWishlistsQuery.page.maximum })).toEqual({
      page: listWishlistsQuery.page.maximum,
    });
    for (const page of [0, -1, 1.5, 'two', listWishlistsQuery.page.maximum + 1, undefined])
      expect(validate({ page })).toEqual({ page: undefined });
  });

  it('trim the search text and cut it at the longest the operation takes; blank is no search', () => {
    const validate = textPageSearch(listCustomersQuery);
    expect(validate({ q: '  rahim ', page: 2 })).toEqual({ q: 'rahim', page: 2 });
    expect(validate({ q: 42 })).toEqual({ q: '42', page: undefined });
    expect(validate({ q: '   ' })).toEqual({ q: undefined, page: undefined });
    expect(validate({ q: 'x'.repeat(listCustomersQuery.q.maxLength + 10) }).q).toHaveLength(
      listCustomersQuery.q.maxLength,
    );
  });

  it('keep only a sort the operation offers', () => {
    const validate = sortedTextPageSearch(listItemsQuery);
    expect(validate({ sort: '-price' })).toEqual({ q: undefined, sort: '-price', page: undefined });
    expect(validate({ sort: 'isVisible' })).toEqual({ q: undefined, sort: undefined, page: undefined });
  });

  it('keep the Activity filters the change log takes: an id, a kind it names, an operation id, calendar days', () => {
    const validate = activitySearch(listChangesQuery);
    expect(
      validate({
        employee: 7,
        entityType: 'Item',
        operation: 'updateItem',
        from: '2026-03-01',
        to: '2026-03-05',
        page: 2,
      }),
    ).toEqual({
      employee: '7',
      entityType: 'Item',
      operation: 'updateItem',
      from: '2026-03-01',
      to: '2026-03-05',
      page: 2,
    });
    expect(
      validate({
        employee: '0x7',
        entityType: 'Spaceship',
        operation: 'drop table',
        from: '2026-02-31',
        to: 'today',
      }),
    ).toEqual({
      employee: undefined,
      entityType: undefined,
      operation: undefined,
      from: undefined,
      to: undefined,
      page: undefined,
    });
  });
});
