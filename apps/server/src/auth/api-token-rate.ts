/** Calls a token may make per minute unless API_TOKEN_RATE says otherwise. */
export const DEFAULT_API_TOKEN_RATE = 600;

/** Buckets kept at most; past it the full ones (tokens idle for a minute) are forgotten. */
const MAX_BUCKETS = 10_000;

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * A token bucket per API token, in this process: `perMinute` calls at once, refilled at `perMinute` a minute. A
 * tool that loops out of control is slowed down without its calls reaching the database.
 */
export class ApiTokenRate {
  readonly #buckets = new Map<bigint, Bucket>();

  constructor(
    readonly perMinute: number,
    private readonly now: () => number,
  ) {}

  /** Takes one call for token `id`: undefined when it may go ahead, else the seconds until it may. */
  take(id: bigint): number | undefined {
    const at = this.now();
    const perMs = this.perMinute / 60_000;
    const bucket = this.#buckets.get(id) ?? { tokens: this.perMinute, at };
    const tokens = Math.min(this.perMinute, bucket.tokens + (at - bucket.at) * perMs);
    if (tokens < 1) {
      this.#buckets.set(id, { tokens, at });
      return Math.max(1, Math.ceil((1 - tokens) / perMs / 1000));
    }
    if (!this.#buckets.has(id) && this.#buckets.size >= MAX_BUCKETS) this.#forgetFull(at);
    this.#buckets.set(id, { tokens: tokens - 1, at });
    return undefined;
  }

  #forgetFull(at: number): void {
    for (const [id, bucket] of this.#buckets) {
      if (at - bucket.at >= 60_000) this.#buckets.delete(id);
    }
  }
}
