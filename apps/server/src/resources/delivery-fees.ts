import { recordLimits } from '@shop/sdk';
import { sql } from 'drizzle-orm';
import { conflict } from '../core/http-error.js';
import { idField, valueField } from '../data/crud/fields.js';
import { assign, textInput, valueInput } from '../data/crud/inputs.js';
import { deliveryFees } from '../db/schema.js';
import { tableResource } from '../handlers/crud/table-resource.js';
import type { Handlers } from '../handlers/handler-types.js';

/** The slots delivery fees take: as many as the document's `x-limits` allows, each fee in its own (unique) slot. */
const SLOTS = Array.from({ length: recordLimits.deliveryFees }, (_, index) => index + 1);

/** Delivery fees (at most two), by name. */
const fee = tableResource({
  table: deliveryFees,
  shape: {
    _id: idField(deliveryFees.id),
    name: valueField(deliveryFees.name),
    amount: valueField(deliveryFees.amount),
    isApplicable: valueField(deliveryFees.isApplicable),
  },
  order: sql`lower(${deliveryFees.name}), ${deliveryFees.id}`,
  input: {
    name: textInput(deliveryFees.name),
    amount: valueInput(deliveryFees.amount),
    isApplicable: valueInput(deliveryFees.isApplicable),
  },
  // Creates wait for each other here, so each sees the slots the one before took.
  async beforeInsert(tx) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('delivery_fees.slot'))`);
    const taken = new Set(
      (await tx.select({ slot: deliveryFees.slot }).from(deliveryFees)).map((row) => row.slot),
    );
    const slot = SLOTS.find((candidate) => !taken.has(candidate));
    if (slot === undefined) {
      throw conflict(
        /*i18n*/ {
          id: 'deliveryFee.full',
          message: 'There are already {count} delivery fees; update or delete one instead.',
          values: { count: SLOTS.length },
        },
      );
    }
    return [assign(deliveryFees.slot, slot)];
  },
});

export const deliveryFeeOperations = {
  listDeliveryFees: fee.list,
  createDeliveryFee: fee.create,
  getDeliveryFee: fee.get,
  updateDeliveryFee: fee.update,
  deleteDeliveryFee: fee.delete,
} satisfies Partial<Handlers>;
