import type { Schema } from '@shop/sdk';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor.js';
import { items, listCounts, orderItems, orderListings, orders } from '../db/schema.js';
import { Field, timeField } from './crud/fields.js';
import { pageAnswer, readJsonList } from './json-read.js';
import type { KeysetSource } from './keyset-pages.js';
import { ORDER_SORT_KEYS, type OrderSort, orderSortClause } from './order-filters.js';
import { type Paging, pageClause } from './paging.js';

type Order = Schema<'Order'>;

/** An order as every read answers it: its kept rendering (order_listings, src/db/renderings.ts). */
export const orderListing = new Field<Order>(
  sql`(select ${orderListings.listing} from ${orderListings} where ${orderListings.orderId} = ${orders.id})`,
);

/**
 * A page of orders matching `where` (on the orders table) in `sort` order, as one JSON answer: the page is cut from
 * an index on the key first (status, customer, district, area or source, then the sort key and id: migration 0020),
 * then only its rows' rendered texts (order_listings) are read. `total` is how it is counted: a kept count
 * (list_counts) when there is one for the list, else a count of the matching orders.
 */
export function orderPage(db: Executor, where: SQL | undefined, page: Paging, sort: OrderSort, total: SQL) {
  return readJsonList<Order>(db, orderPageQuery(where, page, sort, total));
}

/** The one statement {@link orderPage} runs: the page's rendered orders and the total (EXPLAIN reads it too). */
export function orderPageQuery(where: SQL | undefined, page: Paging, sort: OrderSort, total: SQL): SQL {
  const condition = where === undefined ? sql`` : sql`where ${where}`;
  return pageAnswer(
    sql`select string_agg(${orderListings.listing}, ',' order by ${orderSortClause(sort, 'o')})
      from (select ${orders.id}, ${orders.createdAt}, ${orders.grandTotal} from ${orders} ${condition}
            order by ${orderSortClause(sort, 'orders')} ${pageClause(page)}) o
      join ${orderListings} on ${orderListings.orderId} = o.id`,
    total,
  );
}

/** The total of a list of the orders matching `where`: their count. */
export function countOf(where: SQL | undefined): SQL {
  return where === undefined
    ? sql`select count(*) from ${orders}`
    : sql`select count(*) from ${orders} where ${where}`;
}

/** The kept count (list_counts) of `lists` (`orders.processing`, …), added up: a list's total without a count. */
export function keptCount(lists: readonly string[]): SQL {
  return sql`select coalesce(sum(${listCounts.count}), 0)::bigint from ${listCounts}
    where ${listCounts.list} in (${sql.join(
      lists.map((list) => sql`${list}`),
      sql`, `,
    )})`;
}

/** The orders matching `where` in `sort` order (then by id), for an export read page by page. */
function ordersOf(where: SQL | undefined, sort: OrderSort, json: SQL): KeysetSource {
  const { column, descending } = ORDER_SORT_KEYS[sort];
  return {
    from: sql`${orders}`,
    where,
    keys: [
      column === 'created_at'
        ? { sql: sql`${orders.createdAt}`, type: 'timestamptz' }
        : { sql: sql`${orders.grandTotal}`, type: 'numeric' },
      { sql: sql`${orders.id}`, type: 'bigint' },
    ],
    descending,
    json,
  };
}

/** The orders matching `where`, each as the list renders it. */
export function orderExportSource(where: SQL | undefined, sort: OrderSort): KeysetSource {
  return ordersOf(where, sort, orderListing.sql);
}

/** An order with its lines, as `listOrderItems` answers them (in the order they were added). */
export interface OrderLines {
  orderId: string;
  orderCreatedAt: string;
  lines: Schema<'OrderItem'>[];
}

/** The orders matching `where` with their lines ({@link OrderLines}), in the list's order. */
export function orderLinesExportSource(where: SQL | undefined, sort: OrderSort): KeysetSource {
  const lines = sql`coalesce((select json_agg(json_build_object(
        '_id', ${orderItems.id}::text, 'version', ${orderItems.version},
        'item', json_build_object('_id', ${items.id}::text, 'name', ${items.name}),
        'quantity', ${orderItems.quantity}, 'unitPrice', ${orderItems.unitPrice}, 'total', ${orderItems.total})
        order by ${orderItems.id})
      from ${orderItems} join ${items} on ${items.id} = ${orderItems.itemId}
      where ${orderItems.orderId} = ${orders.id}), '[]'::json)`;
  return ordersOf(
    where,
    sort,
    sql`json_build_object('orderId', ${orders.id}::text, 'orderCreatedAt', ${timeField(orders.createdAt).sql},
      'lines', ${lines})::text`,
  );
}
