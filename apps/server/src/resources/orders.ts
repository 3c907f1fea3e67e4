import type { Schema } from '@shop/sdk';
import { orderCsvColumnValues, orderLineCsvColumnValues, orderStatusValues } from '@shop/sdk';
import { asc, eq, inArray, like } from 'drizzle-orm';
import { badRequest, conflict, notFound } from '../core/http-error.js';
import type { Message } from '../core/messages.js';
import { translate } from '../core/messages.js';
import { type ChangeRecord, changeOf, findChange, labelOf, recordChanges } from '../data/changes.js';
import { idField, refField, valueField } from '../data/crud/fields.js';
import { type CsvColumns, csvExport, oneLine, rowCheck, shopDay } from '../data/csv-export.js';
import { askedFilters } from '../data/export-log.js';
import {
  claimKey,
  fingerprintOf,
  type IdempotentRequest,
  type KeptAnswer,
  keepAnswer,
} from '../data/idempotency.js';
import { idText, toId } from '../data/ids.js';
import { hasOrderFilters, orderConditions } from '../data/order-filters.js';
import {
  countOf,
  keptCount,
  type OrderLines,
  orderExportSource,
  orderLinesExportSource,
  orderListing,
  orderPage,
} from '../data/order-lists.js';
import { type DraftLine, type PricedDraft, priceDraft, quoteOf } from '../data/order-pricing.js';
import { insertOrder, linesSummary, orderLinesOf, repriceOrder } from '../data/order-writes.js';
import { countAll, paging } from '../data/paging.js';
import { noSuchRecord } from '../data/record-labels.js';
import { RenderedJson } from '../data/rendered-json.js';
import { staleVersion, versionAsked } from '../data/versions.js';
import { write } from '../data/write.js';
import type { Tx } from '../db/executor.js';
import { customers, items, listCounts, type OrderStatus, orderItems, orders } from '../db/schema.js';
import type { AppDeps } from '../handlers/app-deps.js';
import { tableResource } from '../handlers/crud/table-resource.js';
import type { HandlerInput, Handlers } from '../handlers/handler-types.js';
import { signedIn } from '../handlers/signed-in.js';

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

