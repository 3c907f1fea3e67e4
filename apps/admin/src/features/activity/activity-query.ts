import { listChangesQuery, type ShopClient } from '@shop/sdk';
import { listChangesQueryOptions } from '@shop/sdk/query';
import type { ActivitySearch } from '../../app/search-params';
import type { ChangeEntityType } from '../../list-screens/resource-definition';

/** Rows per page of the Activity screen: the change log's own default. */
export const activityPageSize = listChangesQuery.pageSize.default;

/**
 * The change log read of the Activity screen's search: its days as moments of the person's own calendar, `from`
 * at the start of its day and `to` at the end of its day (the API's `to` is excluded: the start of the next day).
 */
export function activityQueryOptions(
  client: ShopClient,
  { from, to, ...search }: ActivitySearch<ChangeEntityType>,
) {
  return listChangesQueryOptions(client, {
    query: {
      ...search,
      from: from === undefined ? undefined : startOfDay(from),
      to: to === undefined ? undefined : startOfDay(to, 1),
      pageSize: activityPageSize,
    },
  });
}

/** The moment a day (`2026-03-05`) starts here, `days` later, as the API takes it. */
function startOfDay(day: string, days = 0): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date + days).toISOString();
}
