import { and, eq, gt, sql } from 'drizzle-orm';
import { hashToken, INVITE_TTL_MS, newToken } from '../auth/tokens.js';
import { conflict, notFound } from '../core/http-error.js';
import type { Language } from '../core/language.js';
import { type Message, translate } from '../core/messages.js';
import { changeOf } from '../data/changes.js';
import { idField, refField, timeField, valueField } from '../data/crud/fields.js';
import { findEmployeeByEmail, INVITE_LINK_INVALID } from '../data/employees.js';
import { toId } from '../data/ids.js';
import { noSuchRecord } from '../data/record-labels.js';
import { write } from '../data/write.js';
import { employees, invites } from '../db/schema.js';
import type { AppDeps } from '../handlers/app-deps.js';
import { tableResource } from '../handlers/crud/table-resource.js';
import type { Handlers } from '../handlers/handler-types.js';
import { signedIn } from '../handlers/signed-in.js';
import { linkMail } from '../mail/mailer.js';

/** Pending invitations to register, newest first, each with who sent it. */
const invite = tableResource({
  table: invites,
  shape: {
    _id: idField(invites.id),
    email: valueField(invites.email),
    level: valueField(invites.level),
    employee: refField(invites.invitedBy, employees),
    createdAt: timeField(invites.createdAt),
    expiresAt: timeField(invites.expiresAt),
  },
  order: sql`${invites.createdAt} desc, ${invites.id} desc`,
});

/** Mails the invite's link in `language`, the inviter's (the token itself is never stored, only its hash). */
async function mailInvite(deps: AppDeps, id: bigint, token: string, language: Language): Promise<void> {
  const [row] = await deps.db
    .select({ email: invites.email, inviter: employees.name })
    .from(invites)
    .innerJoin(employees, eq(invites.invitedBy, employees.id))
    .where(eq(invites.id, id));
  if (row === undefined) throw notFound(noSuchRecord(invites));
  const say = (message: Message) => translate(message, language);
  await deps.mailer.send(
    linkMail(
      row.email,
      say(/*i18n*/ { id: 'mail.invite.subject', message: 'You are invited to the shop back office' }),
      say(
        /*i18n*/ {
          id: 'mail.invite.intro',
          message: "{inviter} invited you to join the shop's back office.",
          values: { inviter: row.inviter },
        },
      ),
      say(/*i18n*/ { id: 'mail.invite.action', message: 'Create your account' }),
      `${deps.config.publicUrl}/register/${token}`,
      say(/*i18n*/ { id: 'mail.invite.outro', message: 'The link works once, for 7 days.' }),
      language,
    ),
  );
}

export const inviteOperations = {
  listInvites: invite.list,
  getInvite: invite.get,

  async createInvite(input, deps) {
    const session = signedIn(input);
    const email = input.body.email.trim();
    const token = newToken();
    const id = await write(deps, {
      async run(tx) {
        if ((await findEmployeeByEmail(tx, email)) !== undefined) {
          throw conflict(
            /*i18n*/ { id: 'invite.emailTaken', message: 'This email already belongs to an employee.' },
          );
        }
        const [row] = await tx
          .insert(invites)
          .values({
            email,
            level: input.body.level,
            tokenHash: hashToken(token),
            invitedBy: session.employeeId,
            expiresAt: new Date(Date.now() + INVITE_TTL_MS),
          })
          .returning({ id: invites.id });
        if (row === undefined) throw new Error('insert returned no row');
        const created = await invite.find(tx, row.id);
        return { result: row.id, changes: [changeOf('Invite', 'invite', row.id, undefined, created)] };
      },
    });
    try {
      await mailInvite(deps, id, token, input.language);
    } catch (error) {
      // An invite nobody received is useless: take it back so it can be sent again (the log says so too).
      await write(deps, {
        async run(tx) {
          const sent = await invite.find(tx, id);
          await tx.delete(invites).where(eq(invites.id, id));
          return { result: undefined, changes: [changeOf('Invite', 'invite', id, sent, undefined)] };
        },
      });
      throw error;
    }
    return { status: 201, body: await invite.find(deps.db, id) };
  },

  /** A fresh link (the old one stops working) and a new expiry, mailed again. */
  async resendInvite({ params, language }, deps) {
    const id = toId(params.id);
    const token = newToken();
    await write(deps, {
      async run(tx) {
        const [existing] = await tx
          .select({ id: invites.id })
          .from(invites)
          .where(eq(invites.id, id))
          .for('update');
        if (existing === undefined) throw notFound(noSuchRecord(invites));
        const before = await invite.find(tx, id);
        await tx
          .update(invites)
          .set({ tokenHash: hashToken(token), expiresAt: new Date(Date.now() + INVITE_TTL_MS) })
          .where(eq(invites.id, id));
        const after = await invite.find(tx, id);
        return { result: id, changes: [changeOf('Invite', 'invite', id, before, after)] };
      },
    });
    await mailInvite(deps, id, token, language);
    return { status: 200, body: await invite.find(deps.db, id) };
  },

  deleteInvite: invite.delete,

  async getEmailFromToken({ params }, { db }) {
    const [row] = await db
      .select({ email: invites.email })
      .from(invites)
      .where(and(eq(invites.tokenHash, hashToken(params.token)), gt(invites.expiresAt, new Date())));
    if (row === undefined) throw notFound(INVITE_LINK_INVALID);
    return { status: 200, body: { email: row.email } };
  },
} satisfies Partial<Handlers>;
