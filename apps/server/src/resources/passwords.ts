import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { refuseWeakPassword } from '../auth/password-policy.js';
import { revokeAllSessions } from '../auth/session-store.js';
import { THROTTLE_RULES } from '../auth/throttles.js';
import { hashToken, newToken, RESET_TTL_MS } from '../auth/tokens.js';
import { badRequest, unauthorized } from '../core/http-error.js';
import type { Language } from '../core/language.js';
import { type Message, translate } from '../core/messages.js';
import { type ChangeRecord, labelOf } from '../data/changes.js';
import { findActiveEmployeeByEmail, normalizeEmail } from '../data/employees.js';
import { shopNames } from '../data/shop-names.js';
import { write } from '../data/write.js';
import { employees, passwordResets } from '../db/schema.js';
import type { AppDeps } from '../handlers/app-deps.js';
import type { Handlers } from '../handlers/handler-types.js';
import { sessionEndedHeaders } from '../handlers/session-answers.js';
import { signedIn } from '../handlers/signed-in.js';
import { linkMail } from '../mail/mailer.js';

/** How long after answering a reset request its work starts: long enough for the answer to be written. */
const RESET_WORK_DELAY_MS = 25;

const FORGOT_ANSWER: Message = /*i18n*/ {
  id: 'password.resetMailSent',
  message: 'If we found an account with this email, an email has been sent.',
};

/**
 * Stores a reset token for the active account with this email, if there is one, and mails its link in `language`
 * (the request's): at most THROTTLE_RULES.forgotAccountAddress.limit (3) mails an hour asked for from one client
 * address, and THROTTLE_RULES.forgotAccount.limit (10) in all. The log names the account by its id.
 */
async function issueReset(deps: AppDeps, email: string, address: string, language: Language): Promise<void> {
  const employee = await findActiveEmployeeByEmail(deps.db, email);
  if (employee === undefined) return;
  const withheld = await deps.throttles.claimResetMail(employee.id, address);
  if (withheld !== undefined) {
    const { forgotAccount, forgotAccountAddress } = THROTTLE_RULES;
    const why =
      withheld === 'address'
        ? `its ${forgotAccountAddress.limit} mails for this hour were asked for from this address`
        : `it had its ${forgotAccount.limit} reset mails for this hour`;
    deps.log.info(`Password reset for employee ${employee.id} not mailed: ${why}`);
    return;
  }
  const token = newToken();
  await deps.db.transaction(async (tx) => {
    await tx.delete(passwordResets).where(eq(passwordResets.employeeId, employee.id));
    await tx.insert(passwordResets).values({
      employeeId: employee.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + RESET_TTL_MS),
    });
  });
  const link = `${deps.config.publicUrl}/resetEmployeePassword/${token}`;
  const say = (message: Message) => translate(message, language);
  await deps.mailer
    .send(
      linkMail(
        employee.email,
        say(/*i18n*/ { id: 'mail.reset.subject', message: 'Reset your shop back-office password' }),
        say(
          /*i18n*/ {
            id: 'mail.reset.intro',
            message: 'Hello {name}, someone (hopefully you) asked to reset your password.',
            values: { name: employee.name },
          },
        ),
        say(/*i18n*/ { id: 'mail.reset.action', message: 'Choose a new password' }),
        link,
        say(
          /*i18n*/ {
            id: 'mail.reset.outro',
            message: 'The link works once, for one hour. If you did not ask for it, ignore this mail.',
          },
        ),
        language,
      ),
    )
    .catch((error: unknown) =>
      deps.log.error(`Could not send the reset mail to employee ${employee.id}`, error),
    );
}

