import { eq } from 'drizzle-orm';
import { verifyPassword } from '../auth/password.js';
import { openSession, revokeAllSessions, revokeSession } from '../auth/session-store.js';
import { accessEnded, HttpError, unauthorized } from '../core/http-error.js';
import type { Message } from '../core/messages.js';
import { labelOf, recordChanges } from '../data/changes.js';
import { employeeSession, findEmployeeByEmail, normalizeEmail } from '../data/employees.js';
import { unknownAccountLabel } from '../data/record-labels.js';
import type { Executor } from '../db/executor.js';
import { employees } from '../db/schema.js';
import type { Handlers } from '../handlers/handler-types.js';
import { signedIn } from '../handlers/signed-in.js';

const WRONG_CREDENTIALS: Message = /*i18n*/ {
  id: 'auth.wrongCredentials',
  message: 'Wrong email or password.',
};

/** An account a sign-in names, as the change log records it: known by its id and name, or not at all. */
type Account = { id: bigint; name: string; level: 'owner' | 'employee' } | undefined;

/** A sign-in refused (its password, or a throttle), in the change log with the client's address. */
function recordRefusedSignIn(db: Executor, event: 'signInFailed' | 'signInThrottled', account: Account) {
  // The email typed is not kept for an unknown account: people type passwords into the email field too.
  return recordChanges(db, [
    {
      operation: event,
      entityType: 'Employee',
      entityId: account?.id ?? null,
      label: account === undefined ? unknownAccountLabel() : labelOf('employee', account.id, account),
      fields: [],
      employeeId: account?.id ?? null,
      role: account?.level ?? null,
    },
  ]);
}

/** A change the signed-in employee made to their own sessions (signing out), for the change log. */
async function recordOwnSessions(db: Executor, employeeId: bigint) {
  const [employee] = await db
    .select({ name: employees.name })
    .from(employees)
    .where(eq(employees.id, employeeId));
  await recordChanges(db, [
    {
      entityType: 'Employee',
      entityId: employeeId,
      label: labelOf('employee', employeeId, employee),
      fields: [],
    },
  ]);
}

export const sessionOperations = {
  /**
   * Signs in. Each attempt is claimed from the throttles first (429 while the account waits after its failures
   * or the address has failed too often), so a burst of guesses at once is refused like a series. Every sign-in,
   * failed or refused one is in the change log, with the client's address.
   */
  async loginEmployee({ body, clientAddress }, { db, throttles }) {
    const account = await findEmployeeByEmail(db, body.email);
    const named = account && { id: account.id, name: account.name, level: account.level };
    const guess = await throttles
      .claimPasswordGuess(normalizeEmail(body.email), clientAddress)
      .catch(async (error) => {
        if (error instanceof HttpError && error.status === 429)
          await recordRefusedSignIn(db, 'signInThrottled', named);
        throw error;
      });
    // A deactivated employee's password is checked as anyone's: a wrong one is as for an unknown account, and only
    // the right one is told that the access has ended (whoever holds it learns no more than a sign-in would show).
    const valid = await verifyPassword(account?.passwordHash, body.password);
    const employee = account?.deactivatedAt === null ? account : undefined;
    if (employee === undefined || !valid) {
      await guess.failed();
      await recordRefusedSignIn(db, 'signInFailed', named);
      throw account !== undefined && valid ? accessEnded() : unauthorized(WRONG_CREDENTIALS);
    }
    const [, token] = await Promise.all([
      guess.succeeded(),
      db.transaction(async (tx) => {
        const opened = await openSession(tx, employee.id);
        await recordChanges(tx, [
          {
            entityType: 'Employee',
            entityId: employee.id,
            label: labelOf('employee', employee.id, employee),
            fields: [],
            employeeId: employee.id,
            role: employee.level,
          },
        ]);
        return opened;
      }),
    ]);
    const session = await employeeSession(db, employee.id, token);
    if (session === undefined) throw unauthorized(WRONG_CREDENTIALS);
    return { status: 200, body: session };
  },

  /** Ends the session of the token it carries. */
  async logoutEmployee(input, { db, sessionCache }) {
    const { tokenHash, employeeId } = signedIn(input);
    await revokeSession(db, tokenHash, sessionCache);
    await recordOwnSessions(db, employeeId);
    return { status: 204 };
  },

  /** Ends every session of the signed-in employee, this one included. */
  async logoutEmployeeEverywhere(input, { db, sessionCache }) {
    const { employeeId } = signedIn(input);
    await revokeAllSessions(db, employeeId, sessionCache);
    await recordOwnSessions(db, employeeId);
    return { status: 204 };
  },
} satisfies Partial<Handlers>;
