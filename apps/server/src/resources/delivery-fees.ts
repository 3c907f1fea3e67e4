import { recordLimits } from '@shop/sdk';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { conflict, HttpError, notFound } from '../core/http-error.js';
import { changeOf } from '../data/changes.js';
import { Field, idField, valueField } from '../data/crud/fields.js';
import { assign, textInput, valueInput } from '../data/crud/inputs.js';
import { toId } from '../data/ids.js';
import { noSuchRecord, noSuchRecordField, recordLabel } from '../data/record-labels.js';
import { staleVersion, versionAsked } from '../data/versions.js';
import { write } from '../data/write.js';
import { deliveryFeeDistricts, deliveryFees, districts } from '../db/schema.js';
import { tableResource } from '../handlers/crud/table-resource.js';
import type { Handlers } from '../handlers/handler-types.js';

/** The slots delivery fees take: as many as the document's `x-limits` allows, each fee in its own (unique) slot. */
const SLOTS = Array.from({ length: recordLimits.deliveryFees }, (_, index) => index + 1);

/** The districts a fee covers, by name (`DeliveryFee.districts`). */
const coveredDistricts = new Field<Array<{ _id: string; name: string }>>(
  sql`coalesce((select json_agg(json_build_object('_id', ${districts.id}::text, 'name', ${districts.name})
      order by ${districts.name}, ${districts.id})
    from ${deliveryFeeDistricts} join ${districts} on ${districts.id} = ${deliveryFeeDistricts.districtId}
    where ${deliveryFeeDistricts.deliveryFeeId} = ${deliveryFees.id}), '[]'::json)`,
);

/** Delivery fees (at most two), by name, each with the districts it covers. */
const fee = tableResource({
  table: deliveryFees,
  shape: {
    _id: idField(deliveryFees.id),
    name: valueField(deliveryFees.name),
    amount: valueField(deliveryFees.amount),
    isApplicable: valueField(deliveryFees.isApplicable),
    districts: coveredDistricts,
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

  /**
   * Sets the districts a fee covers, all at once. Coverage changes wait for each other (an advisory lock), so a
   * district the other fee takes meanwhile is seen and refused (409) rather than left to the unique constraint.
   */
  async setDeliveryFeeDistricts({ params, header, body }, deps) {
    const id = toId(params.id);
    const asked = versionAsked(header['If-Match']);
    const wanted = body.districts.map(toId);
    const updated = await write(deps, {
      async run(tx) {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('delivery_fee_districts'))`);
        const locked = await fee.lock(tx, id);
        if (locked === undefined) throw notFound(noSuchRecord(deliveryFees));
        const { before } = locked;
        if (asked !== undefined && asked !== locked.version) {
          throw await staleVersion(tx, 'DeliveryFee', id, before, deps.config.shopTimeZone);
        }
        const found =
          wanted.length === 0
            ? []
            : await tx.select({ id: districts.id }).from(districts).where(inArray(districts.id, wanted));
        const known = new Set(found.map((row) => row.id));
        const missing = wanted.findIndex((district) => !known.has(district));
        if (missing !== -1) {
          throw new HttpError(404, noSuchRecord(districts), {
            [`districts.${missing}`]: noSuchRecordField(districts),
          });
        }
        const taken =
          wanted.length === 0
            ? []
            : await tx
                .select({ district: districts.name, fee: deliveryFees.name })
                .from(deliveryFeeDistricts)
                .innerJoin(districts, eq(districts.id, deliveryFeeDistricts.districtId))
                .innerJoin(deliveryFees, eq(deliveryFees.id, deliveryFeeDistricts.deliveryFeeId))
                .where(
                  and(
                    inArray(deliveryFeeDistricts.districtId, wanted),
                    ne(deliveryFeeDistricts.deliveryFeeId, id),
                  ),
                )
                .orderBy(asc(districts.name));
        const [first] = taken;
        if (first !== undefined) {
          throw conflict(
            /*i18n*/ {
              id: 'deliveryFee.districtCovered',
              message: '{fee} already covers {districts}; take it off that fee first.',
              comment: '{districts} is a list of district names',
              values: { fee: first.fee, districts: taken.map((row) => row.district).join(', ') },
            },
          );
        }
        await tx.delete(deliveryFeeDistricts).where(eq(deliveryFeeDistricts.deliveryFeeId, id));
        if (wanted.length > 0) {
          await tx
            .insert(deliveryFeeDistricts)
            .values(wanted.map((districtId) => ({ deliveryFeeId: id, districtId })));
        }
        // A new version: the fee's coverage is part of it (its version trigger counts the update).
        await tx
          .update(deliveryFees)
          .set({ version: sql`${deliveryFees.version}` })
          .where(eq(deliveryFees.id, id));
        const after = await fee.find(tx, id);
        return {
          result: after,
          changes: [changeOf('DeliveryFee', recordLabel(deliveryFees), id, before, after)],
        };
      },
    });
    return { status: 200, body: updated };
  },
} satisfies Partial<Handlers>;
