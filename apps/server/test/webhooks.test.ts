// Webhooks over real HTTP (issue 34): the owners' operations on endpoints (and every refusal: 400, 401, 403, 404,
// 409), then delivery to a receiver on 127.0.0.1: signed as Standard Webhooks (checked with the reference library),
// retried on a moved clock with Retry-After, in order per record, stopped by a 410, turned off after 3 days of
// failures with a mail to the owners, rotated secrets signing twice for 24 hours, test events, replays, and the
// creator's role deciding which events an endpoint gets. Every listener is on 127.0.0.1: no packet leaves the machine.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { verifyWebhook } from '@shop/sdk';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nextAttemptAt } from '../src/webhooks/retry-schedule.js';
import { pruneDeliveries } from '../src/webhooks/webhook-deliveries.js';
import { addStaff } from './support/staff.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { at, idOf, rows, text } from './support/values.js';

const DAY_MS = 24 * 60 * 60 * 1000;

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on 127.0.0.1: records every request and answers what its `answer` says (200 by default). */
class Receiver {
  readonly received: Received[] = [];
  answer: (request: Received) => { status: number; headers?: Record<string, string>; body?: string } =
    () => ({
      status: 200,
      body: 'thanks',
    });
  #server: Server | undefined;
  port = 0;

  async start(): Promise<void> {
    this.#server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8');
      });
      req.on('end', () => {
        const request = { path: req.url ?? '/', headers: req.headers, body };
        this.received.push(request);
        const { status, headers, body: answer } = this.answer(request);
        res.writeHead(status, headers).end(answer ?? '');
      });
    });
    await new Promise<void>((resolve) => this.#server?.listen(0, '127.0.0.1', resolve));
    const address = this.#server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    this.port = address.port;
  }

  url(path: string): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  at(path: string): Received[] {
    return this.received.filter((request) => request.path === path);
  }

  async stop(): Promise<void> {
    this.#server?.closeAllConnections();
    await new Promise((resolve) => this.#server?.close(resolve));
  }
}

function header(request: Received, name: string): string {
  const value = request.headers[name];
  if (typeof value !== 'string') throw new Error(`no ${name} header`);
  return value;
}

function eventOf(request: Received): { id: string; type: string; recordId: string | null; sequence: number } {
  return JSON.parse(request.body);
}

let server: TestServer;
let owner: string;
const receiver = new Receiver();
let paths = 0;

beforeAll(async () => {
  await receiver.start();
  server = await startTestServer({
    webhookAllowedHosts: ['127.0.0.1', 'tools.test'],
    webhookResolve: async (name) => {
      if (name === 'tools.test') return [{ address: '127.0.0.1', family: 4 }];
      if (name === 'intranet.test') return [{ address: '127.0.0.3', family: 4 }];
      throw new Error(`${name} is not a test name`);
    },
    // The jitter at its widest: every delay is a fifth longer than its base.
    webhookRandom: () => 1,
  });
  owner = await server.login();
});
afterAll(async () => {
  await server?.close();
  await receiver.stop();
});
beforeEach(async () => {
  receiver.answer = () => ({ status: 200, body: 'thanks' });
  // Each test hears only its own endpoints: the earlier tests' are turned off, behind the API's back.
  await server.database.exec('update webhook_endpoints set enabled = false');
});

/** A new endpoint at a path of its own on the receiver, with its secret. */
async function register(
  eventTypes: string[] = ['settings.created', 'settings.updated'],
  token = owner,
): Promise<{ id: string; secret: string; path: string }> {
  const path = `/hook-${++paths}`;
  const made = await server.api('POST', '/webhookEndpoints', {
    token,
    json: { url: receiver.url(path), eventTypes, description: `Test ${paths}` },
  });
  expect(made.status, made.text).toBe(201);
  return { id: idOf(made), secret: text(made.body, 'secret'), path };
}

async function newDivision(name: string): Promise<string> {
  const made = await server.api('POST', '/divisions', { token: owner, json: { name } });
  expect(made.status, made.text).toBe(201);
  return idOf(made);
}

async function renameDivision(id: string, name: string): Promise<void> {
  const changed = await server.api('PATCH', `/divisions/${id}`, { token: owner, json: { name } });
  expect(changed.status, changed.text).toBe(200);
}

