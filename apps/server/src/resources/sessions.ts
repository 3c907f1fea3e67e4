import { verifyPassword } from '../auth/password.js';
import { openSession, revokeAllSessions, revokeSession } from '../auth/session-store.js';
import type { Handlers } from '../contract/handler-types.js';
import { unauthorized } from '../contract/http-error.js';
import { signedIn } from '../contract/signed-in.js';
import { employeeSession, findActiveEmployeeByEmail, normalizeEmail } from '../data/employees.js';

export const sessionOperations = {
  /**
   * Signs in. Each attempt is claimed from the throttles first (429 while the account waits after its failures
   * or the address has failed too often), so a burst of guesses at once is refused like a series.
   */
  async loginEmployee({ body, clientAddress }, { db, throttles }) {
    const guess = await throttles.claimPasswordGuess(normalizeEmail(body.email), clientAddress);
    // A deactivated employee is an unknown account here (the password is still checked, so it takes as long).
    const employee = await findActiveEmployeeByEmail(db, body.email);
    const valid = await verifyPassword(employee?.passwordHash, body.password);
    if (employee === undefined || !valid) {
      await guess.failed();
      throw unauthorized('Wrong email or password.');
    }
    const [, token] = await Promise.all([guess.succeeded(), openSession(db, employee.id)]);
    const session = await employeeSession(db, employee.id, token);
    if (session === undefined) throw unauthorized('Wrong email or password.');
    return { status: 200, body: session };
  },

  /** Ends the session of the token it carries. */
  async logoutEmployee(input, { db, sessionCache }) {
    await revokeSession(db, signedIn(input).tokenHash, sessionCache);
    return { status: 204 };
  },

  /** Ends every session of the signed-in employee, this one included. */
  async logoutEmployeeEverywhere(input, { db, sessionCache }) {
    await revokeAllSessions(db, signedIn(input).employeeId, sessionCache);
    return { status: 204 };
  },
} satisfies Partial<Handlers>;
