/** How long a delivery is retried before it is given up, and its endpoint disabled when nothing got through. */
export const RETRY_FOR_MS = 3 * 24 * 60 * 60 * 1000;

// Growing delays between attempts (Standard Webhooks' suggestion: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, then every
// 10 h), each stretched by up to a fifth at random so that many failed deliveries do not all come back at once.
const DELAYS_MS = [5_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 5 * 3_600_000, 10 * 3_600_000];

/**
 * When to try again after `attempts` failed attempts of a delivery first tried at `firstAt`: the growing delay with
 * jitter, or the receiver's `Retry-After` when it asks for longer; undefined once 3 days are over.
 */
export function nextAttemptAt(
  attempts: number,
  firstAt: number,
  now: number,
  retryAfterSeconds: number | undefined,
  random: () => number = Math.random,
): number | undefined {
  const base = DELAYS_MS[Math.min(attempts, DELAYS_MS.length) - 1] ?? DELAYS_MS[0] ?? 5_000;
  const delay = Math.max(base * (1 + random() / 5), (retryAfterSeconds ?? 0) * 1000);
  const at = now + delay;
  return at - firstAt > RETRY_FOR_MS ? undefined : at;
}
