import type { components } from '@shop/sdk';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.js';
import { hashToken, INVITE_TTL_MS, newToken } from '../auth/tokens.js';
import type { Handlers } from '../contract/handler-types.js';
import { conflict, notFound } from '../contract/http-error.js';
import type { Executor } from '../db/client.js';
import { employees, invites } from '../db/schema.js';
import { linkMail } from '../mail/mailer.js';
import { findEmployeeByEmail, toEmployee } from './auth.js';
import { idText, ref, toId } from './ids.js';
import { signedIn } from './session.js';

type Invite = components['schemas']['Invite'];

function inviteQuery(db: Executor) {
  return db
    .select({
      id: invites.id,
      email: invites.email,
      createdAt: invites.createdAt,
      expiresAt: invites.expiresAt,
      inviterId: employees.id,
      inviterName: employees.name,
    })
    .from(invites)
    .innerJoin(employees, eq(invites.invitedBy, employees.id));
}

type InviteRow = Awaited<ReturnType<typeof inviteQuery>>[number];

function toInvite(row: InviteRow): Invite {
  return {
    _id: idText(row.id),
    email: row.email,
    employee: ref(row.inviterId, row.inviterName),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

async function findInvite(db: Executor, id: bigint): Promise<Invite> {
  const [row] = await inviteQuery(db).where(eq(invites.id, id));
  if (row === undefined) throw notFound('No such invite.');
  return toInvite(row);
}

export function employeeHandlers(deps: AppDeps) {
  const { db } = deps;

  async function mailInvite(email: string, inviterName: string, token: string): Promise<void> {
    await deps.mailer.send(
      linkMail(
        email,
        'You are invited to the shop back office',
        `${inviterName} invited you to join the shop's back office.`,
        'Create your account',
        `${deps.config.publicUrl}/register/${token}`,
        'The link works once, for 7 days.',
      ),
    );
  }

  return {
    async listEmployees() {
      const rows = await db
        .select()
        .from(employees)
        .orderBy(asc(sql`lower(${employees.name})`), asc(employees.id));
      return { status: 200, body: { data: rows.map(toEmployee), total: rows.length } };
    },

    async listInvites() {
      const rows = await inviteQuery(db).orderBy(desc(invites.createdAt), desc(invites.id));
      return { status: 200, body: { data: rows.map(toInvite), total: rows.length } };
    },

    async getInvite({ params }) {
      return { status: 200, body: await findInvite(db, toId(params.id)) };
    },

    async createInvite(input) {
      const session = signedIn(input);
      const email = input.body.email.trim();
      if ((await findEmployeeByEmail(db, email)) !== undefined) {
        throw conflict('This email already belongs to an employee.');
      }
      const token = newToken();
      const [row] = await db
        .insert(invites)
        .values({
          email,
          tokenHash: hashToken(token),
          invitedBy: session.employeeId,
          expiresAt: new Date(Date.now() + INVITE_TTL_MS),
        })
        .returning({ id: invites.id });
      if (row === undefined) throw new Error('insert returned no row');
      const invite = await findInvite(db, row.id);
      try {
        await mailInvite(email, invite.employee.name, token);
      } catch (error) {
        // An invite nobody received is useless: take it back so it can be sent again.
        await db.delete(invites).where(eq(invites.id, row.id));
        throw error;
      }
      return { status: 201, body: invite };
    },

    async resendInvite({ params }) {
      const id = toId(params.id);
      const token = newToken();
      const [row] = await db
        .update(invites)
        .set({ tokenHash: hashToken(token), expiresAt: new Date(Date.now() + INVITE_TTL_MS) })
        .where(eq(invites.id, id))
        .returning({ id: invites.id });
      if (row === undefined) throw notFound('No such invite.');
      const invite = await findInvite(db, id);
      await mailInvite(invite.email, invite.employee.name, token);
      return { status: 200, body: invite };
    },

    async deleteInvite({ params }) {
      const [row] = await db
        .delete(invites)
        .where(eq(invites.id, toId(params.id)))
        .returning({ id: invites.id });
      if (row === undefined) throw notFound('No such invite.');
      return { status: 204 };
    },
  } satisfies Partial<Handlers>;
}
