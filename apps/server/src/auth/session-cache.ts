/** How long a verified session is trusted without asking the database again: a bound on any staleness. */
const MAX_AGE_MS = 60_000;
/** Sessions remembered at most; the oldest is forgotten first. */
const MAX_ENTRIES = 10_000;

interface Entry {
  employeeId: bigint;
  /** When to ask the database again: the session's expiry or the max age, whichever comes first. */
  recheckAt: number;
}

/**
 * Verified sessions, remembered by token hash, so a signed-in call does not cost a database query each time. Only
 * for the embedded database: one process owns it (the data dir is locked) and every revocation goes through this
 * process, which forgets the revoked sessions at once. With a PostgreSQL server other processes may revoke, so the
 * server does not use it there.
 *
 * A lookup that was under way while a revocation happened is not remembered (the revision check): it may have
 * read the session just before it was deleted.
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  #revision = 0;

  /** The employee of a remembered, still valid session. */
  get(tokenHash: string, now = Date.now()): bigint | undefined {
    const entry = this.#entries.get(tokenHash);
    if (entry === undefined) return undefined;
    if (entry.recheckAt <= now) {
      this.#entries.delete(tokenHash);
      return undefined;
    }
    return entry.employeeId;
  }

  /** Taken before a database lookup and handed back to {@link remember}. */
  revision(): number {
    return this.#revision;
  }

  /** Remembers a session the database confirmed, unless a revocation happened since `revision`. */
  remember(tokenHash: string, employeeId: bigint, expiresAt: Date, revision: number, now = Date.now()): void {
    if (revision !== this.#revision) return;
    if (this.#entries.size >= MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(tokenHash, { employeeId, recheckAt: Math.min(expiresAt.getTime(), now + MAX_AGE_MS) });
  }

  /** Forgets one session (logout). */
  forgetToken(tokenHash: string): void {
    this.#revision += 1;
    this.#entries.delete(tokenHash);
  }

  /** Forgets every session of an employee (password changed or reset). */
  forgetEmployee(employeeId: bigint): void {
    this.#revision += 1;
    for (const [tokenHash, entry] of this.#entries) {
      if (entry.employeeId === employeeId) this.#entries.delete(tokenHash);
    }
  }
}
