import type { components } from '@shop/sdk';
import { asc, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.js';
import type { HandlerInput, Handlers } from '../contract/handler-types.js';
import { conflict, notFound } from '../contract/http-error.js';
import { pgErrorOf, UNIQUE_VIOLATION } from '../db/database-errors.js';
import { deliveryFees, discounts, type SingletonRateTable, vats } from '../db/schema.js';
import { idText, toId } from './ids.js';

type Rate = components['schemas']['Vat'];

function toRate(row: { id: bigint; amount: number; isApplicable: boolean }): Rate {
  return { _id: idText(row.id), amount: row.amount, isApplicable: row.isApplicable };
}

function toDeliveryFee(row: typeof deliveryFees.$inferSelect): components['schemas']['DeliveryFee'] {
  return { _id: idText(row.id), name: row.name, amount: row.amount, isApplicable: row.isApplicable };
}

const MAX_DELIVERY_FEES = 2;

/**
 * The five operations of a setting the shop has at most one of (VAT, discount), saying "No such {noun} setting.",
 * "There is already a {noun} setting…".
 */
function singletonRateHandlers(db: AppDeps['db'], table: SingletonRateTable, noun: string) {
  const missing = () => notFound(`No such ${noun} setting.`);
  return {
    async list() {
      const rows = await db.select().from(table).orderBy(asc(table.id));
      return { status: 200 as const, body: { data: rows.map(toRate), total: rows.length } };
    },

    async create({ body }: Pick<HandlerInput<'createVat' | 'createDiscount'>, 'body'>) {
      // The unique `singleton` column admits one row: a second create, concurrent or not, gets a 409.
      const [row] = await db
        .insert(table)
        .values({ amount: body.amount, isApplicable: body.isApplicable ?? false })
        .onConflictDoNothing()
        .returning();
      if (row === undefined) throw conflict(`There is already a ${noun} setting; update it instead.`);
      return { status: 201 as const, body: toRate(row) };
    },

    async get({ params }: Pick<HandlerInput<'getVat' | 'getDiscount'>, 'params'>) {
      const [row] = await db
        .select()
        .from(table)
        .where(eq(table.id, toId(params.id)));
      if (row === undefined) throw missing();
      return { status: 200 as const, body: toRate(row) };
    },

    async update({ params, body }: Pick<HandlerInput<'updateVat' | 'updateDiscount'>, 'params' | 'body'>) {
      const [row] = await db
        .update(table)
        .set({ amount: body.amount, isApplicable: body.isApplicable })
        .where(eq(table.id, toId(params.id)))
        .returning();
      if (row === undefined) throw missing();
      return { status: 200 as const, body: toRate(row) };
    },

    async delete({ params }: Pick<HandlerInput<'deleteVat' | 'deleteDiscount'>, 'params'>) {
      const [row] = await db
        .delete(table)
        .where(eq(table.id, toId(params.id)))
        .returning({ id: table.id });
      if (row === undefined) throw missing();
      return { status: 204 as const };
    },
  };
}

export function chargeHandlers(deps: AppDeps) {
  const { db } = deps;
  const vat = singletonRateHandlers(db, vats, 'VAT');
  const discount = singletonRateHandlers(db, discounts, 'discount');

  /**
   * Takes the lowest free slot (1 or 2; slots are unique). A concurrent create that took the same slot makes the
   * insert fail on the unique slot; it is then retried with the slots as they are now.
   */
  async function insertDeliveryFee(values: { name: string; amount: number; isApplicable: boolean }) {
    for (let attempt = 0; ; attempt++) {
      const taken = new Set(
        (await db.select({ slot: deliveryFees.slot }).from(deliveryFees)).map((row) => row.slot),
      );
      const slot = [1, 2].find((candidate) => !taken.has(candidate));
      if (slot === undefined) {
        throw conflict(`There are already ${MAX_DELIVERY_FEES} delivery fees; update or delete one instead.`);
      }
      try {
        const [row] = await db
          .insert(deliveryFees)
          .values({ ...values, slot })
          .returning();
        if (row === undefined) throw new Error('insert returned no row');
        return row;
      } catch (error) {
        if (attempt >= 2 || pgErrorOf(error)?.code !== UNIQUE_VIOLATION) throw error;
      }
    }
  }

  return {
    listVats: vat.list,
    createVat: vat.create,
    getVat: vat.get,
    updateVat: vat.update,
    deleteVat: vat.delete,
    listDiscounts: discount.list,
    createDiscount: discount.create,
    getDiscount: discount.get,
    updateDiscount: discount.update,
    deleteDiscount: discount.delete,

    async listDeliveryFees() {
      const rows = await db
        .select()
        .from(deliveryFees)
        .orderBy(asc(sql`lower(${deliveryFees.name})`), asc(deliveryFees.id));
      return { status: 200, body: { data: rows.map(toDeliveryFee), total: rows.length } };
    },

    async createDeliveryFee({ body }) {
      const row = await insertDeliveryFee({
        name: body.name.trim(),
        amount: body.amount,
        isApplicable: body.isApplicable ?? false,
      });
      return { status: 201, body: toDeliveryFee(row) };
    },

    async getDeliveryFee({ params }) {
      const [row] = await db
        .select()
        .from(deliveryFees)
        .where(eq(deliveryFees.id, toId(params.id)));
      if (row === undefined) throw notFound('No such delivery fee.');
      return { status: 200, body: toDeliveryFee(row) };
    },

    async updateDeliveryFee({ params, body }) {
      const [row] = await db
        .update(deliveryFees)
        .set({ name: body.name?.trim(), amount: body.amount, isApplicable: body.isApplicable })
        .where(eq(deliveryFees.id, toId(params.id)))
        .returning();
      if (row === undefined) throw notFound('No such delivery fee.');
      return { status: 200, body: toDeliveryFee(row) };
    },

    async deleteDeliveryFee({ params }) {
      const [row] = await db
        .delete(deliveryFees)
        .where(eq(deliveryFees.id, toId(params.id)))
        .returning({ id: deliveryFees.id });
      if (row === undefined) throw notFound('No such delivery fee.');
      return { status: 204 };
    },
  } satisfies Partial<Handlers>;
}
