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
    let bucket = this.#buckets.get(id);
    if (bucket === undefined) {
      if (this.#buckets.size >= MAX_BUCKETS) this.#forgetFull(at);
      bucket = { tokens: this.perMinute, at };
      this.#buckets.set(id, bucket);
    }
    // Updated in place: every token call takes one, and a new object each time is garbage each time.
    const tokens = Math.min(this.perMinute, bucket.tokens + (at - bucket.at) * perMs);
    bucket.at = at;
    if (tokens < 1) {
      bucket.tokens = tokens;
      return Math.max(1, Math.ceil((1 - tokens) / perMs / 1000));
    }
    bucket.tokens = tokens - 1;
    return undefined;
  }

  #forgetFull(at: number): void {
    for (const [id, bucket] of this.#buckets) {
      if (at - bucket.at >= 60_000) this.#buckets.delete(id);
    }
  }
}
