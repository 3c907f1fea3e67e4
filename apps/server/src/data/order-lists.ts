import type { Schema } from '@shop/sdk';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor.js';
import { items, listCounts, type OrderStatus, orderItems, orderListings, orders } from '../db/schema.js';
import { Field, timeField } from './crud/fields.js';
import { pageAnswer, readJsonList } from './json-read.js';
import type { KeysetSource } from './keyset-pages.js';
import { type Paging, pageClause } from './paging.js';

type Order = Schema<'Order'>;

/** An order as every read answers it: its kept rendering (order_listings, src/db/renderings.ts). */
export const orderListing = new Field<Order>(
  sql`(select ${orderListings.listing} from ${orderListings} where ${orderListings.orderId} = ${orders.id})`,
);

/**
 * A page of orders matching `where` (on the orders table), newest first, as one JSON answer: the page is cut from
 * the (status or customer, created_at desc, id desc) index first, then only its rows' rendered texts
 * (order_listings) are read. With `keptList` (e.g. `orders.processing`) the total is that kept count
 * (list_counts); otherwise the matching orders are counted.
 */
export function orderPage(db: Executor, where: SQL, page: Paging, keptList?: string) {
  const total =
    keptList === undefined
      ? sql`select count(*) from ${orders} where ${where}`
      : sql`select ${listCounts.count} from ${listCounts} where ${listCounts.list} = ${keptList}`;
  return readJsonList<Order>(
    db,
    pageAnswer(
      sql`select string_agg(${orderListings.listing}, ',' order by o.created_at desc, o.id desc)
        from (select ${orders.id}, ${orders.createdAt} from ${orders} where ${where}
              order by ${orders.createdAt} desc, ${orders.id} desc
              ${pageClause(page)}) o
        join ${orderListings} on ${orderListings.orderId} = o.id`,
      total,
    ),
  );
}

/** The orders of a status as the list reads them (newest first, then by id), for an export read page by page. */
function ordersOf(status: OrderStatus, json: SQL): KeysetSource {
  return {
    from: sql`${orders}`,
    where: sql`${orders.orderStatus} = ${status}`,
    keys: [
      { sql: sql`${orders.createdAt}`, type: 'timestamptz' },
      { sql: sql`${orders.id}`, type: 'bigint' },
    ],
    descending: true,
    json,
  };
}

/** The orders of `status`, each as the list renders it. */
export function orderExportSource(status: OrderStatus): KeysetSource {
  return ordersOf(status, orderListing.sql);
}

/** An order with its lines, as `listOrderItems` answers them (in the order they were added). */
export interface OrderLines {
  orderId: string;
  orderCreatedAt: string;
  lines: Schema<'OrderItem'>[];
}

/** The orders of `status` with their lines ({@link OrderLines}), in the list's order. */
export function orderLinesExportSource(status: OrderStatus): KeysetSource {
  const lines = sql`coalesce((select json_agg(json_build_object(
        '_id', ${orderItems.id}::text, 'version', ${orderItems.version},
        'item', json_build_object('_id', ${items.id}::text, 'name', ${items.name}),
        'quantity', ${orderItems.quantity}, 'unitPrice', ${orderItems.unitPrice}, 'total', ${orderItems.total})
        order by ${orderItems.id})
      from ${orderItems} join ${items} on ${items.id} = ${orderItems.itemId}
      where ${orderItems.orderId} = ${orders.id}), '[]'::json)`;
  return ordersOf(
    status,
    sql`json_build_object('orderId', ${orders.id}::text, 'orderCreatedAt', ${timeField(orders.createdAt).sql},
      'lines', ${lines})::text`,
  );
}
