import { sql } from 'drizzle-orm';
import { rowsOf } from '../data/rows.js';
import type { Executor } from '../db/executor.js';
import { DEMO_ADMIN_PASSWORD } from './demo-login.js';
import { verifyPassword } from './password.js';

/** An owner's account the demo password opens. */
export interface DemoPasswordOwner {
  id: string;
  email: string;
}

/**
 * The active owners whose password is the demo password. Read before the migrations run, so that a start refusing
 * for it changes nothing: from a database of any version (before staff roles every employee counts as an owner) or
 * none. Only owners are weighed, each an argon2 verification (about 20 to 40 ms): a shop has few.
 */
export async function ownersWithDemoPassword(db: Executor): Promise<DemoPasswordOwner[]> {
  const [table] = await rowsOf(db, sql`select to_regclass('employees') is not null as present`);
  if (table?.get('present') !== true) return [];
  const rows = await rowsOf(
    db,
    sql`select r->>'id' as id, r->>'email' as email, r->>'password_hash' as hash
      from employees e cross join lateral to_jsonb(e) as r
      where coalesce(r->>'level', 'owner') = 'owner' and r->>'deactivated_at' is null`,
  );
  const found: DemoPasswordOwner[] = [];
  for (const row of rows) {
    const text = (name: string) => String(row.get(name) ?? '');
    if (await verifyPassword(text('hash'), DEMO_ADMIN_PASSWORD))
      found.push({ id: text('id'), email: text('email') });
  }
  return found;
}

/** Why a server that is no local trial does not start while the demo password opens an owner's account. */
export function demoPasswordRefusal(owners: readonly DemoPasswordOwner[]): string {
  const named = owners.map((owner) => `${owner.email} (employee ${owner.id})`).join(', ');
  const first = owners[0]?.email ?? 'EMAIL';
  return (
    `The owner account ${named} still signs in with the demo password, which the README prints for everyone, ` +
    'and this server is no local trial: HOST is not a loopback address, PUBLIC_URL is not a loopback address, ' +
    'TRUSTED_PROXIES is set, or DATABASE_URL is. Nothing was changed. Give the account a password of its own ' +
    'first, then start as before: start once as a local trial (HOST=127.0.0.1, without PUBLIC_URL, ' +
    'TRUSTED_PROXIES and DATABASE_URL), sign in and change it under Profile; or run ' +
    `\`pnpm --filter @shop/server set-password ${first}\` with the new password on standard input.`
  );
}
