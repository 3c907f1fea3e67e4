/**
 * A new `Idempotency-Key`: 128 random bits as hex. Made with `getRandomValues`, which every browser has on any
 * address (`randomUUID` is only there on https and localhost).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
