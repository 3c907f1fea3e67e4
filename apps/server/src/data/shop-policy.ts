import type { PolicySwitch } from '@shop/sdk';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/executor.js';
import { shopPolicy } from '../db/schema.js';

/** The id of the shop policy's one row (its migration makes it; a check admits no other). */
export const SHOP_POLICY_ID = '1';

/** The column of each switch of the shop policy: a switch the document adds does not compile until it has one. */
const SWITCH_COLUMNS: { readonly [S in PolicySwitch]: AnyPgColumn } = {
  employeesMayExport: shopPolicy.employeesMayExport,
};

/** Whether `name` is a switch of the shop policy (the document's `x-role-policies` name them). */
export function isPolicySwitch(name: string): name is PolicySwitch {
  return Object.hasOwn(SWITCH_COLUMNS, name);
}

/** Whether the shop policy's switch `name` is on now (off when the policy's row is missing). */
export async function policySwitchIsOn(db: Executor, name: PolicySwitch): Promise<boolean> {
  const [row] = await db.select({ on: SWITCH_COLUMNS[name] }).from(shopPolicy);
  return row?.on === true;
}
