import type { components } from '@shop/sdk';
import { asc, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.js';
import type { Handlers } from '../contract/handler-types.js';
import { conflict, notFound } from '../contract/http-error.js';
import { pgErrorOf, UNIQUE_VIOLATION } from '../db/database-errors.js';
import { deliveryFees, discounts, vats } from '../db/schema.js';
import { idText, toId } from './ids.js';

type Rate = components['schemas']['Vat'];

function toRate(row: { id: bigint; amount: number; isApplicable: boolean }): Rate {
  return { _id: idText(row.id), amount: row.amount, isApplicable: row.isApplicable };
}

function toDeliveryFee(row: typeof deliveryFees.$inferSelect): components['schemas']['DeliveryFee'] {
  return { _id: idText(row.id), name: row.name, amount: row.amount, isApplicable: row.isApplicable };
}

const MAX_DELIVERY_FEES = 2;

export function chargeHandlers(deps: AppDeps) {
  const { db } = deps;

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
    async listVats() {
      const rows = await db.select().from(vats).orderBy(asc(vats.id));
      return { status: 200, body: { data: rows.map(toRate), total: rows.length } };
    },

    async createVat({ body }) {
      // The unique `singleton` column admits one row: a second create, concurrent or not, gets a 409.
      const [row] = await db
        .insert(vats)
        .values({ amount: body.amount, isApplicable: body.isApplicable ?? false })
        .onConflictDoNothing()
        .returning();
      if (row === undefined) throw conflict('There is already a VAT setting; update it instead.');
      return { status: 201, body: toRate(row) };
    },

    async getVat({ params }) {
      const [row] = await db
        .select()
        .from(vats)
        .where(eq(vats.id, toId(params.id)));
      if (row === undefined) throw notFound('No such VAT setting.');
      return { status: 200, body: toRate(row) };
    },

    async updateVat({ params, body }) {
      const [row] = await db
        .update(vats)
        .set({ amount: body.amount, isApplicable: body.isApplicable })
        .where(eq(vats.id, toId(params.id)))
        .returning();
      if (row === undefined) throw notFound('No such VAT setting.');
      return { status: 200, body: toRate(row) };
    },

    async deleteVat({ params }) {
      const [row] = await db
        .delete(vats)
        .where(eq(vats.id, toId(params.id)))
        .returning({ id: vats.id });
      if (row === undefined) throw notFound('No such VAT setting.');
      return { status: 204 };
    },

    async listDiscounts() {
      const rows = await db.select().from(discounts).orderBy(asc(discounts.id));
      return { status: 200, body: { data: rows.map(toRate), total: rows.length } };
    },

    async createDiscount({ body }) {
      const [row] = await db
        .insert(discounts)
        .values({ amount: body.amount, isApplicable: body.isApplicable ?? false })
        .onConflictDoNothing()
        .returning();
      if (row === undefined) throw conflict('There is already a discount setting; update it instead.');
      return { status: 201, body: toRate(row) };
    },

    async getDiscount({ params }) {
      const [row] = await db
        .select()
        .from(discounts)
        .where(eq(discounts.id, toId(params.id)));
      if (row === undefined) throw notFound('No such discount setting.');
      return { status: 200, body: toRate(row) };
    },

    async updateDiscount({ params, body }) {
      const [row] = await db
        .update(discounts)
        .set({ amount: body.amount, isApplicable: body.isApplicable })
        .where(eq(discounts.id, toId(params.id)))
        .returning();
      if (row === undefined) throw notFound('No such discount setting.');
      return { status: 200, body: toRate(row) };
    },

    async deleteDiscount({ params }) {
      const [row] = await db
        .delete(discounts)
        .where(eq(discounts.id, toId(params.id)))
        .returning({ id: discounts.id });
      if (row === undefined) throw notFound('No such discount setting.');
      return { status: 204 };
    },

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
