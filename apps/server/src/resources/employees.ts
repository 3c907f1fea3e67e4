import { and, eq, gt, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password.js';
import { refuseWeakPassword } from '../auth/password-policy.js';
import { openSession, revokeAllSessions } from '../auth/session-store.js';
import { hashToken } from '../auth/tokens.js';
import { badRequest, conflict, unauthorized } from '../core/http-error.js';
import { changeOf } from '../data/changes.js';
import {
  employeeSession,
  employeeShape,
  findEmployeeByEmail,
  INVITE_LINK_INVALID,
  normalizeEmail,
} from '../data/employees.js';
import { toId } from '../data/ids.js';
import { shopNames } from '../data/shop-names.js';
import { beginStaffChange, keepAnotherOwner, lockEmployee } from '../data/staff.js';
import { write } from '../data/write.js';
import { EMPLOYEE_EXISTS } from '../db/database-errors.js';
import { employees, invites, passwordResets } from '../db/schema.js';
import { tableResource } from '../handlers/crud/table-resource.js';
import type { Handlers } from '../handlers/handler-types.js';
import { ownersOnlyRefusal } from '../handlers/refusals.js';
import { deliverSession } from '../handlers/session-answers.js';
import { signedIn } from '../handlers/signed-in.js';

/** The shop's employees, by name, deactivated ones included. */
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

  /**
   * Creates the invited employee, with the role the invite grants, from the invite's link and signs them in. The
   * link is looked up (by its SHA-256) before the password is weighed or hashed or the picture stored, and invalid
   * links count against the address.
   */
  async registerEmployee(input, deps) {
    const { body, clientAddress } = input;
    const invalid = () =>
      badRequest(INVITE_LINK_INVALID, {
        token: /*i18n*/ { id: 'invite.linkInvalidField', message: 'This invite link is no longer valid' },
      });
    const tokenHash = hashToken(body.token);
    const linkUse = await deps.throttles.claimLinkUse(clientAddress);
    const [pending] = await deps.db
      .select({ email: invites.email })
      .from(invites)
      .where(and(eq(invites.tokenHash, tokenHash), gt(invites.expiresAt, new Date())));
    if (pending === undefined) throw invalid();
    await linkUse.valid();
    const wrongEmail = () =>
      badRequest(
        /*i18n*/ { id: 'invite.wrongEmail', message: 'Register with the email the invite was sent to.' },
        { email: /*i18n*/ { id: 'invite.wrongEmailField', message: 'Use the email the invite was sent to' } },
      );
    if (normalizeEmail(pending.email) !== normalizeEmail(body.email)) throw wrongEmail();
    if ((await findEmployeeByEmail(deps.db, body.email)) !== undefined) throw conflict(EMPLOYEE_EXISTS);
    refuseWeakPassword(body.password, 'password', {
      email: body.email,
      name: body.name,
      shopNames: await shopNames(deps.db),
    });
    const passwordHash = await hashPassword(body.password);
    const session = await write(deps, {
      uploads: { folder: 'employees', files: { dp: body.dp } },
      async run(tx, stored) {
        // Consuming the invite in the same transaction makes it single use even under concurrent requests.
        const [invite] = await tx
          .delete(invites)
          .where(and(eq(invites.tokenHash, tokenHash), gt(invites.expiresAt, new Date())))
          .returning({ email: invites.email, level: invites.level });
        if (invite === undefined) throw invalid();
        if (normalizeEmail(invite.email) !== normalizeEmail(body.email)) throw wrongEmail();
        if ((await findEmployeeByEmail(tx, body.email)) !== undefined) throw conflict(EMPLOYEE_EXISTS);
        const [row] = await tx
          .insert(employees)
          .values({
            name: body.name.trim(),
            email: invite.email,
            passwordHash,
            dp: stored.dp ?? null,
            level: invite.level,
          })
          .returning({ id: employees.id });
        if (row === undefined) throw new Error('insert returned no row');
        const token = await openSession(tx, row.id, { userAgent: input.userAgent, clientAddress });
        const delivered = deliverSession(input, token);
        const signedInEmployee = await employeeSession(tx, row.id, delivered.bodyToken);
        if (signedInEmployee === undefined) throw new Error('the new employee is missing');
        const answer = { body: signedInEmployee, headers: delivered.headers };
        // Made by the invitee, who signs in by it: the entry names them.
        const created = changeOf('Employee', 'employee', row.id, undefined, await employee.find(tx, row.id));
        return { result: answer, changes: [{ ...created, employeeId: row.id, role: invite.level }] };
      },
    });
    return { status: 201, body: session.body, headers: session.headers };
  },

  /** Makes an employee an owner or an employee; the shop keeps at least one active owner. */
  async changeEmployeeRole(input, deps) {
    const { employeeId: ownerId } = signedIn(input);
    const id = toId(input.params.id);
    const { level } = input.body;
    const changed = await write(deps, {
      async run(tx) {
        await beginStaffChange(tx, ownerId, ownersOnlyRefusal('changeEmployeeRole'));
        const target = await lockEmployee(tx, id);
        if (target.level === 'owner' && level !== 'owner' && target.deactivatedAt === null) {
          await keepAnotherOwner(
            tx,
            id,
            /*i18n*/ {
              id: 'staff.keepOwnerRole',
              message:
                'The shop needs an active owner: make someone else an owner before you give up this role.',
            },
          );
        }
        const before = await employee.find(tx, id);
        await tx.update(employees).set({ level }).where(eq(employees.id, id));
        const after = await employee.find(tx, id);
        return { result: after, changes: [changeOf('Employee', 'employee', id, before, after)] };
      },
    });
    // Other processes hear of it from the database (employee:<id> on session_revoked).
    deps.sessionCache?.forgetEmployee(id);
    return { status: 200, body: changed };
  },

  /**
   * Ends the employee's sessions and refuses their sign-in until they are reactivated. The sessions stay in the
   * table, refused (the lookup wants an active employee), so that their next call is told its access has ended.
   */
  async deactivateEmployee(input, deps) {
    const { employeeId: ownerId } = signedIn(input);
    const id = toId(input.params.id);
    const deactivated = await write(deps, {
      async run(tx) {
        await beginStaffChange(tx, ownerId, ownersOnlyRefusal('deactivateEmployee'));
        if (id === ownerId) {
          throw conflict(
            /*i18n*/ {
              id: 'staff.deactivateSelf',
              message: 'You cannot deactivate yourself; another owner can.',
            },
          );
        }
        const target = await lockEmployee(tx, id);
        const before = await employee.find(tx, id);
        if (target.deactivatedAt === null) {
          if (target.level === 'owner') {
            await keepAnotherOwner(
              tx,
              id,
              /*i18n*/ {
                id: 'staff.keepOwnerActive',
                message:
                  'The shop needs an active owner: make someone else an owner before you deactivate this one.',
              },
            );
          }
          await tx.update(employees).set({ deactivatedAt: new Date() }).where(eq(employees.id, id));
          await tx.delete(passwordResets).where(eq(passwordResets.employeeId, id));
        }
        const after = await employee.find(tx, id);
        return { result: after, changes: [changeOf('Employee', 'employee', id, before, after)] };
      },
    });
    deps.sessionCache?.forgetEmployee(id);
    return { status: 200, body: deactivated };
  },

  /** Lets a deactivated employee sign in again; the sessions they held before stay ended. */
  async reactivateEmployee(input, deps) {
    const { employeeId: ownerId } = signedIn(input);
    const id = toId(input.params.id);
    const reactivated = await write(deps, {
      async run(tx) {
        await beginStaffChange(tx, ownerId, ownersOnlyRefusal('reactivateEmployee'));
        const target = await lockEmployee(tx, id);
        const before = await employee.find(tx, id);
        // In the same transaction: no moment sees the employee active with the sessions of before.
        if (target.deactivatedAt !== null) await revokeAllSessions(tx, id, deps.sessionCache);
        await tx.update(employees).set({ deactivatedAt: null }).where(eq(employees.id, id));
        const after = await employee.find(tx, id);
        return { result: after, changes: [changeOf('Employee', 'employee', id, before, after)] };
      },
    });
    return { status: 200, body: reactivated };
  },
} satisfies Partial<Handlers>;
