import type { Session } from '../core/session.js';

/** How long a verified session is trusted without asking the database again: a bound on any staleness. */
const MAX_AGE_MS = 60_000;
/** Sessions remembered at most; the oldest is forgotten first. */
const MAX_ENTRIES = 10_000;

/** What a remembered session answers: its employee and their role (and for an API token, the token). */
export type SessionHolder = Pick<Session, 'employeeId' | 'level' | 'apiToken'>;

interface Entry extends SessionHolder {
  /** When to ask the database again: the session's expiry or the max age, whichever comes first. */
  recheckAt: number;
}

/**
 * Verified sessions (and API tokens, whose revocations are announced the same way), remembered by token hash, so a signed-in call does not cost a database query each time. It must
 * hear of every revocation: with the embedded database every revocation goes through this process (the data dir is
 * locked), which forgets the revoked sessions at once; with a PostgreSQL server other processes may revoke too, and
 * the database tells this one (session-revocations.ts), which suspends the cache while it cannot hear.
 *
 * A lookup that was under way while a revocation happened, or while the cache was suspended or resumed, is not
 * remembered (the revision check): it may have read the session just before it was deleted.
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  #revision = 0;
  #suspended = false;

  /** The employee (and role) of a remembered, still valid session. */
  get(tokenHash: string, now = Date.now()): SessionHolder | undefined {
    if (this.#suspended) return undefined;
    const entry = this.#entries.get(tokenHash);
    if (entry === undefined) return undefined;
    if (entry.recheckAt <= now) {
      this.#entries.delete(tokenHash);
      return undefined;
    }
    const { employeeId, level, apiToken } = entry;
    return apiToken === undefined ? { employeeId, level } : { employeeId, level, apiToken };
  }

  /** Taken before a database lookup and handed back to {@link remember}. */
  revision(): number {
    return this.#revision;
  }

  /**
   * Remembers a session the database confirmed, until `validUntil` at the latest (its expiry, or when it would
   * go idle), unless a revocation happened since `revision`.
   */
  remember(
    tokenHash: string,
    holder: SessionHolder,
    validUntil: Date,
    revision: number,
    now = Date.now(),
  ): void {
    if (this.#suspended || revision !== this.#revision) return;
    if (this.#entries.size >= MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(tokenHash, {
      employeeId: holder.employeeId,
      level: holder.level,
      ...(holder.apiToken === undefined ? {} : { apiToken: holder.apiToken }),
      recheckAt: Math.min(validUntil.getTime(), now + MAX_AGE_MS),
    });
  }

  /** Forgets one session (logout). */
  forgetToken(tokenHash: string): void {
    this.#revision += 1;
    this.#entries.delete(tokenHash);
  }

  /** Forgets every session of an employee (password changed or reset, role changed, deactivated). */
  forgetEmployee(employeeId: bigint): void {
    this.#revision += 1;
    for (const [tokenHash, entry] of this.#entries) {
      if (entry.employeeId === employeeId) this.#entries.delete(tokenHash);
    }
  }

  /** Forgets every session and neither answers nor remembers until {@link resume}: revocations may go unheard. */
  suspend(): void {
    this.#revision += 1;
    this.#suspended = true;
    this.#entries.clear();
  }

  /** Answers and remembers again, once every revocation from now on will be heard. */
  resume(): void {
    this.#revision += 1;
    this.#suspended = false;
  }
}
