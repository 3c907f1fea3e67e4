import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { WebhookTargets } from './webhook-targets.js';

/** How long a receiver has to answer a delivery. */
export const DELIVERY_TIMEOUT_MS = 10_000;

/** How much of a receiver's answer the delivery log keeps. */
export const ANSWER_KEPT_BYTES = 1024;

/** What became of one attempt: the receiver's status and first kilobyte, or why no answer came. */
export type DeliveryOutcome =
  | { kind: 'answered'; status: number; answer: string; retryAfterSeconds: number | undefined }
  | { kind: 'refused'; reason: string }
  | { kind: 'failed'; reason: string };

/** Retry-After in seconds: a number of seconds or an HTTP date (relative to `now`); undefined when neither. */
export function retryAfterSeconds(value: string | undefined, now: number): number | undefined {
  if (value === undefined) return undefined;
  if (/^\d{1,10}$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

function firstBytes(response: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => resolve(Buffer.concat(chunks).subarray(0, ANSWER_KEPT_BYTES).toString('utf8'));
    response.on('data', (chunk: Buffer) => {
      if (size < ANSWER_KEPT_BYTES) chunks.push(chunk);
      size += chunk.length;
      if (size >= ANSWER_KEPT_BYTES) {
        response.destroy();
        done();
      }
    });
    response.on('end', done);
    response.on('error', done);
    response.on('close', done);
  });
}

/**
 * Posts one delivery: the target is checked first (webhook-targets) and the connection goes to the checked address
 * itself (no second lookup that could answer otherwise); a redirect is an answer like any other, never followed.
 */
export async function sendDelivery(
  targets: WebhookTargets,
  url: URL,
  headers: Readonly<Record<string, string>>,
  body: string,
  options: { now: number; timeoutMs?: number } = { now: Date.now() },
): Promise<DeliveryOutcome> {
  const target = await targets.decide(url);
  if (!target.allowed)
    return { kind: 'refused', reason: `${target.reason}${target.address ? ` ${target.address}` : ''}` };
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        lookup: pinned,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'shop-webhooks/1',
        },
        timeout: options.timeoutMs ?? DELIVERY_TIMEOUT_MS,
      },
      (response) => {
        void firstBytes(response).then((answer) =>
          resolve({
            kind: 'answered',
            status: response.statusCode ?? 0,
            answer,
            retryAfterSeconds: retryAfterSeconds(
              typeof response.headers['retry-after'] === 'string'
                ? response.headers['retry-after']
                : undefined,
              options.now,
            ),
          }),
        );
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within the timeout')));
    outgoing.on('error', (error) => resolve({ kind: 'failed', reason: error.message }));
    outgoing.end(body);
  });
}
