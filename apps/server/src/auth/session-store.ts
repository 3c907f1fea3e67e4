import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Session } from '../contract/handler-types.js';
import { unauthorized } from '../contract/http-error.js';
import type { Executor } from '../db/client.js';
import { sessions } from '../db/schema.js';
import type { SessionCache } from './session-cache.js';
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

function prepareSessionLookup(db: Executor) {
  return db
    .select({ employeeId: sessions.employeeId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('session_lookup');
}

const sessionLookups = new WeakMap<Executor, ReturnType<typeof prepareSessionLookup>>();

/**
 * The live session of a token hash, as a prepared statement: every protected call runs it, and a PostgreSQL
 * server then parses and plans it once per connection instead of on each call.
 */
function sessionLookup(db: Executor) {
  let lookup = sessionLookups.get(db);
  if (lookup === undefined) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  return lookup;
}

/**
 * Resolves `Authorization: Bearer <token>` to its live session, or throws a 401. With a cache, a session verified
 * lately is not looked up again.
 */
export async function authenticate(
  db: Executor,
  authorization: string | undefined,
  cache?: SessionCache,
): Promise<Session> {
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,200})\s*$/i.exec(authorization ?? '');
  const token = match?.[1];
  if (token === undefined) {
    throw unauthorized(authorization === undefined ? 'Please sign in.' : 'Please sign in again.');
  }
  const tokenHash = hashToken(token);
  const remembered = cache?.get(tokenHash);
  if (remembered !== undefined) return { employeeId: remembered, tokenHash };
  const revision = cache?.revision();
  const [row] = await sessionLookup(db).execute({ tokenHash, now: new Date() });
  if (row === undefined) throw unauthorized('Your session has ended. Please sign in again.');
  if (revision !== undefined) cache?.remember(tokenHash, row.employeeId, row.expiresAt, revision);
  return { employeeId: row.employeeId, tokenHash };
}

/** Ends one session (logout). */
export async function revokeSession(db: Executor, tokenHash: string, cache?: SessionCache): Promise<void> {
  // Forgotten before and after the delete: no lookup under way at either moment is remembered.
  cache?.forgetToken(tokenHash);
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  cache?.forgetToken(tokenHash);
}

/** Ends every session of an employee (password changed or reset). */
export async function revokeAllSessions(
  db: Executor,
  employeeId: bigint,
  cache?: SessionCache,
): Promise<void> {
  // Forgotten before and after the delete: no lookup under way at either moment is remembered.
  cache?.forgetEmployee(employeeId);
  await db.delete(sessions).where(eq(sessions.employeeId, employeeId));
  cache?.forgetEmployee(employeeId);
}

export async function deleteExpiredSessions(db: Executor): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
