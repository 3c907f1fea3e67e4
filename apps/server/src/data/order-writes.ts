import { formatTaka, type Schema } from '@shop/sdk';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../db/executor.js';
import { items, orderItems, orders } from '../db/schema.js';
import type { PricedDraft, PricedLine } from './order-pricing.js';
import { amountsOf, decimalOf, poishaOf } from './pricing.js';

/** An order to place: whose, from where, and its draft as priced. */
export interface NewOrder {
  customerId: bigint;
  source: Schema<'OrderSource'>;
  notes: string;
  drafted: PricedDraft;
}

/** The columns a priced draft sets: where the order goes (as the address is now) and its amounts. */
function pricedColumns({ priced, address }: PricedDraft) {
  return {
    addressId: address.id,
    areaId: address.areaId,
    districtId: address.districtId,
    areaString: address.areaName,
    fullAddressString: address.fullAddress,
    ...amountsOf(priced),
  };
}

async function insertLines(tx: Tx, orderId: bigint, { priced }: PricedDraft): Promise<void> {
  await tx.insert(orderItems).values(
    priced.lines.map((line) => ({
      orderId,
      itemId: line.itemId,
      quantity: line.quantity,
      unitPrice: decimalOf(line.unitPrice),
      total: decimalOf(line.total),
    })),
  );
}

/** Places an order in `tx`, in processing, with its lines; answers its id. */
export async function insertOrder(tx: Tx, order: NewOrder): Promise<bigint> {
  const [row] = await tx
    .insert(orders)
    .values({
      customerId: order.customerId,
      orderStatus: 'processing',
      source: order.source,
      notes: order.notes,
      ...pricedColumns(order.drafted),
    })
    .returning({ id: orders.id });
  if (row === undefined) throw new Error('the order was not inserted');
  await insertLines(tx, row.id, order.drafted);
  return row.id;
}

/** Gives order `id` its lines, address and amounts as `drafted` priced them (its lines replaced), and `set`. */
export async function repriceOrder(
  tx: Tx,
  id: bigint,
  drafted: PricedDraft | undefined,
  set: { notes?: string },
): Promise<void> {
  if (drafted !== undefined) {
    await tx.delete(orderItems).where(eq(orderItems.orderId, id));
    await insertLines(tx, id, drafted);
  }
  await tx
    .update(orders)
    .set({
      ...(drafted === undefined ? {} : pricedColumns(drafted)),
      ...set,
      version: sql`${orders.version}`,
    })
    .where(eq(orders.id, id));
}

/** The lines of order `id`, in the order they were added, at the prices they were placed at. */
export async function orderLinesOf(db: Executor, id: bigint): Promise<PricedLine[]> {
  const rows = await db
    .select({
      itemId: orderItems.itemId,
      name: items.name,
      quantity: orderItems.quantity,
      unitPrice: sql<string>`${orderItems.unitPrice}::text`,
    })
    .from(orderItems)
    .innerJoin(items, eq(items.id, orderItems.itemId))
    .where(eq(orderItems.orderId, id))
    .orderBy(asc(orderItems.id));
  return rows.map((row) => ({ ...row, unitPrice: poishaOf(row.unitPrice) }));
}

/**
 * An order's lines as the change log keeps them, one readable text: "Jamdani Saree × 2 at ৳1,200.00; Tea × 1 at
 * ৳350.00".
 */
export function linesSummary(lines: readonly PricedLine[]): string {
  return lines
    .map((line) => `${line.name} × ${line.quantity} at ${formatTaka(decimalOf(line.unitPrice))}`)
    .join('; ');
}
