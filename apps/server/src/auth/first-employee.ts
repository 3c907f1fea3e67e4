import { count } from 'drizzle-orm';
import type { Db } from '../db/executor.js';
import { employees } from '../db/schema.js';
import { hashPassword } from './password.js';

/** Why a server that is no local trial does not create its first owner without SHOP_ADMIN_PASSWORD. */
export const FIRST_OWNER_NEEDS_PASSWORD =
  'The database has no employee yet, and the first owner may not get the demo password on a server that is not ' +
  'a local trial (HOST or PUBLIC_URL is not a loopback address, TRUSTED_PROXIES is set, or DATABASE_URL is). ' +
  'Set SHOP_ADMIN_EMAIL and SHOP_ADMIN_PASSWORD (at least 10 characters, hard to guess) and start again.';

/**
 * Creates the first employee, the shop's owner, when there is none; answers whether it did. Without a password
 * (see Config.adminPassword) it refuses to, with FIRST_OWNER_NEEDS_PASSWORD.
 */
export async function ensureFirstEmployee(
  db: Db,
  email: string,
  password: string | undefined,
): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(employees);
  if ((row?.n ?? 0) > 0) return false;
  if (password === undefined) throw new Error(FIRST_OWNER_NEEDS_PASSWORD);
  const passwordHash = await hashPassword(password);
  await db
    .insert(employees)
    .values({ name: 'Shop Admin', email, passwordHash, level: 'owner' })
    .onConflictDoNothing();
  return true;
}
