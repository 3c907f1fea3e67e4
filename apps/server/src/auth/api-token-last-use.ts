import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Executor } from '../db/executor.js';
import { apiTokens } from '../db/schema.js';

/** How stale a token's last use may get before a call writes it again: at most one write a minute per token. */
export const LAST_USE_PRECISION_MS = 60_000;

/**
 * When each API token was last used, and from where, written at most once a minute: this process remembers when it
 * last wrote (or read) it, and the write itself is conditional, so several processes together write no more often.
 */
export class ApiTokenLastUse {
  readonly #written = new Map<bigint, number>();

  /** What the database said when the token was looked up. */
  seen(id: bigint, lastUsedAt: Date | null): void {
    if (lastUsedAt === null) return;
    const known = this.#written.get(id);
    if (known === undefined || known < lastUsedAt.getTime()) this.#written.set(id, lastUsedAt.getTime());
  }

  /**
   * Records a call at `at` from `address`, unless the token's last use was written less than a minute before:
   * answers the write to wait for, or undefined when there is none (most calls, which then cost no await).
   */
  used(db: Executor, id: bigint, at: number, address: string): Promise<unknown> | undefined {
    const last = this.#written.get(id);
    if (last !== undefined && at - last < LAST_USE_PRECISION_MS) return undefined;
    // Noted before the write, so that calls arriving meanwhile do not write too.
    this.#written.set(id, at);
    return db
      .update(apiTokens)
      .set({ lastUsedAt: new Date(at), lastUsedAddress: address })
      .where(
        and(
          eq(apiTokens.id, id),
          or(isNull(apiTokens.lastUsedAt), lte(apiTokens.lastUsedAt, new Date(at - LAST_USE_PRECISION_MS))),
        ),
      )
      .execute();
  }
}
