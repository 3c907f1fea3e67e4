import { orderStatusValues } from '@shop/sdk';
import { eq, like } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.js';
import type { HandlerInput, Handlers } from '../contract/handler-types.js';
import { conflict, notFound } from '../contract/http-error.js';
import type { RenderedJson } from '../contract/rendered-json.js';
import { signedIn } from '../contract/signed-in.js';
import { changeOf, findChange, labelOf, recordChanges } from '../data/changes.js';
import { idField, refField, valueField } from '../data/crud/fields.js';
import { tableResource } from '../data/crud/table-resource.js';
import { toId } from '../data/ids.js';
import { orderListing, orderPage } from '../data/order-lists.js';
import { paging } from '../data/paging.js';
import { staleVersion, versionAsked } from '../data/versions.js';
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

/** The status of an order as its rendering shows it. */
function statusOf(rendered: RenderedJson<unknown>): OrderStatus {
  const parsed: unknown = JSON.parse(rendered.text);
  const status =
    typeof parsed === 'object' && parsed !== null && 'orderStatus' in parsed ? parsed.orderStatus : undefined;
  const known = orderStatusValues.find((value) => value === status);
  if (known === undefined) throw new Error('an order rendered without its status');
  return known;
}

type MoveOperation =
  | 'changeOrderToToBeDelivered'
  | 'changeOrderToShipped'
  | 'changeOrderToCompleted'
  | 'cancelOrder';

/**
 * A move from one of `from` to `to`. The order is locked first, so of two clashing moves the second sees the first's
 * status and is refused (409) rather than changing a row it did not read. With `If-Match`, a version the order no
 * longer has is a 412 (who moved it, and when). 404 when there is no such order. The answer and the change log's
 * entry are read in the move's own transaction, so they show this move, never a clashing one that came right after.
 */
function move(from: readonly OrderStatus[], to: OrderStatus) {
  return async (
    { params, header }: Pick<HandlerInput<MoveOperation>, 'params' | 'header'>,
    deps: AppDeps,
  ) => {
    const id = toId(params.id);
    const asked = versionAsked(header['If-Match']);
    const moved = await write(deps, {
      async run(tx) {
        const current = await order.lock(tx, id);
        if (current === undefined) throw notFound('No such order.');
        const { before } = current;
        if (asked !== undefined && asked !== current.version) {
          throw await staleVersion(tx, 'Order', id, before, deps.config.shopTimeZone);
        }
        const status = statusOf(before);
        if (!from.includes(status)) {
          const what = to === 'canceled' ? 'canceled' : `moved to ${STATUS_WORDS[to]}`;
          throw conflict(`This order is ${STATUS_WORDS[status]}, so it cannot be ${what}.`);
        }
        await tx.update(orders).set({ orderStatus: to }).where(eq(orders.id, id));
        const after = await order.find(tx, id);
        return { result: after, changes: [changeOf('Order', 'order', id, before, after)] };
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

  /** A staff note on the order's timeline: an entry of the change log (the note is all it writes). */
  async addOrderNote(input, deps) {
    const session = signedIn(input);
    const id = toId(input.params.id);
    const note = input.body.note.trim();
    const entryId = await deps.db.transaction(async (tx) => {
      const [found] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, id));
      if (found === undefined) throw notFound('No such order.');
      const [recorded] = await recordChanges(tx, [
        { entityType: 'Order', entityId: id, label: labelOf('order', id, undefined), fields: [], note },
      ]);
      if (recorded === undefined) throw new Error('the note was not recorded');
      return recorded;
    });
    const entry = await findChange(deps.db, entryId, session.level === 'owner');
    if (entry === undefined) throw new Error('the note was not recorded');
    return { status: 201, body: entry };
  },
} satisfies Partial<Handlers>;
