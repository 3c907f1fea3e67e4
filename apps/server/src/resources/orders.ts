import { orderStatusValues } from '@shop/sdk';
import { and, eq, inArray, like } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.js';
import type { HandlerInput, Handlers } from '../contract/handler-types.js';
import { conflict, notFound } from '../contract/http-error.js';
import { idField, refField, valueField } from '../data/crud/fields.js';
import { tableResource } from '../data/crud/table-resource.js';
import { toId } from '../data/ids.js';
import { orderListing, orderPage } from '../data/order-lists.js';
import { paging } from '../data/paging.js';
import { write } from '../data/write.js';
import { customers, items, listCounts, type OrderStatus, orderItems, orders } from '../db/schema.js';

/** Orders as kept renderings; customers place them, staff read and move them. */
const order = tableResource({ table: orders, shape: orderListing, order: orders.id.getSQL() });

/** An order's lines, in the order they were added. */
const line = tableResource({
  table: orderItems,
  shape: {
    _id: idField(orderItems.id),
    item: refField(orderItems.itemId, items),
    quantity: valueField(orderItems.quantity),
    unitPrice: valueField(orderItems.unitPrice),
    total: valueField(orderItems.total),
  },
  order: orderItems.id.getSQL(),
});

const STATUS_WORDS: { [status in OrderStatus]: string } = {
  processing: 'processing',
  toBeDelivered: 'to be delivered',
  shipped: 'shipped',
  completed: 'completed',
  canceled: 'canceled',
};

type MoveOperation =
  | 'changeOrderToToBeDelivered'
  | 'changeOrderToShipped'
  | 'changeOrderToCompleted'
  | 'cancelOrder';

/**
 * A move from one of `from` to `to`, as one conditional UPDATE: it changes the order only while it is still in a
 * status the move starts from, so of two clashing moves exactly one changes a row. No row changed: 404 when there
 * is no such order, else 409 saying why. The answer is read in the move's own transaction, so it shows this move,
 * never a clashing one that came right after.
 */
function move(from: readonly OrderStatus[], to: OrderStatus) {
  return async ({ params }: Pick<HandlerInput<MoveOperation>, 'params'>, deps: AppDeps) => {
    const id = toId(params.id);
    const moved = await write(deps, {
      async run(tx) {
        const [changed] = await tx
          .update(orders)
          .set({ orderStatus: to })
          .where(and(eq(orders.id, id), inArray(orders.orderStatus, [...from])))
          .returning({ id: orders.id });
        if (changed === undefined) {
          const [current] = await tx
            .select({ status: orders.orderStatus })
            .from(orders)
            .where(eq(orders.id, id));
          if (current === undefined) throw notFound('No such order.');
          const what = to === 'canceled' ? 'canceled' : `moved to ${STATUS_WORDS[to]}`;
          throw conflict(`This order is ${STATUS_WORDS[current.status]}, so it cannot be ${what}.`);
        }
        return { result: await order.find(tx, id) };
      },
    });
    return { status: 200 as const, body: moved };
  };
}

export const orderOperations = {
  /** How many orders each status holds: the kept counts (list_counts), in the document's status order. */
  async getOrderCountsByStatus(_input, { db }) {
    const rows = await db
      .select({ list: listCounts.list, count: listCounts.count })
      .from(listCounts)
      .where(like(listCounts.list, 'orders.%'));
    const counts = new Map(rows.map((row) => [row.list.slice('orders.'.length), row.count]));
    return {
      status: 200,
      body: orderStatusValues.map((status) => ({ status, count: counts.get(status) ?? 0 })),
    };
  },
  async listOrdersByStatus({ params, query }, { db }) {
    const { status } = params;
    return {
      status: 200,
      body: await orderPage(db, eq(orders.orderStatus, status), paging(query), `orders.${status}`),
    };
  },
  async listCustomerOrders({ params, query }, { db }) {
    const customerId = toId(params.id);
    const [customer] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, customerId));
    if (customer === undefined) throw notFound('No such customer.');
    return { status: 200, body: await orderPage(db, eq(orders.customerId, customerId), paging(query)) };
  },
  getOrder: order.get,
  listOrderItems: line.listOf('orderID', orderItems.orderId, orders),
  changeOrderToToBeDelivered: move(['processing'], 'toBeDelivered'),
  changeOrderToShipped: move(['toBeDelivered'], 'shipped'),
  changeOrderToCompleted: move(['shipped'], 'completed'),
  cancelOrder: move(['processing', 'toBeDelivered', 'shipped'], 'canceled'),
} satisfies Partial<Handlers>;
