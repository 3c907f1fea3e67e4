import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import { conflict, forbidden, notFound } from '../core/http-error.js';
import type { Message } from '../core/messages.js';
import type { Tx } from '../db/executor.js';
import { employees } from '../db/schema.js';
import { noSuchRecord } from './record-labels.js';

/**
 * Changes to who is an active owner (roles, deactivation) take this transaction-level lock, so that two of them at
 * once are decided one after the other and the shop always keeps an active owner. Its number is arbitrary but
 * fixed; nothing else in the database takes it.
 */
const STAFF_CHANGES_LOCK = 4_711_017;

/**
 * Starts a change of staff access by `ownerId`: waits for any other such change to finish, then checks that they are
 * still an active owner (another owner may have changed that a moment ago).
 */
export async function beginStaffChange(tx: Tx, ownerId: bigint, refusal: Message): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${STAFF_CHANGES_LOCK})`);
  const [caller] = await tx
    .select({ level: employees.level, deactivatedAt: employees.deactivatedAt })
    .from(employees)
    .where(eq(employees.id, ownerId));
  if (caller?.level !== 'owner' || caller.deactivatedAt !== null) throw forbidden(refusal);
}

/** The employee `id` as it stands, locked for the change; 404 when there is none. */
export async function lockEmployee(tx: Tx, id: bigint) {
  const [row] = await tx
    .select({ level: employees.level, deactivatedAt: employees.deactivatedAt })
    .from(employees)
    .where(eq(employees.id, id))
    .for('update');
  if (row === undefined) throw notFound(noSuchRecord(employees));
  return row;
}

/** Refuses (409, with `refusal`) a change that would leave no active owner but `id`. */
export async function keepAnotherOwner(tx: Tx, id: bigint, refusal: Message): Promise<void> {
  const [row] = await tx
    .select({ n: count() })
    .from(employees)
    .where(and(eq(employees.level, 'owner'), isNull(employees.deactivatedAt), ne(employees.id, id)));
  if ((row?.n ?? 0) === 0) throw conflict(refusal);
}