export const passwordOperations = {
  /** Mails a reset link when the account exists; answers the same either way, as fast either way. */
  async forgotEmployeePassword({ body, clientAddress, language }, deps) {
    await deps.throttles.claimResetRequest(clientAddress);
    // The lookup, the token and the mail happen a moment after the answer is out. The database runs on this
    // thread, so done at once (even unawaited) they held the answer back about 5 ms when the account existed.
    setTimeout(() => {
      issueReset(deps, body.email, clientAddress, language).catch((error: unknown) =>
        deps.log.error('Could not start a password reset', error),
      );
    }, RESET_WORK_DELAY_MS);
    return {
      status: 202,
      body: { message: translate(FORGOT_ANSWER, language) },
      headers: { 'Content-Language': language },
    };
  },

  /**
   * Sets a new password with a mailed link (once); every session and every reset link of the account ends. The
   * link is looked up (by its SHA-256) before the new password is weighed or hashed, and invalid links count
   * against the address.
   */
  async resetEmployeePassword(input, deps) {
    const { body, clientAddress, language } = input;
    const invalid = () =>
      badRequest(
        /*i18n*/ {
          id: 'password.resetLinkInvalid',
          message: 'This reset link is no longer valid. Ask for a new one.',
        },
        {
          token: /*i18n*/ {
            id: 'password.resetLinkInvalidField',
            message: 'This reset link is no longer valid',
          },
        },
      );
    const tokenHash = hashToken(body.token);
    const linkUse = await deps.throttles.claimLinkUse(clientAddress);
    const [pending] = await deps.db
      .select({ email: employees.email, name: employees.name })
      .from(passwordResets)
      .innerJoin(employees, eq(employees.id, passwordResets.employeeId))
      .where(and(eq(passwordResets.tokenHash, tokenHash), gt(passwordResets.expiresAt, new Date())));
    if (pending === undefined) throw invalid();
    await linkUse.valid();
    refuseWeakPassword(body.newPassword, 'newPassword', { ...pending, shopNames: await shopNames(deps.db) });
    const passwordHash = await hashPassword(body.newPassword);
    await write(deps, {
      async run(tx) {
        // Taken in the transaction, so that of two uses at once only one succeeds.
        const [reset] = await tx
          .delete(passwordResets)
          .where(and(eq(passwordResets.tokenHash, tokenHash), gt(passwordResets.expiresAt, new Date())))
          .returning({ employeeId: passwordResets.employeeId });
        if (reset === undefined) throw invalid();
        // A deactivated employee's link is as unknown (deactivating deletes them; this covers a race with it).
        const [updated] = await tx
          .update(employees)
          .set({ passwordHash })
          .where(and(eq(employees.id, reset.employeeId), isNull(employees.deactivatedAt)))
          .returning({ id: employees.id, name: employees.name, level: employees.level });
        if (updated === undefined) throw invalid();
        await tx.delete(passwordResets).where(eq(passwordResets.employeeId, reset.employeeId));
        await revokeAllSessions(tx, reset.employeeId, deps.sessionCache);
        // Made by the link's owner, who is not signed in: the entry names them. Never the password, in any form.
        const change: ChangeRecord = {
          entityType: 'Employee',
          entityId: updated.id,
          label: labelOf('employee', updated.id, updated),
          fields: [],
          employeeId: updated.id,
          role: updated.level,
        };
        return { result: undefined, changes: [change] };
      },
    });
    const changed = /*i18n*/ {
      id: 'password.resetDone',
      message: 'Your password is changed. Sign in with the new one.',
    };
    return {
      status: 200,
      body: { message: translate(changed, language) },
      headers: { 'Content-Language': language, ...sessionEndedHeaders(input) },
    };
  },

  /**
   * Changes the signed-in employee's password (the current one must be right); every session and every pending
   * reset link ends. A wrong current password is a password guess like a failed sign-in, throttled with them (429).
   */
  async changeEmployeePassword(input, deps) {
    const session = signedIn(input);
    const [employee] = await deps.db.select().from(employees).where(eq(employees.id, session.employeeId));
    if (employee === undefined) throw unauthorized();
    const guess = await deps.throttles.claimPasswordGuess(
      normalizeEmail(employee.email),
      input.clientAddress,
    );
    if (!(await verifyPassword(employee.passwordHash, input.body.oldPassword))) {
      await guess.failed();
      throw badRequest(
        /*i18n*/ { id: 'password.currentWrong', message: 'The current password is wrong.' },
        {
          oldPassword: /*i18n*/ { id: 'password.currentWrongField', message: 'Wrong password' },
        },
      );
    }
    await guess.succeeded();
    refuseWeakPassword(input.body.newPassword, 'newPassword', {
      email: employee.email,
      name: employee.name,
      shopNames: await shopNames(deps.db),
    });
    const passwordHash = await hashPassword(input.body.newPassword);
    await write(deps, {
      async run(tx) {
        await tx.update(employees).set({ passwordHash }).where(eq(employees.id, employee.id));
        // A reset link mailed before ends too: whoever reads that mailbox gets no way around the new password.
        await tx.delete(passwordResets).where(eq(passwordResets.employeeId, employee.id));
        await revokeAllSessions(tx, employee.id, deps.sessionCache);
        const change: ChangeRecord = {
          entityType: 'Employee',
          entityId: employee.id,
          label: labelOf('employee', employee.id, employee),
          fields: [],
        };
        return { result: undefined, changes: [change] };
      },
    });
    const changed = /*i18n*/ {
      id: 'password.changed',
      message: 'Your password is changed. Sign in again with the new one.',
    };
    return {
      status: 200,
      body: { message: translate(changed, input.language) },
      headers: { 'Content-Language': input.language, ...sessionEndedHeaders(input) },
    };
  },
} satisfies Partial<Handlers>;
