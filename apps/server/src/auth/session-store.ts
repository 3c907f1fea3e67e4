import { and, desc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { accessEnded, unauthorized } from '../core/http-error.js';
import type { Session } from '../core/session.js';
import type { Executor } from '../db/executor.js';
import { employees, sessions } from '../db/schema.js';
import { browserName } from './browser-name.js';
import type { SessionCache } from './session-cache.js';
import { hashToken, newToken, SESSION_TTL_MS } from './tokens.js';

/** Where a session was opened from, as the list of an employee's sessions shows it. */
export interface SessionOrigin {
  /** The `User-Agent` the sign-in sent (only the browser's name is kept). */
  userAgent: string | undefined;
  /** Null for a session a command or a test opens. */
  clientAddress: string | null;
}

/** Opens a session for an employee; answers its token (only its hash is stored). */
export async function openSession(
  db: Executor,
  employeeId: bigint,
  origin: SessionOrigin = { userAgent: undefined, clientAddress: null },
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    employeeId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    browser: browserName(origin.userAgent),
    address: origin.clientAddress,
  });
  return token;
}

/** How stale a session's `last_used_at` may get before a call writes it again (so not every call writes). */
const LAST_USED_PRECISION_MS = 60_000;

function prepareSessionLookup(db: Executor) {
  return db
    .select({
      employeeId: sessions.employeeId,
      level: employees.level,
      expiresAt: sessions.expiresAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .innerJoin(employees, eq(employees.id, sessions.employeeId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastUsedAt, sql.placeholder('idleSince')),
        isNull(employees.deactivatedAt),
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

/** How sessions are checked: how long one may go unused, and the cache of verified ones (if any). */
export interface SessionRules {
  /** A session unused for this long has ended (SESSION_IDLE_HOURS). */
  idleMs: number;
  cache?: SessionCache;
  /** The caller's address, kept with the session's last use. */
  clientAddress?: string;
}

/** A session token as a client holds it: 43 URL-safe characters (older ones may differ in length). */
const SESSION_TOKEN = /^[A-Za-z0-9_-]{16,200}$/;

/**
 * Resolves a session cookie's token to its live session, as {@link authenticate} does a bearer token's; a value
 * that cannot be a token is a session that has ended.
 */
export function authenticateSessionToken(db: Executor, token: string, rules: SessionRules): Promise<Session> {
  if (!SESSION_TOKEN.test(token)) {
    throw unauthorized(
      /*i18n*/ { id: 'auth.sessionEnded', message: 'Your session has ended. Please sign in again.' },
    );
  }
  return sessionOfToken(db, token, rules);
}

/**
 * Resolves `Authorization: Bearer <token>` to its live session with the employee's role, or throws a 401: a
 * session ends when it expires, goes unused for `idleMs`, is revoked, or its employee is deactivated (a 401 that
 * says so: `reason: accessEnded`). With a cache, a session verified lately is not looked up again.
 */
export function authenticate(
  db: Executor,
  authorization: string | undefined,
  rules: SessionRules,
): Promise<Session> {
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,200})\s*$/i.exec(authorization ?? '');
  const token = match?.[1];
  if (token === undefined) {
    throw unauthorized(
      authorization === undefined
        ? /*i18n*/ { id: 'auth.signIn', message: 'Please sign in.' }
        : /*i18n*/ { id: 'auth.signInAgain', message: 'Please sign in again.' },
    );
  }
  return sessionOfToken(db, token, rules);
}

async function sessionOfToken(
  db: Executor,
  token: string,
  { idleMs, cache, clientAddress }: SessionRules,
): Promise<Session> {
  const tokenHash = hashToken(token);
  const remembered = cache?.get(tokenHash);
  if (remembered !== undefined) return { ...remembered, tokenHash };
  const revision = cache?.revision();
  const now = new Date();
  const [row] = await sessionLookup(db).execute({
    tokenHash,
    now,
    idleSince: new Date(now.getTime() - idleMs),
  });
  if (row === undefined) {
    if (await endedByDeactivation(db, tokenHash, now)) throw accessEnded();
    throw unauthorized(
      /*i18n*/ { id: 'auth.sessionEnded', message: 'Your session has ended. Please sign in again.' },
    );
  }
  let lastUsed = row.lastUsedAt.getTime();
  if (now.getTime() - lastUsed >= LAST_USED_PRECISION_MS) {
    await db
      .update(sessions)
      .set({ lastUsedAt: now, ...(clientAddress === undefined ? {} : { address: clientAddress }) })
      .where(eq(sessions.tokenHash, tokenHash));
    lastUsed = now.getTime();
  }
  const holder = { employeeId: row.employeeId, level: row.level };
  if (revision !== undefined) {
    const validUntil = Math.min(row.expiresAt.getTime(), lastUsed + idleMs);
    cache?.remember(tokenHash, holder, new Date(validUntil), revision);
  }
  return { ...holder, tokenHash };
}

/**
 * Whether the token is a session of an employee who was deactivated since (deactivating keeps the sessions, so
 * that their holder can be told; they never open again: reactivating deletes them). Asked only of a token that
 * opened nothing.
 */
async function endedByDeactivation(db: Executor, tokenHash: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ employeeId: sessions.employeeId })
    .from(sessions)
    .innerJoin(employees, eq(employees.id, sessions.employeeId))
    .where(
      and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), isNotNull(employees.deactivatedAt)),
    )
    .limit(1);
  return row !== undefined;
}

/** Ends one session (logout). */
export async function revokeSession(db: Executor, tokenHash: string, cache?: SessionCache): Promise<void> {
  // Forgotten before and after the delete: no lookup under way at either moment is remembered.
  cache?.forgetToken(tokenHash);
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  cache?.forgetToken(tokenHash);
}

/** Ends every session of an employee (password changed or reset, signed out everywhere, reactivated). */
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

/** Deletes the sessions that have expired or gone unused for `idleMs`. */
export async function deleteExpiredSessions(db: Executor, idleMs: number): Promise<void> {
  const now = Date.now();
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, new Date(now)), lt(sessions.lastUsedAt, new Date(now - idleMs))));
}

/** A live session of an employee, as the list of where they are signed in shows it. */
export interface SessionDetails {
  id: bigint;
  tokenHash: string;
  browser: string;
  address: string | null;
  createdAt: Date;
  lastUsedAt: Date;
}

/** The employee's live sessions (not expired, not idle for `idleMs`), the last used first. */
export function liveSessions(db: Executor, employeeId: bigint, idleMs: number): Promise<SessionDetails[]> {
  const now = Date.now();
  return db
    .select({
      id: sessions.id,
      tokenHash: sessions.tokenHash,
      browser: sessions.browser,
      address: sessions.address,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.employeeId, employeeId),
        gt(sessions.expiresAt, new Date(now)),
        gt(sessions.lastUsedAt, new Date(now - idleMs)),
      ),
    )
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.id));
}

/** The token hash of the employee's session `id`, if the employee has one of that id. */
export async function sessionOf(db: Executor, employeeId: bigint, id: bigint): Promise<string | undefined> {
  const [row] = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.employeeId, employeeId)));
  return row?.tokenHash;
}
