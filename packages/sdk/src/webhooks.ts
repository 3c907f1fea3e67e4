import type { ShopEvent } from './events.js';
import { eventTypeValues } from './generated/contract.js';

/** How far a delivery's `webhook-timestamp` may be from the receiver's clock (Standard Webhooks: 5 minutes). */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

const SECRET_PREFIX = 'whsec_';

/** A webhook request's headers: the Fetch API's `Headers`, or Node's `IncomingHttpHeaders`. */
export type WebhookHeaders = Headers | { readonly [name: string]: string | readonly string[] | undefined };

/** A delivery that did not verify: a header is missing, its timestamp is too old or new, or no signature matches. */
export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError';
}

/** Options of `verifyWebhook`: a clock (epoch milliseconds) and the tolerance in seconds. */
export interface VerifyWebhookOptions {
  now?: () => number;
  toleranceSeconds?: number;
}

function isShopEvent(value: unknown): value is ShopEvent {
  if (typeof value !== 'object' || value === null) return false;
  if (!('id' in value && 'sequence' in value && 'type' in value)) return false;
  const { id, sequence, type } = value;
  return (
    typeof id === 'string' && typeof sequence === 'number' && eventTypeValues.some((known) => known === type)
  );
}

function headerOf(headers: WebhookHeaders, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  const value = key === undefined ? undefined : headers[key];
  return typeof value === 'string' ? value : value?.join(', ');
}

function bytesOfBase64(text: string): Uint8Array<ArrayBuffer> | undefined {
  try {
    const binary = atob(text);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return undefined;
  }
}

function base64OfBytes(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

async function keyOf(secret: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  const raw = bytesOfBase64(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret);
  if (raw === undefined || raw.length === 0)
    throw new WebhookVerificationError('The webhook secret is not whsec_ followed by base64.');
  return crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);
}

function signedContent(id: string, timestamp: string, body: string | Uint8Array): Uint8Array<ArrayBuffer> {
  const text = typeof body === 'string' ? body : new TextDecoder('utf-8', { fatal: true }).decode(body);
  return new TextEncoder().encode(`${id}.${timestamp}.${text}`);
}

/**
 * The `webhook-signature` value for a delivery (Standard Webhooks): `v1,<base64 HMAC-SHA256 of id.timestamp.body>`
 * for each secret, separated by spaces (two while a rotated secret still signs). `timestamp` in epoch seconds.
 */
export async function signWebhook(
  secrets: string | readonly string[],
  id: string,
  timestamp: number,
  body: string,
): Promise<string> {
  const content = signedContent(id, String(timestamp), body);
  const signatures = await Promise.all(
    (typeof secrets === 'string' ? [secrets] : secrets).map(async (secret) => {
      const mac = await crypto.subtle.sign('HMAC', await keyOf(secret, 'sign'), content);
      return `v1,${base64OfBytes(new Uint8Array(mac))}`;
    }),
  );
  return signatures.join(' ');
}

/**
 * Checks a webhook delivery from the shop and answers its event: the `webhook-id`, `webhook-timestamp` (within 5
 * minutes of now) and `webhook-signature` headers (any of its `v1` signatures made with `secret`, compared in
 * constant time by Web Crypto). Pass the body exactly as received. Throws `WebhookVerificationError` otherwise.
 */
export async function verifyWebhook(
  secret: string,
  headers: WebhookHeaders,
  body: string | Uint8Array,
  options: VerifyWebhookOptions = {},
): Promise<ShopEvent> {
  const id = headerOf(headers, 'webhook-id');
  const timestamp = headerOf(headers, 'webhook-timestamp');
  const signature = headerOf(headers, 'webhook-signature');
  if (id === undefined || timestamp === undefined || signature === undefined)
    throw new WebhookVerificationError(
      'The request lacks a webhook-id, webhook-timestamp or webhook-signature header.',
    );
  if (!/^\d{1,12}$/.test(timestamp))
    throw new WebhookVerificationError('The webhook-timestamp is not a number.');
  const now = Math.floor((options.now ?? Date.now)() / 1000);
  const tolerance = options.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS;
  if (Math.abs(now - Number(timestamp)) > tolerance)
    throw new WebhookVerificationError(
      'The webhook-timestamp is too far from now (a replay, or a wrong clock).',
    );
  let content: Uint8Array<ArrayBuffer>;
  try {
    content = signedContent(id, timestamp, body);
  } catch {
    throw new WebhookVerificationError('The body is not UTF-8 text.');
  }
  const key = await keyOf(secret, 'verify');
  for (const part of signature.split(' ')) {
    const [version, value] = part.split(',', 2);
    if (version !== 'v1' || value === undefined) continue;
    const mac = bytesOfBase64(value);
    if (mac !== undefined && (await crypto.subtle.verify('HMAC', key, mac, content))) {
      const text = typeof body === 'string' ? body : new TextDecoder().decode(body);
      const event: unknown = JSON.parse(text);
      if (!isShopEvent(event)) throw new WebhookVerificationError('The body is not a shop event.');
      return event;
    }
  }
  throw new WebhookVerificationError('No webhook-signature matches the secret.');
}
