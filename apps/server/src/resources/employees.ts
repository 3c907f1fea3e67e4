import { and, eq, gt, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password.js';
import { openSession } from '../auth/session-store.js';
import { hashToken } from '../auth/tokens.js';
import type { Handlers } from '../contract/handler-types.js';
import { badRequest, conflict, unauthorized } from '../contract/http-error.js';
import { signedIn } from '../contract/signed-in.js';
import { tableResource } from '../data/crud/table-resource.js';
import { employeeSession, employeeShape, findEmployeeByEmail, normalizeEmail } from '../data/employees.js';
import { write } from '../data/write.js';
import { employees, invites } from '../db/schema.js';

/** The shop's employees, by name. */
const employee = tableResource({
  table: employees,
  shape: employeeShape,
  order: sql`lower(${employees.name}), ${employees.id}`,
});

export const employeeOperations = {
  listEmployees: employee.list,

  async getCurrentEmployee(input, deps) {
    const { employeeId } = signedIn(input);
    // A session of an employee deleted meanwhile signs out rather than answering 404.
    const [row] = await deps.db
      .select({ id: employees.id })
      .from(employees)
      .where(eq(employees.id, employeeId));
    if (row === undefined) throw unauthorized();
    return employee.get({ params: { id: employeeId.toString() } }, deps);
  },

  /** Creates the invited employee from the invite's link and signs them in; the invite is used up. */
  async registerEmployee({ body }, deps) {
    const passwordHash = await hashPassword(body.password);
    const session = await write(deps, {
      uploads: { folder: 'employees', files: { dp: body.dp } },
      async run(tx, stored) {
        // Consuming the invite in the same transaction makes it single use even under concurrent requests.
        const [invite] = await tx
          .delete(invites)
          .where(and(eq(invites.tokenHash, hashToken(body.token)), gt(invites.expiresAt, new Date())))
          .returning({ email: invites.email });
        if (invite === undefined) {
          throw badRequest('This invite link is no longer valid. Ask for a new invite.', {
            token: 'This invite link is no longer valid',
          });
        }
        if (normalizeEmail(invite.email) !== normalizeEmail(body.email)) {
          throw badRequest('Register with the email the invite was sent to.', {
            email: 'Use the email the invite was sent to',
          });
        }
        if ((await findEmployeeByEmail(tx, body.email)) !== undefined) {
          throw conflict('An employee with this email already exists.');
        }
        const [row] = await tx
          .insert(employees)
          .values({ name: body.name.trim(), email: invite.email, passwordHash, dp: stored.dp ?? null })
          .returning({ id: employees.id });
        if (row === undefined) throw new Error('insert returned no row');
        const answer = await employeeSession(tx, row.id, await openSession(tx, row.id));
        if (answer === undefined) throw new Error('the new employee is missing');
        return { result: answer };
      },
    });
    return { status: 201, body: session };
  },
} satisfies Partial<Handlers>;
