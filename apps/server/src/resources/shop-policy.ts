import { sql } from 'drizzle-orm';
import { idField, valueField } from '../data/crud/fields.js';
import { valueInput } from '../data/crud/inputs.js';
import { SHOP_POLICY_ID } from '../data/shop-policy.js';
import { shopPolicy } from '../db/schema.js';
import { tableResource } from '../handlers/crud/table-resource.js';
import type { Handler, Handlers } from '../handlers/handler-types.js';

/** The shop policy: one record, read by both roles, changed by owners (the document's x-roles). */
const policy = tableResource({
  table: shopPolicy,
  shape: {
    _id: idField(shopPolicy.id),
    employeesMayExport: valueField(shopPolicy.employeesMayExport),
  },
  order: sql`${shopPolicy.id}`,
  input: { employeesMayExport: valueInput(shopPolicy.employeesMayExport) },
});

const one = { id: SHOP_POLICY_ID };

/** The update of the one record, as every update (If-Match, 412, the change log). */
const update: Handler<'updateShopPolicy'> = (input, deps) => policy.update({ ...input, params: one }, deps);

export const shopPolicyOperations = {
  getShopPolicy: (_input, deps) => policy.get({ params: one }, deps),
  // Naming the fields it writes, as the resources' updates do (a test holds them to the document's).
  updateShopPolicy: Object.assign(update, { accepts: policy.update.accepts }),
} satisfies Partial<Handlers>;
