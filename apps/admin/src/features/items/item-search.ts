import { listItemsQueryOptions } from '@shop/sdk/query';
import { byName, searchLookup } from '../../list-screens/lookups';

/** Items matching a search, 20 at a time: with 100,000 items a select of all of them is no use. */
export const itemSearch = searchLookup(
  (client, q) => listItemsQueryOptions(client, { query: { q: q || undefined, pageSize: 20 } }),
  byName,
);
