import { count } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { employees } from '../db/schema.js';
import { hashPassword } from './password.js';

/** Creates the first employee, the shop's owner, when there is none; answers whether it did. */
export async function ensureFirstEmployee(db: Db, email: string, password: string): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(employees);
  if ((row?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(password);
  await db
    .insert(employees)
    .values({ name: 'Shop Admin', email, passwordHash, level: 'owner' })
    .onConflictDoNothing();
  return true;
}
