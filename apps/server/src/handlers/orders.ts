import type { components } from '@shop/sdk';
import { and, asc, eq, inArray, like, type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.js';
import type { Handlers } from '../contract/handler-types.js';
import { conflict, notFound } from '../contract/http-error.js';
import type { Executor } from '../db/client.js';
import {
  customers,
  items,
  listCounts,
  type OrderStatus,
  orderItems,
  orderListings,
  orderStatuses,
  orders,
} from '../db/schema.js';
import { idText, ref, toId } from './ids.js';
import { jsonReader, pageAnswer } from './json-read.js';
import { type Paging, pageClause, paging } from './paging.js';

type Order = components['schemas']['Order'];

function orderQuery(db: Executor) {
  return db
    .select({ order: orders, customerName: customers.name })
    .from(orders)
    .innerJoin(customers, eq(orders.customerId, customers.id));
}

type OrderRow = Awaited<ReturnType<typeof orderQuery>>[number];

function toOrder({ order, customerName }: OrderRow): Order {
  return {
    _id: idText(order.id),
    customer: ref(order.customerId, customerName),
    orderStatus: order.orderStatus,
    areaString: order.areaString,
    fullAddressString: order.fullAddressString,
    subtotal: order.subtotal,
    discount: order.discount,
    deliveryFee: order.deliveryFee,
    total: order.total,
    vat: order.vat,
    grandTotal: order.grandTotal,
    notes: order.notes,
    createdAt: order.createdAt.toISOString(),
  };
}

const readOrderList = jsonReader('OrderList');

/**
 * A page of orders matching `where` (on the orders table), newest first, as one JSON answer: the page is cut from
 * the (status or customer, created_at desc, id desc) index first, then only its rows' rendered texts
 * (order_listings) are read. With `keptList` (e.g. `orders.processing`) the total is that kept count
 * (list_counts); otherwise the matching orders are counted.
 */
export async function orderPage(db: Executor, where: SQL, page: Paging, keptList?: string) {
  const total =
    keptList === undefined
      ? sql`select count(*) from ${orders} where ${where}`
      : sql`select ${listCounts.count} from ${listCounts} where ${listCounts.list} = ${keptList}`;
  return readOrderList(
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

async function findOrder(db: Executor, id: bigint): Promise<Order> {
  const [row] = await orderQuery(db).where(eq(orders.id, id));
  if (row === undefined) throw notFound('No such order.');
  return toOrder(row);
}

const STATUS_LABELS: { [status in OrderStatus]: string } = {
  processing: 'processing',
  toBeDelivered: 'to be delivered',
  shipped: 'shipped',
  completed: 'completed',
  canceled: 'canceled',
};

export function orderHandlers(deps: AppDeps) {
  const { db } = deps;

  /**
   * One conditional UPDATE: it changes the order only while it is still in a status the move starts from, so of
   * two clashing moves exactly one changes a row. No row changed: 404 when there is no such order, else 409.
   */
  async function move(id: string, from: readonly OrderStatus[], to: OrderStatus) {
    const orderId = toId(id);
    const [moved] = await db
      .update(orders)
      .set({ orderStatus: to })
      .where(and(eq(orders.id, orderId), inArray(orders.orderStatus, [...from])))
      .returning();
    if (moved === undefined) {
      const [current] = await db
        .select({ status: orders.orderStatus })
        .from(orders)
        .where(eq(orders.id, orderId));
      if (current === undefined) throw notFound('No such order.');
      throw conflict(
        `This order is ${STATUS_LABELS[current.status]}, so it cannot be ${to === 'canceled' ? 'canceled' : `moved to ${STATUS_LABELS[to]}`}.`,
      );
    }
    // Answered from the updated row itself: read again, a clashing move that came right after would show instead.
    const [customer] = await db
      .select({ name: customers.name })
      .from(customers)
      .where(eq(customers.id, moved.customerId));
    if (customer === undefined) throw new Error(`order ${moved.id} has no customer`);
    return { status: 200 as const, body: toOrder({ order: moved, customerName: customer.name }) };
  }

  return {
    async getOrderCountsByStatus() {
      const rows = await db
        .select({ list: listCounts.list, count: listCounts.count })
        .from(listCounts)
        .where(like(listCounts.list, 'orders.%'));
      const counts = new Map(rows.map((row) => [row.list.slice('orders.'.length), row.count]));
      return {
        status: 200,
        body: orderStatuses.map((status) => ({ status, count: counts.get(status) ?? 0 })),
      };
    },

    async listOrdersByStatus({ params, query }) {
      const { status } = params;
      const page = await orderPage(db, eq(orders.orderStatus, status), paging(query), `orders.${status}`);
      return { status: 200, body: page };
    },

    async getOrder({ params }) {
      return { status: 200, body: await findOrder(db, toId(params.id)) };
    },

    async listOrderItems({ params }) {
      const orderId = toId(params.orderID);
      await findOrder(db, orderId);
      const rows = await db
        .select({ line: orderItems, itemName: items.name })
        .from(orderItems)
        .innerJoin(items, eq(orderItems.itemId, items.id))
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.id));
      return {
        status: 200,
        body: {
          data: rows.map(({ line, itemName }) => ({
            _id: idText(line.id),
            item: ref(line.itemId, itemName),
            quantity: line.quantity,
            unitPrice: line.unitPrice,
            total: line.total,
          })),
          total: rows.length,
        },
      };
    },

    changeOrderToToBeDelivered: ({ params }) => move(params.id, ['processing'], 'toBeDelivered'),
    changeOrderToShipped: ({ params }) => move(params.id, ['toBeDelivered'], 'shipped'),
    changeOrderToCompleted: ({ params }) => move(params.id, ['shipped'], 'completed'),
    cancelOrder: ({ params }) => move(params.id, ['processing', 'toBeDelivered', 'shipped'], 'canceled'),
  } satisfies Partial<Handlers>;
}
