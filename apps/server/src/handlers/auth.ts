import type { components } from '@shop/sdk';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { openSession, revokeAllSessions, revokeSession } from '../auth/session-store.js';
import { hashToken, newToken, RESET_TTL_MS } from '../auth/tokens.js';
import type { Handlers } from '../contract/handler-types.js';
import { badRequest, conflict, HttpError, notFound, unauthorized } from '../contract/http-error.js';
import type { Executor } from '../db/client.js';
import { employees, invites, passwordResets } from '../db/schema.js';
import { linkMail } from '../mail/mailer.js';
import { idText } from './ids.js';
import { signedIn } from './session.js';
import { withUploads } from './uploads.js';

type EmployeeRow = typeof employees.$inferSelect;

export function toEmployee(
  row: Pick<EmployeeRow, 'id' | 'name' | 'email' | 'dp'>,
): components['schemas']['Employee'] {
  return { _id: idText(row.id), name: row.name, email: row.email, dp: row.dp, level: 'employee' };
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findEmployeeByEmail(db: Executor, email: string): Promise<EmployeeRow | undefined> {
  const [row] = await db
    .select()
    .from(employees)
    .where(eq(sql`lower(${employees.email})`, normalizeEmail(email)))
    .limit(1);
  return row;
}

/** How long after answering a reset request its work starts: long enough for the answer to be written. */
const RESET_WORK_DELAY_MS = 25;

const FORGOT_ANSWER = { message: 'If we found an account with this email, an email has been sent.' };

export function authHandlers(deps: AppDeps) {
  const { db, throttles } = deps;

  function tooMany(seconds: number): HttpError {
    const minutes = Math.ceil(seconds / 60);
    return new HttpError(
      429,
      `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      undefined,
      { 'Retry-After': String(seconds) },
    );
  }

  /** Stores a reset token for the account with this email, if there is one, and mails its link. */
  async function issueReset(email: string): Promise<void> {
    const employee = await findEmployeeByEmail(db, email);
    if (employee === undefined) return;
    const token = newToken();
    await db.transaction(async (tx) => {
      await tx.delete(passwordResets).where(eq(passwordResets.employeeId, employee.id));
      await tx.insert(passwordResets).values({
        employeeId: employee.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + RESET_TTL_MS),
      });
    });
    const link = `${deps.config.publicUrl}/resetEmployeePassword/${token}`;
    await deps.mailer
      .send(
        linkMail(
          employee.email,
          'Reset your shop back-office password',
          `Hello ${employee.name}, someone (hopefully you) asked to reset your password.`,
          'Choose a new password',
          link,
          'The link works once, for one hour. If you did not ask for it, ignore this mail.',
        ),
      )
      .catch((error: unknown) => deps.log.error(`Could not send the reset mail to ${employee.email}`, error));
  }

  return {
    async registerEmployee({ body }) {
      const passwordHash = await hashPassword(body.password);
      const employee = await withUploads(deps.media, 'employees', { dp: body.dp }, async (stored) => {
        const result = await db.transaction(async (tx) => {
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
            .returning();
          if (row === undefined) throw new Error('insert returned no row');
          return { ...toEmployee(row), token: await openSession(tx, row.id) };
        });
        return { result, replaced: [] };
      });
      return { status: 201, body: employee };
    },

    async loginEmployee({ body, clientAddress }) {
      const accountKey = normalizeEmail(body.email);
      const wait = Math.max(
        throttles.loginAccount.retryAfter(accountKey),
        throttles.loginAddress.retryAfter(clientAddress),
      );
      if (wait > 0) throw tooMany(wait);
      const employee = await findEmployeeByEmail(db, body.email);
      const valid = await verifyPassword(employee?.passwordHash, body.password);
      if (employee === undefined || !valid) {
        throttles.loginAccount.fail(accountKey);
        throttles.loginAddress.fail(clientAddress);
        throw unauthorized('Wrong email or password.');
      }
      throttles.loginAccount.clear(accountKey);
      const token = await openSession(db, employee.id);
      return { status: 200, body: { ...toEmployee(employee), token } };
    },

    async logoutEmployee(input) {
      await revokeSession(db, signedIn(input).tokenHash, deps.sessionCache);
      return { status: 204 };
    },

    async getCurrentEmployee(input) {
      const [row] = await db
        .select()
        .from(employees)
        .where(eq(employees.id, signedIn(input).employeeId));
      if (row === undefined) throw unauthorized();
      return { status: 200, body: toEmployee(row) };
    },

    async forgotEmployeePassword({ body, clientAddress }) {
      const wait = throttles.forgotAddress.retryAfter(clientAddress);
      if (wait > 0) throw tooMany(wait);
      throttles.forgotAddress.fail(clientAddress);
      // The lookup, the token and the mail happen a moment after the answer is out. The database runs on this
      // thread, so done at once (even unawaited) they held the answer back about 5 ms when the account existed.
      setTimeout(() => {
        issueReset(body.email).catch((error: unknown) =>
          deps.log.error('Could not start a password reset', error),
        );
      }, RESET_WORK_DELAY_MS);
      return { status: 202, body: FORGOT_ANSWER };
    },

    async resetEmployeePassword({ body }) {
      const passwordHash = await hashPassword(body.newPassword);
      await db.transaction(async (tx) => {
        const [reset] = await tx
          .delete(passwordResets)
          .where(
            and(
              eq(passwordResets.tokenHash, hashToken(body.token)),
              gt(passwordResets.expiresAt, new Date()),
            ),
          )
          .returning({ employeeId: passwordResets.employeeId });
        if (reset === undefined) {
          throw badRequest('This reset link is no longer valid. Ask for a new one.', {
            token: 'This reset link is no longer valid',
          });
        }
        await tx.update(employees).set({ passwordHash }).where(eq(employees.id, reset.employeeId));
        await tx.delete(passwordResets).where(eq(passwordResets.employeeId, reset.employeeId));
        await revokeAllSessions(tx, reset.employeeId, deps.sessionCache);
      });
      return { status: 200, body: { message: 'Your password is changed. Sign in with the new one.' } };
    },

    async changeEmployeePassword(input) {
      const session = signedIn(input);
      const [employee] = await db.select().from(employees).where(eq(employees.id, session.employeeId));
      if (employee === undefined) throw unauthorized();
      if (!(await verifyPassword(employee.passwordHash, input.body.oldPassword))) {
        throw badRequest('The current password is wrong.', { oldPassword: 'Wrong password' });
      }
      const passwordHash = await hashPassword(input.body.newPassword);
      await db.transaction(async (tx) => {
        await tx.update(employees).set({ passwordHash }).where(eq(employees.id, employee.id));
        await revokeAllSessions(tx, employee.id, deps.sessionCache);
      });
      return { status: 200, body: { message: 'Your password is changed. Sign in again with the new one.' } };
    },

    async getEmailFromToken({ params }) {
      const [invite] = await db
        .select({ email: invites.email })
        .from(invites)
        .where(and(eq(invites.tokenHash, hashToken(params.token)), gt(invites.expiresAt, new Date())));
      if (invite === undefined) throw notFound('This invite link is no longer valid. Ask for a new invite.');
      return { status: 200, body: { email: invite.email } };
    },
  } satisfies Partial<Handlers>;
}