async function deliveries(endpointId: string): Promise<unknown[]> {
  const list = await server.api('GET', `/webhookEndpoints/listWebhookDeliveries/${endpointId}?pageSize=500`, {
    token: owner,
  });
  expect(list.status, list.text).toBe(200);
  return rows(list);
}

async function endpointOf(id: string): Promise<unknown> {
  const list = await server.api('GET', '/webhookEndpoints', { token: owner });
  return rows(list).find((row) => at(row, '_id') === id);
}

/** Moves the server's clock on and runs a pass of the dispatcher (what its timer does on a running server). */
async function later(ms: number): Promise<void> {
  server.clock.advance(ms);
  await server.webhooks.runOnce();
}

describe('webhook endpoints: the owners operations', () => {
  it('registers an endpoint: its secret once (whsec_), listed without it, named in the change log', async () => {
    const { id, secret } = await register();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const listed = await endpointOf(id);
    expect(listed).toMatchObject({
      enabled: true,
      disabledReason: null,
      eventTypes: ['settings.created', 'settings.updated'],
      secretLastFour: secret.slice(-4),
      createdBy: { name: expect.any(String) },
    });
    expect(JSON.stringify(listed)).not.toContain(secret.slice(6, 20));
    const log = await server.api('GET', `/changes/WebhookEndpoint/${id}`, { token: owner });
    expect(log.status, log.text).toBe(200);
    expect(rows(log).map((entry) => at(entry, 'operation'))).toEqual(['createWebhookEndpoint']);
    expect(log.text).not.toContain(secret.slice(6, 20));
  });

  it('refuses a URL on a local or private address the server does not allow, by address or by name (400 on url)', async () => {
    for (const url of [
      'http://127.0.0.2:9/in',
      'http://[::1]:9/in',
      'http://intranet.test/in',
      'http://2130706434/in',
      'http://0x7f000002/in',
      'http://169.254.169.254/latest',
      'http://10.1.2.3/in',
    ]) {
      const refused = await server.api('POST', '/webhookEndpoints', {
        token: owner,
        json: { url, eventTypes: ['order.placed'] },
      });
      expect(refused.status, url).toBe(400);
      expect(refused.body, url).toMatchObject({
        fields: { url: expect.stringContaining('WEBHOOK_ALLOWED_HOSTS') },
      });
    }
    // The allow list's name resolves to 127.0.0.1: allowed.
    const named = await server.api('POST', '/webhookEndpoints', {
      token: owner,
      json: { url: `http://tools.test:${receiver.port}/named`, eventTypes: ['order.placed'] },
    });
    expect(named.status, named.text).toBe(201);
  });

  it('refuses what breaks the contract: no event types, an unknown one, another scheme, an unknown field (400)', async () => {
    for (const json of [
      { url: receiver.url('/x'), eventTypes: [] },
      { url: receiver.url('/x'), eventTypes: ['order.exploded'] },
      { url: 'ftp://127.0.0.1/x', eventTypes: ['order.placed'] },
      { url: receiver.url('/x'), eventTypes: ['order.placed'], secret: 'whsec_AAAA' },
    ]) {
      const refused = await server.api('POST', '/webhookEndpoints', { token: owner, json });
      expect(refused.status, JSON.stringify(json)).toBe(400);
    }
    const { id } = await register();
    const backwards = await server.api('POST', `/webhookEndpoints/replayWebhookDeliveries/${id}`, {
      token: owner,
      json: { from: '2026-03-02T00:00:00Z', to: '2026-03-01T00:00:00Z' },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({ fields: { from: expect.any(String) } });
  });

  it('answers 401 without a session, 403 to an employee and to any API token, changing nothing', async () => {
    const { id } = await register();
    const employee = await addStaff(server, owner, 'employee');
    const made = await server.api('POST', '/apiTokens', {
      token: owner,
      json: { name: 'All scopes', scopes: ['orders:read', 'settings:read', 'settings:write', 'events:read'] },
    });
    const apiToken = text(made.body, 'token');
    const calls: [string, string, unknown][] = [
      ['GET', '/webhookEndpoints', undefined],
      ['POST', '/webhookEndpoints', { url: receiver.url('/no'), eventTypes: ['order.placed'] }],
      ['PATCH', `/webhookEndpoints/updateWebhookEndpoint/${id}`, { enabled: false }],
      ['POST', `/webhookEndpoints/rotateWebhookSecret/${id}`, undefined],
      ['POST', `/webhookEndpoints/sendTestWebhook/${id}`, undefined],
      ['GET', `/webhookEndpoints/listWebhookDeliveries/${id}`, undefined],
      ['DELETE', `/webhookEndpoints/deleteWebhookEndpoint/${id}`, undefined],
    ];
    const before = await endpointOf(id);
    for (const [method, path, json] of calls) {
      expect((await server.api(method, path, { json })).status, `${method} ${path}`).toBe(401);
      const asEmployee = await server.api(method, path, { token: employee.token, json });
      expect(asEmployee.status, `${method} ${path}`).toBe(403);
      expect(asEmployee.body).toEqual({ message: expect.stringMatching(/^Only the shop owner can /) });
      expect((await server.api(method, path, { token: apiToken, json })).status, `${method} ${path}`).toBe(
        403,
      );
    }
    expect(await endpointOf(id)).toEqual(before);
    expect(await deliveries(id)).toEqual([]);
  });

  it('answers 404 for an endpoint or delivery there is not', async () => {
    const missing = '987654';
    const calls: [string, string, unknown][] = [
      ['PATCH', `/webhookEndpoints/updateWebhookEndpoint/${missing}`, { enabled: false }],
      ['POST', `/webhookEndpoints/rotateWebhookSecret/${missing}`, undefined],
      ['POST', `/webhookEndpoints/sendTestWebhook/${missing}`, undefined],
      ['GET', `/webhookEndpoints/listWebhookDeliveries/${missing}`, undefined],
      [
        'POST',
        `/webhookEndpoints/replayWebhookDeliveries/${missing}`,
        { from: '2026-01-01T00:00:00Z', to: '2026-02-01T00:00:00Z' },
      ],
      ['POST', `/webhookEndpoints/replayWebhookDelivery/${missing}`, undefined],
      ['DELETE', `/webhookEndpoints/deleteWebhookEndpoint/${missing}`, undefined],
    ];
    for (const [method, path, json] of calls) {
      const answer = await server.api(method, path, { token: owner, json });
      expect(answer.status, `${method} ${path}: ${answer.text}`).toBe(404);
    }
  });

  it('answers 409 for a URL registered already, a test or replay to a turned-off endpoint, a replay of a waiting delivery', async () => {
    const { id, path } = await register();
    const again = await server.api('POST', '/webhookEndpoints', {
      token: owner,
      json: { url: receiver.url(path), eventTypes: ['order.placed'] },
    });
    expect(again.status).toBe(409);
    const other = await register();
    const moved = await server.api('PATCH', `/webhookEndpoints/updateWebhookEndpoint/${other.id}`, {
      token: owner,
      json: { url: receiver.url(path) },
    });
    expect(moved.status).toBe(409);

    receiver.answer = () => ({ status: 500 });
    const test = await server.api('POST', `/webhookEndpoints/sendTestWebhook/${id}`, { token: owner });
    expect(test.status, test.text).toBe(202);
    await server.webhooks.runOnce();
    const waiting = await server.api('POST', `/webhookEndpoints/replayWebhookDelivery/${idOf(test)}`, {
      token: owner,
    });
    expect(waiting.status).toBe(409);

    const off = await server.api('PATCH', `/webhookEndpoints/updateWebhookEndpoint/${id}`, {
      token: owner,
      json: { enabled: false },
    });
    expect(off.body).toMatchObject({ enabled: false, disabledReason: 'owner' });
    expect(
      (await server.api('POST', `/webhookEndpoints/sendTestWebhook/${id}`, { token: owner })).status,
    ).toBe(409);
    const range = {
      from: new Date(server.clock.now() - DAY_MS).toISOString(),
      to: new Date(server.clock.now() + DAY_MS).toISOString(),
    };
    expect(
      (
        await server.api('POST', `/webhookEndpoints/replayWebhookDeliveries/${id}`, {
          token: owner,
          json: range,
        })
      ).status,
    ).toBe(409);
  });

  it('deletes an endpoint with its log; nothing more is sent to it', async () => {
    const { id, path } = await register();
    const gone = await server.api('DELETE', `/webhookEndpoints/deleteWebhookEndpoint/${id}`, {
      token: owner,
    });
    expect(gone.status).toBe(204);
    await newDivision('Deleted endpoint division');
    await server.webhooks.runOnce();
    expect(receiver.at(path)).toEqual([]);
    expect(await endpointOf(id)).toBeUndefined();
  });
});

describe('webhook deliveries', () => {
  it('sends each event of its types, signed as Standard Webhooks: the reference library verifies it', async () => {
    const { id, secret, path } = await register(['settings.created']);
    const division = await newDivision('Signed division');
    await renameDivision(division, 'Signed division, renamed');
    await server.webhooks.runOnce();
    const [request, ...more] = receiver.at(path);
    expect(more).toEqual([]);
    if (request === undefined) throw new Error('nothing received');
    const event = eventOf(request);
    expect(event).toMatchObject({ type: 'settings.created', entityType: 'Division', recordId: division });
    expect(header(request, 'webhook-id')).toBe(event.id);
    expect(request.headers['content-type']).toBe('application/json');
    expect(
      new Webhook(secret).verify(request.body, {
        'webhook-id': header(request, 'webhook-id'),
        'webhook-timestamp': header(request, 'webhook-timestamp'),
        'webhook-signature': header(request, 'webhook-signature'),
      }),
    ).toEqual(event);
    await expect(
      verifyWebhook(secret, request.headers, request.body, { now: server.clock.now }),
    ).resolves.toEqual(event);
    expect(await deliveries(id)).toEqual([
      expect.objectContaining({
        status: 'delivered',
        attempts: 1,
        responseStatus: 200,
        response: 'thanks',
        eventId: event.id,
      }),
    ]);
  });

  it('retries with growing delays and honours Retry-After, on a moved clock; the log keeps the answer', async () => {
    const { id, path } = await register(['settings.created']);
    let answers = 0;
    receiver.answer = () =>
      ++answers === 1
        ? { status: 503, headers: { 'retry-after': '120' }, body: 'busy' }
        : answers === 2
          ? { status: 500, body: 'x'.repeat(5000) }
          : { status: 200 };
    await newDivision('Retried division');
    await server.webhooks.runOnce();
    expect(receiver.at(path)).toHaveLength(1);
    const [first] = await deliveries(id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 503, response: 'busy' });
    // The base delay is 5 s (6 s with the widest jitter), but the receiver asked for 120.
    await later(60_000);
    expect(receiver.at(path)).toHaveLength(1);
    await later(60_000);
    expect(receiver.at(path)).toHaveLength(2);
    const [second] = await deliveries(id);
    expect(second).toMatchObject({ status: 'pending', attempts: 2, responseStatus: 500 });
    expect(String(at(second, 'response'))).toHaveLength(1024);
    // The second delay is 5 minutes (6 with jitter).
    await later(5 * 60_000);
    expect(receiver.at(path)).toHaveLength(2);
    await later(60_000 + 1);
    expect(receiver.at(path)).toHaveLength(3);
    const requests = receiver.at(path);
    expect(new Set(requests.map((request) => header(request, 'webhook-id'))).size).toBe(1);
    expect(await deliveries(id)).toEqual([
      expect.objectContaining({ status: 'delivered', attempts: 3, nextAttemptAt: null }),
    ]);
    // The schedule itself: every delay grows, and the jitter only lengthens it.
    const start = 0;
    const delays = [1, 2, 3, 4, 5, 6].map(
      (n) => (nextAttemptAt(n, start, start, undefined, () => 0) ?? 0) - start,
    );
    expect(delays).toEqual([...delays].sort((a, b) => a - b));
    expect(nextAttemptAt(1, start, start, undefined, () => 0.5)).toBeGreaterThan(delays[0] ?? 0);
  });

  it('keeps each record in order: a failing event holds back that record alone', async () => {
    const { path } = await register(['settings.created', 'settings.updated']);
    // The held record's first event fails once, whenever the dispatcher (woken by each write) gets to it.
    let failedOnce = false;
    receiver.answer = (request) => {
      if (
        !failedOnce &&
        request.path === path &&
        String(at(JSON.parse(request.body), 'data', 'label')).includes('Held')
      ) {
        failedOnce = true;
        return { status: 500 };
      }
      return { status: 200 };
    };
    const held = await newDivision('Held division');
    const free = await newDivision('Free division');
    await renameDivision(held, 'Held division 2');
    await renameDivision(held, 'Held division 3');
    await renameDivision(free, 'Free division 2');
    await server.webhooks.runOnce();
    const seen = () =>
      receiver
        .at(path)
        .map(
          (request) => [eventOf(request).recordId, eventOf(request).type, eventOf(request).sequence] as const,
        );
    // The held record's first event failed; its next two wait behind it; the other record went on.
    expect(seen().filter(([record]) => record === held)).toHaveLength(1);
    expect(
      seen()
        .filter(([record]) => record === free)
        .map(([, type]) => type),
    ).toEqual(['settings.created', 'settings.updated']);
    await later(10_000);
    const heldSequences = seen()
      .filter(([record]) => record === held)
      .map(([, , sequence]) => sequence);
    expect(heldSequences).toHaveLength(4);
    expect(heldSequences.slice(1)).toEqual([...heldSequences.slice(1)].sort((a, b) => a - b));
    expect(heldSequences[0]).toBe(heldSequences[1]);
  });

  it('stops at 410 Gone: the endpoint is turned off and its owners are told', async () => {
    const { id, path } = await register(['settings.created']);
    receiver.answer = () => ({ status: 410 });
    const mailsBefore = (await server.outbox()).length;
    await newDivision('Gone division');
    await server.webhooks.runOnce();
    await newDivision('Gone division 2');
    await server.webhooks.runOnce();
    expect(receiver.at(path)).toHaveLength(1);
    expect(await endpointOf(id)).toMatchObject({ enabled: false, disabledReason: 'gone' });
    expect(await deliveries(id)).toEqual([
      expect.objectContaining({ status: 'failed', responseStatus: 410 }),
    ]);
    const mails = (await server.outbox()).slice(mailsBefore);
    expect(mails.length).toBeGreaterThan(0);
    expect(mails[0]?.text).toContain('410 Gone');
  });

  it('turns off an endpoint that failed for 3 days and mails the owners; turned on again, it sends what waited', async () => {
    const { id, path } = await register(['settings.created']);
    receiver.answer = () => ({ status: 500 });
    const mailsBefore = (await server.outbox()).length;
    await newDivision('Failing division');
    await server.webhooks.runOnce();
    for (let hours = 0; hours < 80 && at(await endpointOf(id), 'enabled') === true; hours += 1) {
      await later(60 * 60_000);
    }
    const off = await endpointOf(id);
    expect(off).toMatchObject({
      enabled: false,
      disabledReason: 'failing',
      failingSince: expect.any(String),
    });
    expect(server.clock.now() - Date.parse(String(at(off, 'failingSince')))).toBeGreaterThanOrEqual(
      3 * DAY_MS,
    );
    const attempts = receiver.at(path).length;
    expect(attempts).toBeGreaterThanOrEqual(6);
    const mails = (await server.outbox()).slice(mailsBefore);
    expect(mails.map((mail) => mail.text).join('\n')).toContain('failed for 3 days');
    expect(mails[0]?.text).toContain(receiver.url(path));

    // Nothing is sent while it is off, even what is committed meanwhile.
    await newDivision('While off');
    await later(DAY_MS);
    expect(receiver.at(path)).toHaveLength(attempts);
    receiver.answer = () => ({ status: 200 });
    const on = await server.api('PATCH', `/webhookEndpoints/updateWebhookEndpoint/${id}`, {
      token: owner,
      json: { enabled: true },
    });
    expect(on.body).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
    await server.webhooks.runOnce();
    const names = receiver
      .at(path)
      .slice(attempts)
      .map((request) => at(JSON.parse(request.body), 'data', 'label'));
    expect(names).toEqual(['Division While off']);
  });

  it('signs with the old and the new secret for 24 hours after a rotation, then with the new one alone', async () => {
    const { id, secret: old, path } = await register(['settings.created']);
    const rotated = await server.api('POST', `/webhookEndpoints/rotateWebhookSecret/${id}`, { token: owner });
    expect(rotated.status, rotated.text).toBe(200);
    const fresh = text(rotated.body, 'secret');
    expect(fresh).not.toBe(old);
    expect(rotated.body).toMatchObject({
      secretLastFour: fresh.slice(-4),
      previousSecretUntil: expect.any(String),
    });
    await newDivision('Rotated division');
    await server.webhooks.runOnce();
    const [during] = receiver.at(path);
    if (during === undefined) throw new Error('nothing received');
    expect(header(during, 'webhook-signature').split(' ')).toHaveLength(2);
    for (const secret of [old, fresh]) {
      await expect(
        verifyWebhook(secret, during.headers, during.body, { now: server.clock.now }),
      ).resolves.toBeDefined();
    }
    server.clock.advance(DAY_MS + 1);
    await newDivision('After the overlap');
    await server.webhooks.runOnce();
    const after = receiver.at(path)[1];
    if (after === undefined) throw new Error('nothing received');
    expect(header(after, 'webhook-signature').split(' ')).toHaveLength(1);
    await expect(
      verifyWebhook(fresh, after.headers, after.body, { now: server.clock.now }),
    ).resolves.toBeDefined();
    await expect(verifyWebhook(old, after.headers, after.body, { now: server.clock.now })).rejects.toThrow();
  });

  it('sends a test event to its endpoint alone, and replays one delivery or a time range with the same webhook-id', async () => {
    const first = await register(['settings.created', 'webhook.tested']);
    const second = await register(['webhook.tested']);
    const test = await server.api('POST', `/webhookEndpoints/sendTestWebhook/${first.id}`, { token: owner });
    expect(test.status, test.text).toBe(202);
    expect(test.body).toMatchObject({ eventType: 'webhook.tested', status: 'pending', replay: true });
    await server.webhooks.runOnce();
    const [tested] = receiver.at(first.path);
    if (tested === undefined) throw new Error('no test event');
    expect(eventOf(tested)).toMatchObject({
      type: 'webhook.tested',
      entityType: 'WebhookEndpoint',
      recordId: first.id,
    });
    await expect(
      verifyWebhook(first.secret, tested.headers, tested.body, { now: server.clock.now }),
    ).resolves.toBeDefined();
    expect(receiver.at(second.path)).toEqual([]);

    const replay = await server.api('POST', `/webhookEndpoints/replayWebhookDelivery/${idOf(test)}`, {
      token: owner,
    });
    expect(replay.status, replay.text).toBe(202);
    await newDivision('Replayed division');
    await server.webhooks.runOnce();
    const ids = receiver.at(first.path).map((request) => header(request, 'webhook-id'));
    expect(ids).toHaveLength(3);
    expect(ids[1]).toBe(ids[0]);

    const range = await server.api('POST', `/webhookEndpoints/replayWebhookDeliveries/${first.id}`, {
      token: owner,
      json: {
        from: new Date(server.clock.now() - 60_000).toISOString(),
        to: new Date(server.clock.now() + 1).toISOString(),
      },
    });
    expect(range.body).toEqual({ replayed: 2 });
    await server.webhooks.runOnce();
    const again = receiver
      .at(first.path)
      .slice(3)
      .map((request) => header(request, 'webhook-id'));
    expect(again).toEqual([ids[0], ids[2]]);
    expect((await deliveries(first.id)).filter((delivery) => at(delivery, 'replay') === true)).toHaveLength(
      4,
    );
  });

  it('sends only what its creator may read: an owner-only kind stops when the creator is no owner', async () => {
    const partner = await addStaff(server, owner, 'owner', 'Partner Owner');
    const { path } = await register(['invite.created', 'settings.created'], partner.token);
    const invite = async (email: string) => {
      const made = await server.api('POST', '/manageEmployees/employeeinvite', {
        token: owner,
        json: { email, level: 'employee' },
      });
      expect(made.status, made.text).toBe(201);
    };
    await invite('first.invitee@shop.test');
    await server.webhooks.runOnce();
    expect(receiver.at(path).map((request) => eventOf(request).type)).toEqual(['invite.created']);
    const demoted = await server.api('PUT', `/manageEmployees/changeEmployeeRole/${partner.id}`, {
      token: owner,
      json: { level: 'employee' },
    });
    expect(demoted.status, demoted.text).toBe(200);
    await invite('second.invitee@shop.test');
    await newDivision('Seen by employees too');
    await server.webhooks.runOnce();
    expect(receiver.at(path).map((request) => eventOf(request).type)).toEqual([
      'invite.created',
      'settings.created',
    ]);
  });

  it('keeps the delivery log 30 days', async () => {
    const { id } = await register(['settings.created']);
    await newDivision('Pruned division');
    await server.webhooks.runOnce();
    expect(await deliveries(id)).toHaveLength(1);
    await pruneDeliveries(server.database.db, server.clock.now() + 29 * DAY_MS);
    expect(await deliveries(id)).toHaveLength(1);
    expect(await pruneDeliveries(server.database.db, server.clock.now() + 31 * DAY_MS)).toBeGreaterThan(0);
    expect(await deliveries(id)).toEqual([]);
  });
});
