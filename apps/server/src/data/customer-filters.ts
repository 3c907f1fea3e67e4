import type { Schema } from '@shop/sdk';
import { type SQL, sql } from 'drizzle-orm';
import type { QueryParams } from '../core/operation-types.js';
import type { Executor } from '../db/executor.js';
import { addresses, areas, customers, districts, orders } from '../db/schema.js';
import { dayEnd, dayStart, FilterFaults } from './filter-checks.js';
import type { KeyTerm } from './keyset-pages.js';

/** The filters of the customers list and its export (the document's `listCustomers` query less q, sort, paging). */
export type CustomerFilters = Omit<QueryParams<'listCustomers'>, 'q' | 'sort' | 'page' | 'pageSize'>;

export type CustomerSort = Schema<'CustomerSort'>;

/**
 * Checks `filters` beyond their schemas (an inverted range of days, a district that does not exist: `400` with a
 * field message each) and answers them as conditions on the customers table, undefined when they keep everyone.
 */
export async function customerConditions(
  db: Executor,
  filters: CustomerFilters,
  timeZone: string,
): Promise<SQL | undefined> {
  const faults = new FilterFaults();
  faults.range(filters.joinedFrom, filters.joinedTo, 'joinedTo');
  await faults.exists(db, 'districtId', districts, districts.id, filters.districtId);
  faults.throwAny();

  const conditions: SQL[] = [];
  if (filters.districtId !== undefined) {
    // The district's areas, then their addresses (addresses_area_id_idx), then their customers.
    conditions.push(sql`${customers.id} = any(array(
      select ${addresses.customerId} from ${addresses} join ${areas} on ${areas.id} = ${addresses.areaId}
      where ${areas.districtId} = ${BigInt(filters.districtId)}))`);
  }
  if (filters.hasOrders !== undefined) {
    const placed = sql`exists (select 1 from ${orders} where ${orders.customerId} = ${customers.id})`;
    conditions.push(filters.hasOrders ? placed : sql`not ${placed}`);
  }
  if (filters.joinedFrom !== undefined)
    conditions.push(sql`${customers.createdAt} >= ${dayStart(filters.joinedFrom, timeZone)}`);
  if (filters.joinedTo !== undefined)
    conditions.push(sql`${customers.createdAt} < ${dayEnd(filters.joinedTo, timeZone)}`);
  return conditions.length === 0 ? undefined : sql.join(conditions, sql` and `);
}

/** Each `sort` as its key term (an index on customers serves each: by lowercased name, by creation). */
export const CUSTOMER_SORT_KEYS: { readonly [sort in CustomerSort]: { term: KeyTerm; descending: boolean } } =
  {
    name: { term: { sql: sql`lower(${customers.name})`, type: 'text' }, descending: false },
    '-name': { term: { sql: sql`lower(${customers.name})`, type: 'text' }, descending: true },
    createdAt: { term: { sql: sql`${customers.createdAt}`, type: 'timestamptz' }, descending: false },
    '-createdAt': { term: { sql: sql`${customers.createdAt}`, type: 'timestamptz' }, descending: true },
  };

/** `order by` of `sort` on the customers table: its key, then the id in the same direction. */
export function customerOrder(sort: CustomerSort): SQL {
  const { term, descending } = CUSTOMER_SORT_KEYS[sort];
  const direction = sql.raw(descending ? 'desc' : 'asc');
  return sql`${term.sql} ${direction}, ${customers.id} ${direction}`;
}
