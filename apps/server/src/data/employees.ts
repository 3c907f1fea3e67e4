import type { Schema } from '@shop/sdk';
import { eq, sql } from 'drizzle-orm';
import type { Message } from '../core/messages.js';
import type { Executor } from '../db/executor.js';
import { employees } from '../db/schema.js';
import { Field, idField, renderJson, textField, valueField } from './crud/fields.js';
import { readJson } from './json-read.js';
import type { RenderedJson } from './rendered-json.js';

/** The answer to an invite link that is not (or no longer) valid: read for its email, or registered with. */
export const INVITE_LINK_INVALID: Message = /*i18n*/ {
  id: 'invite.linkInvalid',
  message: 'This invite link is no longer valid. Ask for a new invite.',
};

/** An employee as the API shows one (never the password hash). */
export const employeeShape = {
  _id: idField(employees.id),
  name: valueField(employees.name),
  email: valueField(employees.email),
  dp: valueField(employees.dp),
  level: valueField(employees.level),
  active: new Field<boolean>(sql`(${employees.deactivatedAt} is null)`),
  version: valueField(employees.version),
};

/** An email as accounts are matched by it: trimmed, lowercase. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The employee with this email (matched without case), if any, deactivated or not. */
export async function findEmployeeByEmail(db: Executor, email: string) {
  const [row] = await db
    .select()
    .from(employees)
    .where(eq(sql`lower(${employees.email})`, normalizeEmail(email)))
    .limit(1);
  return row;
}

/** The active employee with this email, if any: a deactivated one is as unknown to the sign-in calls. */
export async function findActiveEmployeeByEmail(db: Executor, email: string) {
  const employee = await findEmployeeByEmail(db, email);
  return employee?.deactivatedAt === null ? employee : undefined;
}

/**
 * The employee `id` signed in, as the sign-in calls answer it: with the bearer `token`, or without it when the
 * session is in a cookie (`undefined`); undefined when there is no such employee.
 */
export function employeeSession(
  db: Executor,
  id: bigint,
  token: string | undefined,
): Promise<RenderedJson<Schema<'EmployeeSession'> | Schema<'Employee'>> | undefined> {
  const json = renderJson(
    token === undefined ? employeeShape : { ...employeeShape, token: textField(token) },
  );
  return readJson(db, sql`select ${json} as answer from ${employees} where ${employees.id} = ${id}`);
}
