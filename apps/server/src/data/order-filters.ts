import type { Schema } from '@shop/sdk';
import { type SQL, sql } from 'drizzle-orm';
import type { QueryParams } from '../core/operation-types.js';
import type { Executor } from '../db/executor.js';
import { areas, customers, districts, divisions, orders } from '../db/schema.js';
import { dayEnd, dayStart, FilterFaults } from './filter-checks.js';
import { containingKeyOf, searchKey } from './search-keys.js';

/** The filters of the orders lists, their counts and exports (the document's `listOrders` query less paging). */
export type OrderFilters = Omit<QueryParams<'listOrders'>, 'page' | 'pageSize' | 'sort'>;

export type OrderSort = Schema<'OrderSort'>;

/** The longest order id the search reads as one (`Id`'s pattern: up to 18 digits). */
const ID_DIGITS = 18;

/**
 * Checks `filters` beyond their schemas (a range that ends before it starts, a place that does not exist: `400`
 * with a field message each) and answers them as conditions on the orders table, each one an index can serve
 * (migration 0020): undefined when they keep every order. Lists of ids come from `(select …)`s turned into arrays,
 * so an index is searched for each id rather than the orders scanned for a match.
 */
export async function orderConditions(
  db: Executor,
  filters: OrderFilters,
  timeZone: string,
): Promise<SQL | undefined> {
  const faults = new FilterFaults();
  faults.range(filters.placedFrom, filters.placedTo, 'placedTo');
  faults.range(filters.minGrandTotal, filters.maxGrandTotal, 'maxGrandTotal');
  await faults.exists(db, 'divisionId', divisions, divisions.id, filters.divisionId);
  await faults.exists(db, 'districtId', districts, districts.id, filters.districtId);
  await faults.exists(db, 'areaId', areas, areas.id, filters.areaId);
  await faults.exists(db, 'customerId', customers, customers.id, filters.customerId);
  faults.throwAny();

  const conditions: SQL[] = [];
  const oneOf = (values: readonly string[]) =>
    sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    );
  if (filters.status !== undefined) conditions.push(sql`${orders.orderStatus} in (${oneOf(filters.status)})`);
  if (filters.source !== undefined) conditions.push(sql`${orders.source} in (${oneOf(filters.source)})`);
  if (filters.placedFrom !== undefined)
    conditions.push(sql`${orders.createdAt} >= ${dayStart(filters.placedFrom, timeZone)}`);
  if (filters.placedTo !== undefined)
    conditions.push(sql`${orders.createdAt} < ${dayEnd(filters.placedTo, timeZone)}`);
  if (filters.divisionId !== undefined) {
    conditions.push(sql`${orders.districtId} = any(array(
      select ${districts.id} from ${districts} where ${districts.divisionId} = ${BigInt(filters.divisionId)}))`);
  }
  if (filters.districtId !== undefined)
    conditions.push(sql`${orders.districtId} = ${BigInt(filters.districtId)}`);
  if (filters.areaId !== undefined) conditions.push(sql`${orders.areaId} = ${BigInt(filters.areaId)}`);
  if (filters.minGrandTotal !== undefined)
    conditions.push(sql`${orders.grandTotal} >= ${filters.minGrandTotal.toFixed(2)}::numeric`);
  if (filters.maxGrandTotal !== undefined)
    conditions.push(sql`${orders.grandTotal} <= ${filters.maxGrandTotal.toFixed(2)}::numeric`);
  if (filters.customerId !== undefined)
    conditions.push(sql`${orders.customerId} = ${BigInt(filters.customerId)}`);
  const search = orderSearch(filters.q);
  if (search !== undefined) conditions.push(search);
  return conditions.length === 0 ? undefined : sql.join(conditions, sql` and `);
}

/**
 * `q` as a condition: digits are an order's id or a part of its customer's mobile number (stored as +8801…, so
 * `01712` and `8801712` both match), other text a part of the customer's name; both by the customers' search keys
 * (their trigram indexes), the customers found first.
 */
function orderSearch(q: string | undefined): SQL | undefined {
  const text = q?.trim().replace(/^#/, '');
  if (text === undefined || text === '') return undefined;
  const pattern = containingKeyOf(text);
  if (/^[0-9]+$/.test(text)) {
    const byMobile = sql`${orders.customerId} = any(array(
      select ${customers.id} from ${customers} where ${searchKey(customers.mobile)} like ${pattern}))`;
    const id = text.replace(/^0+/, '');
    return id === '' || id.length > ID_DIGITS ? byMobile : sql`(${orders.id} = ${BigInt(id)} or ${byMobile})`;
  }
  return sql`${orders.customerId} = any(array(
    select ${customers.id} from ${customers} where ${searchKey(customers.name)} like ${pattern}))`;
}

/** The sort key of each `sort`: a column of orders and the direction; the id breaks ties in the same direction. */
export const ORDER_SORT_KEYS: {
  readonly [sort in OrderSort]: { column: 'created_at' | 'grand_total'; descending: boolean };
} = {
  '-createdAt': { column: 'created_at', descending: true },
  createdAt: { column: 'created_at', descending: false },
  '-grandTotal': { column: 'grand_total', descending: true },
  grandTotal: { column: 'grand_total', descending: false },
};

/** `order by` of `sort` on the orders table's columns (aliased `alias`), from the fixed list above only. */
export function orderSortClause(sort: OrderSort, alias: string): SQL {
  const { column, descending } = ORDER_SORT_KEYS[sort];
  const direction = descending ? 'desc' : 'asc';
  return sql.raw(`${alias}.${column} ${direction}, ${alias}.id ${direction}`);
}

/** Whether `filters` ask for anything (any value set): a list without any reads its kept count. */
export function hasOrderFilters(filters: OrderFilters): boolean {
  return Object.values(filters).some((value) => value !== undefined && value !== '');
}
