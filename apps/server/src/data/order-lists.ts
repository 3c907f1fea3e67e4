import type { Schema } from '@shop/sdk';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { listCounts, orderListings, orders } from '../db/schema.js';
import { Field } from './crud/fields.js';
import { pageAnswer, readJsonList } from './json-read.js';
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
