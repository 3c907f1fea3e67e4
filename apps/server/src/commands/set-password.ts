// `pnpm --filter @shop/server set-password EMAIL`, the new password on standard input (its first line): gives the
// employee with that email a password of its own, as a password change would: weighed as any new password, every
// session and pending reset link of the account ended. The way out for an owner whose password is lost, or still
// the demo password on a server that then refuses to start. It applies pending migrations first, as a start would.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/password.js';
import { passwordWeakness, WEAKNESS_FOR_OPERATORS } from '../auth/password-strength.js';
import { revokeAllSessions } from '../auth/session-store.js';
import { findEmployeeByEmail } from '../data/employees.js';
import { shopNames } from '../data/shop-names.js';
import { type Database, openPglite, openPostgres } from '../db/client.js';
import { type DataDirLock, DataDirLockedError, lockDataDir } from '../db/data-dir-lock.js';
import { PROCESS_LOCKS, whileLocked } from '../db/process-locks.js';
import { employees, passwordResets } from '../db/schema.js';
import { loadConfig } from '../load-config.js';

/** A refusal said as it is, without a stack. */
class Refused extends Error {}

/** The first line of standard input (asked for on a terminal; shown as typed there). */
async function firstLine(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('New password: ');
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

async function main(): Promise<void> {
  const [email] = process.argv.slice(2);
  if (email === undefined || email.trim() === '') {
    throw new Refused('Name the account: set-password EMAIL, with the new password on standard input.');
  }
  const password = await firstLine();
  const config = loadConfig(process.env, process.cwd(), { weighPasswords: false });
  let lock: DataDirLock | undefined;
  let database: Database;
  if (config.databaseUrl === undefined) {
    const pgdata = path.join(config.dataDir, 'pgdata');
    if (!existsSync(pgdata)) throw new Refused(`There is no shop in ${config.dataDir} (no pgdata folder).`);
    lock = lockDataDir(config.dataDir);
    database = await openPglite(pgdata);
  } else {
    database = await openPostgres(config.databaseUrl);
  }
  const opened = database;
  try {
    await whileLocked(opened, PROCESS_LOCKS.startup, () => opened.migrate());
    const employee = await findEmployeeByEmail(opened.db, email);
    if (employee === undefined) throw new Refused(`No employee has the email ${email}.`);
    const weakness = passwordWeakness(password, {
      email: employee.email,
      name: employee.name,
      shopNames: await shopNames(opened.db),
    });
    if (weakness !== undefined) {
      throw new Refused(
        `The password ${WEAKNESS_FOR_OPERATORS[weakness]}. Choose another; nothing was changed.`,
      );
    }
    const passwordHash = await hashPassword(password);
    await opened.db.transaction(async (tx) => {
      await tx.update(employees).set({ passwordHash }).where(eq(employees.id, employee.id));
      await tx.delete(passwordResets).where(eq(passwordResets.employeeId, employee.id));
      await revokeAllSessions(tx, employee.id);
    });
    console.log(
      `The password of ${employee.email} (employee ${employee.id}) is changed; their sessions and reset links ended.`,
    );
  } finally {
    await opened.close();
    lock?.release();
  }
}

try {
  await main();
} catch (error) {
  const known = error instanceof Refused || error instanceof DataDirLockedError;
  console.error(known ? error.message : `Setting the password failed: ${String(error)}`);
  process.exit(1);
}