/** A status as messages say it: "This order is {status}, …". */
const STATUS_WORDS: { readonly [status in OrderStatus]: Message } = {
  processing: /*i18n*/ { id: 'order.status.processing', message: 'processing' },
  toBeDelivered: /*i18n*/ { id: 'order.status.toBeDelivered', message: 'to be delivered' },
  shipped: /*i18n*/ { id: 'order.status.shipped', message: 'shipped' },
  completed: /*i18n*/ { id: 'order.status.completed', message: 'completed' },
  canceled: /*i18n*/ { id: 'order.status.canceled', message: 'canceled' },
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

/** Where each move starts from: the one place the order workflow is stated. */
const MOVES: { readonly [to in Schema<'OrderMoveTarget'>]: readonly OrderStatus[] } = {
  toBeDelivered: ['processing'],
  shipped: ['toBeDelivered'],
  completed: ['shipped'],
  canceled: ['processing', 'toBeDelivered', 'shipped'],
};

/** Why an order in `status` does not move to `to`, as a person reads it. */
function refusedMove(status: OrderStatus, to: Schema<'OrderMoveTarget'>): Message {
  return to === 'canceled'
    ? /*i18n*/ {
        id: 'order.cannotCancel',
        message: 'This order is {status}, so it cannot be canceled.',
        comment: '{status} is one of the order.status.* messages',
        values: { status: STATUS_WORDS[status] },
      }
    : /*i18n*/ {
        id: 'order.cannotMove',
        message: 'This order is {status}, so it cannot be moved to {to}.',
        comment: '{status} and {to} are order.status.* messages',
        values: { status: STATUS_WORDS[status], to: STATUS_WORDS[to] },
      };
}

type MoveOperation =
  | 'changeOrderToToBeDelivered'
  | 'changeOrderToShipped'
  | 'changeOrderToCompleted'
  | 'cancelOrder';

/**
 * Order `id` locked for a change in `tx` (a move or an edit), as it is and in which status: 404 when there is none,
 * 412 when the version asked for (If-Match) is not its own. Of two changes at once, the second sees the first.
 */
async function lockForChange(tx: Tx, id: bigint, asked: number | undefined, deps: AppDeps) {
  const current = await order.lock(tx, id);
  if (current === undefined) throw notFound(noSuchRecord(orders));
  const { before } = current;
  if (asked !== undefined && asked !== current.version) {
    throw await staleVersion(tx, 'Order', id, before, deps.config.shopTimeZone);
  }
  return { before, status: statusOf(before) };
}

/**
 * A move from one of `from` to `to`. The order is locked first, so of two clashing moves the second sees the first's
 * status and is refused (409) rather than changing a row it did not read. With `If-Match`, a version the order no
 * longer has is a 412 (who moved it, and when). 404 when there is no such order. The answer and the change log's
 * entry are read in the move's own transaction, so they show this move, never a clashing one that came right after.
 */
function move(to: Schema<'OrderMoveTarget'>) {
  const from = MOVES[to];
  return async (
    { params, header }: Pick<HandlerInput<MoveOperation>, 'params' | 'header'>,
    deps: AppDeps,
  ) => {
    const id = toId(params.id);
    const asked = versionAsked(header['If-Match']);
    const moved = await write(deps, {
      async run(tx) {
        const { before, status } = await lockForChange(tx, id, asked, deps);
        if (!from.includes(status)) throw conflict(refusedMove(status, to));
        await tx.update(orders).set({ orderStatus: to }).where(eq(orders.id, id));
        const after = await order.find(tx, id);
        return { result: after, changes: [changeOf('Order', 'order', id, before, after)] };
      },
    });
    return { status: 200 as const, body: moved };
  };
}

/** A draft's lines as the body sends them: item ids and quantities. */
function draftLines(lines: ReadonlyArray<{ item: string; quantity: number }>): DraftLine[] {
  return lines.map((line) => ({ itemId: toId(line.item), quantity: line.quantity }));
}

/** The change-log entry of placing order `id`: every field it was placed with, its lines as one readable text. */
function placedChange(id: bigint, placed: RenderedJson<unknown>, drafted: PricedDraft): ChangeRecord {
  const entry = changeOf('Order', 'order', id, undefined, placed);
  return {
    ...entry,
    fields: [...entry.fields, { field: 'lines', from: null, to: linesSummary(drafted.priced.lines) }],
  };
}

/** Why an order that has moved on from processing is not changed. */
function noLongerChangeable(status: OrderStatus) {
  return conflict(
    /*i18n*/ {
      id: 'order.cannotChange',
      message: 'This order is {status}, so it can no longer be changed.',
      comment: '{status} is one of the order.status.* messages',
      values: { status: STATUS_WORDS[status] },
    },
  );
}

type Order = Schema<'Order'>;

/** The columns of an orders file (the document's `OrderCsvColumn`): the list's fields, the customer's id and name. */
const ORDER_COLUMNS: CsvColumns<(typeof orderCsvColumnValues)[number], Order> = {
  id: (o) => o._id,
  version: (o) => o.version,
  customerId: (o) => o.customer._id,
  customer: (o) => o.customer.name,
  orderStatus: (o) => o.orderStatus,
  areaString: (o) => o.areaString,
  fullAddressString: (o) => o.fullAddressString,
  subtotal: (o) => o.subtotal,
  discount: (o) => o.discount,
  deliveryFee: (o) => o.deliveryFee,
  total: (o) => o.total,
  vat: (o) => o.vat,
  grandTotal: (o) => o.grandTotal,
  notes: (o) => o.notes,
  createdAt: (o) => o.createdAt,
};

/** One line of an order, with the order it belongs to. */
type OrderLine = { order: OrderLines; line: Schema<'OrderItem'> };

/** The columns of an order lines file (the document's `OrderLineCsvColumn`). */
const ORDER_LINE_COLUMNS: CsvColumns<(typeof orderLineCsvColumnValues)[number], OrderLine> = {
  orderId: ({ order }) => order.orderId,
  orderCreatedAt: ({ order }) => order.orderCreatedAt,
  lineId: ({ line }) => line._id,
  itemId: ({ line }) => line.item._id,
  item: ({ line }) => line.item.name,
  quantity: ({ line }) => line.quantity,
  unitPrice: ({ line }) => line.unitPrice,
  total: ({ line }) => line.total,
};

const orderCheck = rowCheck<Order>({ $ref: '#/components/schemas/Order' });
const orderLinesCheck = rowCheck<OrderLines>({
  type: 'object',
  additionalProperties: false,
  required: ['orderId', 'orderCreatedAt', 'lines'],
  properties: {
    orderId: { $ref: '#/components/schemas/Id' },
    orderCreatedAt: { type: 'string', format: 'date-time' },
    lines: { type: 'array', items: { $ref: '#/components/schemas/OrderItem' } },
  },
});

export const orderOperations = {
  /**
   * How many orders each status holds, in the document's status order: the kept counts (list_counts), or with
   * filters a count of the orders they keep, by status.
   */
  async getOrderCountsByStatus({ query }, { db, config }) {
    if (!hasOrderFilters(query)) {
      const rows = await db
        .select({ list: listCounts.list, count: listCounts.count })
        .from(listCounts)
        .where(like(listCounts.list, 'orders.%'));
      const counts = new Map(rows.map((row) => [row.list.slice('orders.'.length), row.count]));
      return {
        status: 200,
        body: orderStatusValues.map((status) => ({ status, count: counts.get(status) ?? 0 })),
      };
    }
    const where = await orderConditions(db, query, config.shopTimeZone);
    const rows = await db
      .select({ status: orders.orderStatus, count: countAll })
      .from(orders)
      .where(where)
      .groupBy(orders.orderStatus);
    const counts = new Map(rows.map((row) => [row.status, row.count]));
    return {
      status: 200,
      body: orderStatusValues.map((status) => ({ status, count: counts.get(status) ?? 0 })),
    };
  },
  async listOrdersByStatus({ params, query }, { db, config }) {
    const { status } = params;
    const { page: _page, pageSize: _pageSize, sort, ...filters } = query;
    const where = await orderConditions(db, { ...filters, status: [status] }, config.shopTimeZone);
    const total = hasOrderFilters(filters) ? countOf(where) : keptCount([`orders.${status}`]);
    return { status: 200, body: await orderPage(db, where, paging(query), sort, total) };
  },
  /** Orders of every status, `status` a filter like the others. */
  async listOrders({ query }, { db, config }) {
    const { page: _page, pageSize: _pageSize, sort, status, ...filters } = query;
    const where = await orderConditions(db, { ...filters, status }, config.shopTimeZone);
    const total = hasOrderFilters(filters)
      ? countOf(where)
      : keptCount((status ?? orderStatusValues).map((one) => `orders.${one}`));
    return { status: 200, body: await orderPage(db, where, paging(query), sort, total) };
  },
  /** Every order of a status the filters keep, in the list's order, as a CSV file read a page at a time. */
  async exportOrdersByStatus({ params, query }, { db, config, now }) {
    const { status } = params;
    const { sort, ...filters } = query;
    const where = await orderConditions(db, { ...filters, status: [status] }, config.shopTimeZone);
    return {
      status: 200,
      body: await csvExport({
        db,
        filename: `orders-${status}-${shopDay(now(), config.shopTimeZone)}.csv`,
        source: orderExportSource(where, sort),
        check: orderCheck,
        order: orderCsvColumnValues,
        rows: { linesOf: oneLine, columns: ORDER_COLUMNS },
        logged: {
          entityType: 'Order',
          label: `Export of orders (${status})`,
          filters: askedFilters({ status, ...query }),
        },
      }),
    };
  },
  /** Every order the filters keep, of every status unless `status` says, as a CSV file. */
  async exportOrders({ query }, { db, config, now }) {
    const { sort, ...filters } = query;
    const where = await orderConditions(db, filters, config.shopTimeZone);
    return {
      status: 200,
      body: await csvExport({
        db,
        filename: `orders-${shopDay(now(), config.shopTimeZone)}.csv`,
        source: orderExportSource(where, sort),
        check: orderCheck,
        order: orderCsvColumnValues,
        rows: { linesOf: oneLine, columns: ORDER_COLUMNS },
        logged: { entityType: 'Order', label: 'Export of orders', filters: askedFilters(query) },
      }),
    };
  },
  /** The lines of every order of a status the filters keep (the orders in the list's order), as a CSV file. */
  async exportOrderLinesByStatus({ params, query }, { db, config, now }) {
    const { status } = params;
    const { sort, ...filters } = query;
    const where = await orderConditions(db, { ...filters, status: [status] }, config.shopTimeZone);
    return {
      status: 200,
      body: await csvExport({
        db,
        filename: `order-lines-${status}-${shopDay(now(), config.shopTimeZone)}.csv`,
        source: orderLinesExportSource(where, sort),
        check: orderLinesCheck,
        order: orderLineCsvColumnValues,
        rows: {
          linesOf: (order: OrderLines) => order.lines.map((line) => ({ order, line })),
          columns: ORDER_LINE_COLUMNS,
        },
        logged: {
          entityType: 'Order',
          label: `Export of order lines (${status})`,
          filters: askedFilters({ status, ...query }),
        },
      }),
    };
  },
  async listCustomerOrders({ params, query }, { db }) {
    const customerId = toId(params.id);
    const [customer] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, customerId));
    if (customer === undefined) throw notFound(noSuchRecord(customers));
    const where = eq(orders.customerId, customerId);
    return { status: 200, body: await orderPage(db, where, paging(query), '-createdAt', countOf(where)) };
  },
  getOrder: order.get,

  /** Prices a draft as placing it would, now; saves nothing. */
  async quoteOrder({ body }, { db }) {
    const drafted = await priceDraft(db, {
      ...(body.customer === undefined ? {} : { customer: toId(body.customer) }),
      address: toId(body.address),
      lines: draftLines(body.lines),
    });
    return { status: 200, body: quoteOf(drafted) };
  },

  /**
   * Places an order, priced as quoteOrder prices it, with the change log's entry of who placed it. With an
   * `Idempotency-Key` the key is claimed in the same transaction (data/idempotency.ts): a request already answered
   * is answered again, and the answer of this one is kept with the order it placed.
   */
  async createOrder(input, deps) {
    const session = signedIn(input);
    const { body } = input;
    const key = input.header['Idempotency-Key'];
    const request: IdempotentRequest | undefined =
      key === undefined
        ? undefined
        : {
            caller: `employee:${session.employeeId}`,
            key,
            fingerprint: fingerprintOf('createOrder', body),
            at: new Date(deps.now()),
          };
    const done = await write<{ placed: RenderedJson<Order> } | { kept: KeptAnswer }>(deps, {
      async run(tx) {
        const kept = request === undefined ? undefined : await claimKey(tx, request);
        if (kept !== undefined) return { result: { kept } };
        const customerId = toId(body.customer);
        const drafted = await priceDraft(tx, {
          customer: customerId,
          address: toId(body.address),
          lines: draftLines(body.lines),
        });
        const id = await insertOrder(tx, {
          customerId,
          source: body.source,
          notes: body.notes.trim(),
          drafted,
        });
        const placed = await order.find(tx, id);
        if (request !== undefined)
          await keepAnswer(tx, request, { status: 201, body: placed.text, headers: {} });
        return { result: { placed }, changes: [placedChange(id, placed, drafted)] };
      },
    });
    if ('placed' in done) return { status: 201, body: done.placed };
    return {
      status: 201,
      body: new RenderedJson<Order>(done.kept.body),
      headers: { ...done.kept.headers, 'Idempotent-Replayed': 'true' },
    };
  },

  /**
   * Changes the lines, address and/or notes of an order still in processing. New lines or a new address price it
   * again, at this moment's prices (its lines kept when only the address changes). Locked first, like a move: of a
   * change and a move at once, the second sees the first. The change log records what changed, its lines as text.
   */
  async updateOrder({ params, header, body }, deps) {
    const id = toId(params.id);
    const asked = versionAsked(header['If-Match']);
    const changed = await write(deps, {
      async run(tx) {
        const { before, status } = await lockForChange(tx, id, asked, deps);
        if (status !== 'processing') throw noLongerChangeable(status);
        const [row] = await tx
          .select({ customerId: orders.customerId, addressId: orders.addressId })
          .from(orders)
          .where(eq(orders.id, id));
        if (row === undefined) throw notFound(noSuchRecord(orders));
        const linesBefore = await orderLinesOf(tx, id);
        let drafted: PricedDraft | undefined;
        if (body.lines !== undefined || body.address !== undefined) {
          const addressId = body.address === undefined ? row.addressId : toId(body.address);
          if (addressId === null) {
            throw badRequest(
              /*i18n*/ {
                id: 'order.chooseAddress',
                message: 'Choose the address to deliver to: this order was placed before orders kept one.',
              },
              { address: /*i18n*/ { id: 'order.chooseAddressField', message: 'Choose an address' } },
            );
          }
          drafted = await priceDraft(
            tx,
            {
              customer: row.customerId,
              address: addressId,
              lines: body.lines === undefined ? linesBefore : draftLines(body.lines),
            },
            new Set(linesBefore.map((line) => line.itemId)),
          );
        }
        await repriceOrder(tx, id, drafted, body.notes === undefined ? {} : { notes: body.notes.trim() });
        const after = await order.find(tx, id);
        const entry = changeOf('Order', 'order', id, before, after);
        const from = linesSummary(linesBefore);
        const to = drafted === undefined ? from : linesSummary(drafted.priced.lines);
        const fields = from === to ? entry.fields : [...entry.fields, { field: 'lines', from, to }];
        return { result: after, changes: [{ ...entry, fields }] };
      },
    });
    return { status: 200, body: changed };
  },
  listOrderItems: line.listOf('orderID', orderItems.orderId, orders),
  changeOrderToToBeDelivered: move('toBeDelivered'),
  changeOrderToShipped: move('shipped'),
  changeOrderToCompleted: move('completed'),
  cancelOrder: move('canceled'),

  /**
   * Moves a batch: the orders are locked in id order (so two batches at once never wait on each other in a
   * circle), each moves if its status allows, and each move is an entry of the change log. Of two batches or moves
   * at once, the second sees the first's status: exactly one moves each order.
   */
  async moveOrders({ body, language }, deps) {
    const { to } = body;
    const from = MOVES[to];
    const ids = body.ids.map(toId);
    const answer = await write(deps, {
      async run(tx) {
        const found = await tx
          .select({ id: orders.id, status: orders.orderStatus })
          .from(orders)
          .where(inArray(orders.id, ids))
          .orderBy(asc(orders.id))
          .for('update');
        const statuses = new Map(found.map((row) => [row.id, row.status]));
        const movable = found.filter((row) => from.includes(row.status)).map((row) => row.id);
        // Each moved order's new version, for its event in the outbox.
        const versions = new Map(
          movable.length === 0
            ? []
            : (
                await tx
                  .update(orders)
                  .set({ orderStatus: to })
                  .where(inArray(orders.id, movable))
                  .returning({ id: orders.id, version: orders.version })
              ).map((row) => [row.id, row.version]),
        );
        const moving = new Set(movable);
        const say = (message: Message) => translate(message, language);
        const results = ids.map((id): Schema<'OrderBatchResult'>['results'][number] => {
          const status = statuses.get(id);
          if (status === undefined) {
            const message = say(noSuchRecord(orders));
            return { _id: idText(id), outcome: 'notFound', status: null, message };
          }
          if (moving.has(id)) {
            const message = say(
              to === 'canceled'
                ? /*i18n*/ { id: 'order.canceled', message: 'Canceled' }
                : /*i18n*/ {
                    id: 'order.movedTo',
                    message: 'Moved to {to}',
                    values: { to: STATUS_WORDS[to] },
                  },
            );
            return { _id: idText(id), outcome: 'moved', status: to, message };
          }
          if (status === to) {
            const message = say(
              /*i18n*/ {
                id: 'order.alreadyThere',
                message: 'Already {to}: someone else moved it first.',
                values: { to: STATUS_WORDS[to] },
              },
            );
            return { _id: idText(id), outcome: 'alreadyThere', status, message };
          }
          return { _id: idText(id), outcome: 'notAllowed', status, message: say(refusedMove(status, to)) };
        });
        const changes = found
          .filter((row) => moving.has(row.id))
          .map((row) => {
            const version = versions.get(row.id);
            return {
              entityType: 'Order' as const,
              entityId: row.id,
              label: labelOf('order', row.id, undefined),
              fields: [{ field: 'orderStatus', from: row.status, to }],
              ...(version === undefined ? {} : { version }),
            };
          });
        return { result: { moved: movable.length, results }, changes };
      },
    });
    return { status: 200, body: answer, headers: { 'Content-Language': language } };
  },

  /** A staff note on the order's timeline: an entry of the change log (the note is all it writes). */
  async addOrderNote(input, deps) {
    const session = signedIn(input);
    const id = toId(input.params.id);
    const note = input.body.note.trim();
    const entryId = await deps.db.transaction(async (tx) => {
      const [found] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, id));
      if (found === undefined) throw notFound(noSuchRecord(orders));
      const [recorded] = await recordChanges(tx, [
        { entityType: 'Order', entityId: id, label: labelOf('order', id, undefined), fields: [], note },
      ]);
      if (recorded === undefined) throw new Error('the note was not recorded');
      return recorded;
    });
    const entry = await findChange(deps.db, entryId, session.level === 'owner', input.language);
    if (entry === undefined) throw new Error('the note was not recorded');
    return { status: 201, body: entry };
  },
} satisfies Partial<Handlers>;
