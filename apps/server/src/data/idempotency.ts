// Requests sent with an `Idempotency-Key` (the IETF httpapi draft): the same key and body within 24 hours answer
// the first answer again and do nothing more; the same key with another body is a 422; a second request while the
// first is still being answered is a 409. Keys belong to their caller. The request's work, the claim of its key and
// the answer kept for it are one transaction: an answer is kept exactly when its work is committed, and a request
// that failed keeps nothing (its retry is tried afresh).
import { createHash } from 'node:crypto';
import { and, eq, gt, lt, lte, sql } from 'drizzle-orm';
import { HttpError } from '../core/http-error.js';
import type { Executor, Tx } from '../db/executor.js';
import { idempotencyKeys } from '../db/schema.js';

/** How long a key's answer is kept (and answered again). */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** One request's key: whose it is, the key, and what the request was. */
export interface IdempotentRequest {
  /** `employee:<id>` (API tokens will add `token:<id>`). */
  caller: string;
  key: string;
  /** {@link fingerprintOf} the request. */
  fingerprint: string;
  /** When it arrived (the server's clock). */
  at: Date;
}

/** An answer kept for a key. */
export interface KeptAnswer {
  status: number;
  /** The answer's JSON text, as it was sent. */
  body: string;
  headers: { [name: string]: string };
}

/** JSON with every object's keys in order: two bodies that say the same are the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, member]) => member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, member]) => `${JSON.stringify(name)}:${canonicalJson(member)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The SHA-256 (hex) of a request: its operation and its body as canonical JSON. */
export function fingerprintOf(operation: string, body: unknown): string {
  return createHash('sha256')
    .update(`${operation}\n${canonicalJson(body)}`)
    .digest('hex');
}

/** The advisory lock of a caller's key: 64 bits of the SHA-256 of both. */
function lockOf(caller: string, key: string): bigint {
  return createHash('sha256').update(`idempotency\n${caller}\n${key}`).digest().readBigInt64BE(0);
}

/**
 * Claims the request's key for the transaction `tx`, which then does the request's work (and keeps its answer with
 * {@link keepAnswer}). Answers the kept answer when the key has one for the same request (to send again); throws a
 * 409 while another transaction holds the key (its request is still being answered: a lock taken without waiting,
 * across server processes) and a 422 when the key's answer was for another request.
 */
export async function claimKey(tx: Tx, request: IdempotentRequest): Promise<KeptAnswer | undefined> {
  const result = await tx.execute(
    sql`select pg_try_advisory_xact_lock(${lockOf(request.caller, request.key)}::bigint) as taken`,
  );
  if (!lockTaken(result)) {
    throw new HttpError(
      409,
      /*i18n*/ {
        id: 'idempotency.stillAnswering',
        message: 'A request with this Idempotency-Key is still being answered; try again in a moment.',
      },
      undefined,
      { 'Retry-After': '1' },
    );
  }
  const [kept] = await tx
    .select({
      fingerprint: idempotencyKeys.fingerprint,
      status: idempotencyKeys.status,
      body: idempotencyKeys.body,
      headers: idempotencyKeys.headers,
    })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.caller, request.caller),
        eq(idempotencyKeys.key, request.key),
        gt(idempotencyKeys.createdAt, new Date(request.at.getTime() - IDEMPOTENCY_WINDOW_MS)),
      ),
    );
  if (kept === undefined) return undefined;
  if (kept.fingerprint !== request.fingerprint) {
    throw new HttpError(
      422,
      /*i18n*/ {
        id: 'idempotency.keyReused',
        message:
          'This Idempotency-Key was sent before with another request; nothing was done. Send a new key for a new request.',
      },
    );
  }
  return { status: kept.status, body: kept.body, headers: kept.headers };
}

function lockTaken(result: unknown): boolean {
  if (typeof result !== 'object' || result === null || !('rows' in result) || !Array.isArray(result.rows)) {
    return false;
  }
  const [row]: unknown[] = result.rows;
  return typeof row === 'object' && row !== null && 'taken' in row && row.taken === true;
}

/** Keeps the answer of the request whose key `tx` claimed (replacing one kept for it over 24 hours ago). */
export async function keepAnswer(tx: Tx, request: IdempotentRequest, answer: KeptAnswer): Promise<void> {
  const expired = new Date(request.at.getTime() - IDEMPOTENCY_WINDOW_MS);
  const kept = await tx
    .insert(idempotencyKeys)
    .values({
      caller: request.caller,
      key: request.key,
      fingerprint: request.fingerprint,
      createdAt: request.at,
      ...answer,
    })
    .onConflictDoUpdate({
      target: [idempotencyKeys.caller, idempotencyKeys.key],
      set: {
        fingerprint: request.fingerprint,
        status: answer.status,
        body: answer.body,
        headers: answer.headers,
        createdAt: request.at,
      },
      setWhere: lte(idempotencyKeys.createdAt, expired),
    })
    .returning({ key: idempotencyKeys.key });
  // The claim's lock keeps every other request with the key out, so a key kept meanwhile is a broken promise.
  if (kept.length === 0) throw new Error('an Idempotency-Key was answered twice at once');
}

/** Removes the answers kept over 24 hours (the hourly upkeep); answers how many went. */
export async function pruneIdempotencyKeys(db: Executor, now: number): Promise<number> {
  const removed = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now - IDEMPOTENCY_WINDOW_MS)))
    .returning({ key: idempotencyKeys.key });
  return removed.length;
}
