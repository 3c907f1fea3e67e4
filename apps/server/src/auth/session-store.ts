import { and, eq, gt, lt } from 'drizzle-orm';
import type { Session } from '../contract/handler-types.js';
import { unauthorized } from '../contract/http-error.js';
import type { Executor } from '../db/client.js';
import { sessions } from '../db/schema.js';
import { hashToken, newToken, SESSION_TTL_MS } from './tokens.js';

/** Opens a session for an employee; answers the bearer token (only its hash is stored). */
export async function openSession(db: Executor, employeeId: bigint): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    employeeId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  return token;
}

/** Resolves `Authorization: Bearer <token>` to its live session, or throws a 401. */
export async function authenticate(db: Executor, authorization: string | undefined): Promise<Session> {
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,200})\s*$/i.exec(authorization ?? '');
  const token = match?.[1];
  if (token === undefined) {
    throw unauthorized(authorization === undefined ? 'Please sign in.' : 'Please sign in again.');
  }
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ employeeId: sessions.employeeId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (row === undefined) throw unauthorized('Your session has ended. Please sign in again.');
  return { employeeId: row.employeeId, tokenHash };
}

export async function revokeSession(db: Executor, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function revokeAllSessions(db: Executor, employeeId: bigint): Promise<void> {
  await db.delete(sessions).where(eq(sessions.employeeId, employeeId));
}

export async function deleteExpiredSessions(db: Executor): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
