import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { HttpError } from '../core/http-error.js';
import type { Message } from '../core/messages.js';
import type { Session } from '../core/session.js';
import type { Executor } from '../db/executor.js';
import { apiTokens, employees } from '../db/schema.js';
import { hasValidChecksum } from './api-token-format.js';
import type { ApiTokenLastUse } from './api-token-last-use.js';
import type { ApiTokenRate } from './api-token-rate.js';
import type { SessionCache, SessionHolder } from './session-cache.js';
import { hashToken } from './tokens.js';

/**
 * The one answer to a token that opens nothing, whatever the reason (mistyped, unknown, expired, revoked, its
 * creator deactivated): a tool's operator is told no more than that.
 */
const TOKEN_REFUSED: Message = /*i18n*/ {
  id: 'auth.apiTokenRefused',
  message: 'This API token is unknown, expired or revoked.',
};

function prepareTokenLookup(db: Executor) {
  return db
    .select({
      id: apiTokens.id,
      scopes: apiTokens.scopes,
      employeeId: apiTokens.createdBy,
      level: employees.level,
      expiresAt: apiTokens.expiresAt,
      lastUsedAt: apiTokens.lastUsedAt,
    })
    .from(apiTokens)
    .innerJoin(employees, eq(employees.id, apiTokens.createdBy))
    .where(
      and(
        eq(apiTokens.tokenHash, sql.placeholder('tokenHash')),
        gt(apiTokens.expiresAt, sql.placeholder('now')),
        isNull(apiTokens.revokedAt),
        isNull(employees.deactivatedAt),
      ),
    )
    .limit(1)
    .prepare('api_token_lookup');
}

const tokenLookups = new WeakMap<Executor, ReturnType<typeof prepareTokenLookup>>();

/** The live token of a hash, as a prepared statement (as the session lookup is). */
function tokenLookup(db: Executor) {
  let lookup = tokenLookups.get(db);
  if (lookup === undefined) {
    lookup = prepareTokenLookup(db);
    tokenLookups.set(db, lookup);
  }
  return lookup;
}

/** How API tokens are checked: the server's clock, its cache of verified tokens, their last use and their rate. */
export interface ApiTokenRules {
  now: () => number;
  cache?: SessionCache;
  lastUse: ApiTokenLastUse;
  rate: ApiTokenRate;
}

/**
 * Resolves an API token's secret to a session of its creator (with the creator's current role and the token's
 * scopes), or throws a 401: a secret whose checksum is wrong is refused before the database is asked. A call past
 * the token's rate is a 429. Its last use (time and client address) is written at most once a minute.
 */
export async function authenticateApiToken(
  db: Executor,
  secret: string,
  clientAddress: string,
  { now, cache, lastUse, rate }: ApiTokenRules,
): Promise<Session> {
  const tokenHash = hashToken(secret);
  const at = now();
  // A remembered token passed its checksum when it was looked up: only the others are checked, before the database.
  const remembered = cache?.get(tokenHash, at);
  if (remembered?.apiToken === undefined && !hasValidChecksum(secret))
    throw new HttpError(401, TOKEN_REFUSED);
  const principal =
    remembered?.apiToken === undefined
      ? await lookUp(db, tokenHash, at, cache, lastUse)
      : { employeeId: remembered.employeeId, level: remembered.level, apiToken: remembered.apiToken };
  const { id } = principal.apiToken;
  const wait = rate.take(id);
  if (wait !== undefined) {
    throw new HttpError(
      429,
      /*i18n*/ {
        id: 'throttle.apiToken',
        message:
          '{seconds, plural, one {Too many calls with this API token. Try again in {seconds} second.} other {Too many calls with this API token. Try again in {seconds} seconds.}}',
        values: { seconds: wait },
      },
      undefined,
      { 'Retry-After': String(wait) },
    );
  }
  const writing = lastUse.used(db, id, at, clientAddress);
  if (writing !== undefined) await writing;
  return { ...principal, tokenHash };
}

/** The token of `tokenHash` as the database has it now, remembered in `cache`; a 401 when it opens nothing. */
async function lookUp(
  db: Executor,
  tokenHash: string,
  at: number,
  cache: SessionCache | undefined,
  lastUse: ApiTokenLastUse,
): Promise<Required<SessionHolder>> {
  const revision = cache?.revision();
  const [row] = await tokenLookup(db).execute({ tokenHash, now: new Date(at) });
  if (row === undefined) throw new HttpError(401, TOKEN_REFUSED);
  lastUse.seen(row.id, row.lastUsedAt);
  const holder = {
    employeeId: row.employeeId,
    level: row.level,
    apiToken: { id: row.id, scopes: row.scopes },
  };
  if (revision !== undefined) cache?.remember(tokenHash, holder, row.expiresAt, revision, at);
  return holder;
}
