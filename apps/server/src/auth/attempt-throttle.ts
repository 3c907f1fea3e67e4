export interface ThrottleRule {
  /** How many failures a key may have within the window before it is refused. */
  limit: number;
  windowMs: number;
}

/**
 * Counts failures per key within a sliding window (in memory: one server process owns a data directory).
 * `retryAfter` answers the seconds until the key may try again, or 0 when it may try now.
 */
export class AttemptThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly rule: ThrottleRule,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.rule.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }

  retryAfter(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.rule.limit) return 0;
    const oldestThatCounts = recent[recent.length - this.rule.limit] ?? this.now();
    return Math.max(1, Math.ceil((oldestThatCounts + this.rule.windowMs - this.now()) / 1000));
  }

  fail(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    this.failures.set(key, recent);
    if (this.failures.size > 100_000) this.prune();
  }

  clear(key: string): void {
    this.failures.delete(key);
  }

  private prune(): void {
    for (const key of [...this.failures.keys()]) this.recent(key);
  }
}
