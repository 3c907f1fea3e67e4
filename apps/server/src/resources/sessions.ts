import { eq } from 'drizzle-orm';
import { verifyPassword } from '../auth/password.js';
import {
  liveSessions,
  openSession,
  revokeAllSessions,
  revokeSession,
  sessionOf,
} from '../auth/session-store.js';
import { accessEnded, HttpError, notFound, unauthorized } from '../core/http-error.js';
import type { Message } from '../core/messages.js';
import { labelOf, recordChanges } from '../data/changes.js';
import { employeeSession, findEmployeeByEmail, normalizeEmail } from '../data/employees.js';
import { toId } from '../data/ids.js';
import { unknownAccountLabel } from '../data/record-labels.js';
import type { Executor } from '../db/executor.js';
import { employees } from '../db/schema.js';
import type { Handlers } from '../handlers/handler-types.js';
import { deliverSession, sessionEndedHeaders } from '../handlers/session-answers.js';
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
  async loginEmployee(input, { db, throttles }) {
    const { body, clientAddress } = input;
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
        const opened = await openSession(tx, employee.id, { userAgent: input.userAgent, clientAddress });
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
    const { bodyToken, headers } = deliverSession(input, token);
    const session = await employeeSession(db, employee.id, bodyToken);
    if (session === undefined) throw unauthorized(WRONG_CREDENTIALS);
    return { status: 200, body: session, headers };
  },

  /** Ends the session of the token (or cookie) it carries. */
  async logoutEmployee(input, { db, sessionCache }) {
    const { tokenHash, employeeId } = signedIn(input);
    await revokeSession(db, tokenHash, sessionCache);
    await recordOwnSessions(db, employeeId);
    return { status: 204, headers: sessionEndedHeaders(input) };
  },

  /** Ends every session of the signed-in employee, this one included. */
  async logoutEmployeeEverywhere(input, { db, sessionCache }) {
    const { employeeId } = signedIn(input);
    await revokeAllSessions(db, employeeId, sessionCache);
    await recordOwnSessions(db, employeeId);
    return { status: 204, headers: sessionEndedHeaders(input) };
  },

  /** Where the signed-in employee is signed in: each live session, the one of this call marked. */
  async listMySessions(input, { db, config }) {
    const { employeeId, tokenHash } = signedIn(input);
    const rows = await liveSessions(db, employeeId, config.sessionIdleHours * 3_600_000);
    const data = rows.map((row) => ({
      _id: row.id.toString(),
      browser: row.browser,
      address: row.address,
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt.toISOString(),
      current: row.tokenHash === tokenHash,
    }));
    return { status: 200, body: { data, total: data.length } };
  },

  /** Ends one of the signed-in employee's sessions; another's is as unknown (404). */
  async endMySession(input, { db, sessionCache }) {
    const { employeeId } = signedIn(input);
    const tokenHash = await sessionOf(db, employeeId, toId(input.params.id));
    if (tokenHash === undefined) {
      throw notFound(/*i18n*/ { id: 'session.notFound', message: 'You have no such session.' });
    }
    await revokeSession(db, tokenHash, sessionCache);
    await recordOwnSessions(db, employeeId);
    return { status: 204 };
  },
} satisfies Partial<Handlers>;
