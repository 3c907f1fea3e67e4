import { verifyPassword } from '../auth/password.js';
import { openSession, revokeAllSessions, revokeSession } from '../auth/session-store.js';
import type { Handlers } from '../contract/handler-types.js';
import { tooManyAttempts, unauthorized } from '../contract/http-error.js';
import { signedIn } from '../contract/signed-in.js';
import { employeeSession, findActiveEmployeeByEmail, normalizeEmail } from '../data/employees.js';

export const sessionOperations = {
  /** Signs in; repeated failures for one account or from one address are refused for a while (429). */
  async loginEmployee({ body, clientAddress }, { db, throttles }) {
    const accountKey = normalizeEmail(body.email);
    const wait = Math.max(
      throttles.loginAccount.retryAfter(accountKey),
      throttles.loginAddress.retryAfter(clientAddress),
    );
    if (wait > 0) throw tooManyAttempts(wait);
    // A deactivated employee is an unknown account here (the password is still checked, so it takes as long).
    const employee = await findActiveEmployeeByEmail(db, body.email);
    const valid = await verifyPassword(employee?.passwordHash, body.password);
    if (employee === undefined || !valid) {
      throttles.loginAccount.fail(accountKey);
      throttles.loginAddress.fail(clientAddress);
      throw unauthorized('Wrong email or password.');
    }
    throttles.loginAccount.clear(accountKey);
    const session = await employeeSession(db, employee.id, await openSession(db, employee.id));
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
