import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextAttemptAt, RETRY_FOR_MS } from '../src/webhooks/retry-schedule.js';
import { ANSWER_KEPT_BYTES, retryAfterSeconds, sendDelivery } from '../src/webhooks/send-delivery.js';
import { WebhookTargets } from '../src/webhooks/webhook-targets.js';

// Every listener and target here is on 127.0.0.0/8 or ::1: no packet leaves the machine.
interface Listener {
  server: Server;
  port: number;
  received: { url: string | undefined; headers: IncomingHttpHeaders; body: string }[];
}

async function listen(host: string, answer: (url: string, res: ServerResponse) => void) {
  const received: Listener['received'] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      received.push({ url: req.url, headers: req.headers, body });
      answer(req.url ?? '/', res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The listener has no port.');
  const { port } = address;
  return { server, port, received } satisfies Listener;
}

const now = Date.parse('2026-03-01T10:00:00Z');
const listeners: Listener[] = [];
let receiver: Listener;
let elsewhere: Listener;
let unlisted: Listener;

beforeAll(async () => {
  elsewhere = await listen('127.0.0.4', (_url, res) => res.end('should never be reached'));
  unlisted = await listen('127.0.0.2', (_url, res) => res.end('should never be reached'));
  receiver = await listen('127.0.0.1', (url, res) => {
    if (url === '/redirect') {
      res.writeHead(307, { location: `http://127.0.0.4:${elsewhere.port}/stolen` }).end();
    } else if (url === '/busy') {
      res.writeHead(503, { 'retry-after': '120' }).end('busy');
    } else if (url === '/long') {
      res.end('x'.repeat(50_000));
    } else if (url === '/silent') {
      // never answers: the delivery's own timeout ends it
    } else res.end('ok');
  });
  listeners.push(elsewhere, unlisted, receiver);
});

afterAll(async () => {
  for (const { server } of listeners) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const targets = new WebhookTargets(['127.0.0.1', 'receiver.test'], async (name) =>
  name === 'receiver.test' ? [{ address: '127.0.0.1', family: 4 }] : [],
);
const send = (url: string, timeoutMs?: number) =>
  sendDelivery(targets, new URL(url), { 'webhook-id': 'msg_1' }, '{"a":1}', { now, timeoutMs });

describe('sending one delivery', () => {
  it('posts the body and headers to an allowed receiver and keeps its answer', async () => {
    const outcome = await send(`http://127.0.0.1:${receiver.port}/in`);
    expect(outcome).toEqual({ kind: 'answered', status: 200, answer: 'ok', retryAfterSeconds: undefined });
    expect(receiver.received.at(-1)).toMatchObject({
      url: '/in',
      body: '{"a":1}',
      headers: { 'webhook-id': 'msg_1', 'content-type': 'application/json' },
    });
  });

  it('connects to the address the check answered for a name, with the name as Host', async () => {
    const outcome = await send(`http://receiver.test:${receiver.port}/named`);
    expect(outcome).toMatchObject({ kind: 'answered', status: 200 });
    expect(receiver.received.at(-1)?.headers.host).toBe(`receiver.test:${receiver.port}`);
  });

  it('refuses a loopback address the allow list does not name (127.0.0.2, [::1]); nothing arrives there', async () => {
    await expect(send(`http://127.0.0.2:${unlisted.port}/`)).resolves.toMatchObject({ kind: 'refused' });
    await expect(send('http://[::1]:9/')).resolves.toMatchObject({ kind: 'refused' });
    expect(unlisted.received).toEqual([]);
  });

  it('never follows a redirect: the 307 is the answer, and its target records no request', async () => {
    const outcome = await send(`http://127.0.0.1:${receiver.port}/redirect`);
    expect(outcome).toMatchObject({ kind: 'answered', status: 307 });
    expect(elsewhere.received).toEqual([]);
  });

  it('keeps the first kilobyte of a long answer and reads Retry-After', async () => {
    const long = await send(`http://127.0.0.1:${receiver.port}/long`);
    expect(long.kind === 'answered' && long.answer.length).toBe(ANSWER_KEPT_BYTES);
    await expect(send(`http://127.0.0.1:${receiver.port}/busy`)).resolves.toEqual({
      kind: 'answered',
      status: 503,
      answer: 'busy',
      retryAfterSeconds: 120,
    });
  });

  it('fails a receiver that does not answer within its timeout, and one nobody listens at', async () => {
    await expect(send(`http://127.0.0.1:${receiver.port}/silent`, 50)).resolves.toMatchObject({
      kind: 'failed',
    });
    await expect(send('http://127.0.0.1:9/')).resolves.toMatchObject({ kind: 'failed' });
  });
});

describe('the retry schedule', () => {
  const first = now;
  it('grows from seconds to hours, with up to a fifth of jitter', () => {
    expect(nextAttemptAt(1, first, first, undefined, () => 0)).toBe(first + 5_000);
    expect(nextAttemptAt(1, first, first, undefined, () => 0.999)).toBeCloseTo(first + 5_000 * 1.2, -1);
    expect(nextAttemptAt(2, first, first, undefined, () => 0)).toBe(first + 300_000);
    expect(nextAttemptAt(9, first, first, undefined, () => 0)).toBe(first + 10 * 3_600_000);
  });

  it('waits at least what Retry-After asks', () => {
    expect(nextAttemptAt(1, first, first, 600, () => 0)).toBe(first + 600_000);
    expect(nextAttemptAt(3, first, first, 1, () => 0)).toBe(first + 30 * 60_000);
  });

  it('gives up once the next attempt would fall after 3 days', () => {
    const late = first + RETRY_FOR_MS - 3_600_000;
    expect(nextAttemptAt(7, first, late, undefined, () => 0)).toBeUndefined();
    expect(nextAttemptAt(7, first, late - 10 * 3_600_000, undefined, () => 0)).toBeDefined();
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(retryAfterSeconds('30', now)).toBe(30);
    expect(retryAfterSeconds(new Date(now + 90_000).toUTCString(), now)).toBe(90);
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
    expect(retryAfterSeconds(undefined, now)).toBeUndefined();
  });
});
