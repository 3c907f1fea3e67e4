// What an operator sees: one log line per request (no token, password or mail link in any), request ids,
// Prometheus metrics, readiness apart from health, a JSON log from the real process, and a graceful stop that lets
// the requests under way finish.
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailedToken } from './reliability/support/mail-links.js';
import { freePort, spawnServer, waitHealthy } from './reliability/support/server-process.js';
import { ADMIN, startTestServer, type TestServer } from './support/test-server.js';
import { text } from './support/values.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the request log', () => {
  it('has a line per request: id, method, route by operation id, status, time, and the employee', async () => {
    const login = await server.api('POST', '/employees/login', { json: ADMIN });
    const token = text(login.body, 'token');
    const me = await server.api('GET', '/employees/me', { token });
    const requestId = me.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const entry = server.answered.find((answered) => answered.requestId === requestId);
    expect(entry).toEqual({
      requestId,
      method: 'GET',
      route: 'getCurrentEmployee',
      status: 200,
      ms: expect.any(Number),
      employee: text(me.body, '_id'),
    });
    await server.raw('GET', '/healthz');
    await server.raw('GET', '/media/categories/nothing.png');
    await server.api('POST', '/vats', { token, json: { amount: 'lots' } });
    expect(server.answered.slice(-3).map(({ route, status }) => [route, status])).toEqual([
      ['health', 200],
      ['media', 404],
      ['createVat', 400],
    ]);
  });

  it('keeps a sane X-Request-Id from a proxy, and replaces anything else', async () => {
    const kept = await server.raw('GET', '/healthz', { headers: { 'x-request-id': 'lb-7f3a.42' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a.42');
    const replaced = await server.raw('GET', '/healthz', { headers: { 'x-request-id': 'x'.repeat(100) } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never holds a token, a password or a mail link, not even of calls whose path carries one', async () => {
    const owner = await server.login();
    const email = 'log.watcher@shop.test';
    const invite = await mailedToken(server, email, 'register', () =>
      server.api('POST', '/manageEmployees/employeeinvite', { token: owner, json: { email } }),
    );
    await server.api('GET', `/manageEmployees/getEmailFromToken/${invite}`);
    await server.raw('GET', `/register/${invite}`);
    const password = 'watcher-passphrase-1';
    await server.api('POST', '/employees/login', { json: { email: ADMIN.email, password } });
    const logged = JSON.stringify(server.answered);
    for (const secret of [invite, owner, password, ADMIN.password]) expect(logged).not.toContain(secret);
    expect(server.answered.map((answered) => answered.route)).toContain('getEmailFromToken');
  });
});

describe('metrics and readiness', () => {
  it('GET /metrics: requests by route and status with their latency, the pool, the event loop', async () => {
    const token = await server.login();
    await server.api('GET', '/collections/getCollections', { token });
    const metrics = await fetch(`${server.url}/metrics`);
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const body = await metrics.text();
    expect(body).toMatch(
      /shop_http_requests_total\{route="listCollectionOptions",method="GET",status="200"\} [1-9]/,
    );
    expect(body).toMatch(
      /shop_http_request_duration_seconds_bucket\{le="0.005",route="listCollectionOptions"/,
    );
    expect(body).toMatch(/shop_db_pool_connections\{state="total"\} \d+/);
    expect(body).toMatch(/nodejs_eventloop_lag_seconds \d/);
    expect(body).toMatch(/shop_http_requests_in_flight \d/);
    expect(body).not.toContain(token);
  });

  it('GET /readyz is distinct from /healthz: ready while the database answers', async () => {
    expect((await server.raw('GET', '/readyz')).body).toEqual({ status: 'ready' });
    expect((await server.raw('GET', '/healthz')).body).toEqual({ status: 'ok' });
  });
});

describe('the real process', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'shop-server-test-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('a server others reach (PUBLIC_URL https): /metrics is 404 without METRICS_TOKEN; HSTS on every answer', async () => {
    const running = spawnServer(dataDir, await freePort(), { PUBLIC_URL: 'https://shop.example.com' });
    try {
      await waitHealthy(running);
      const metrics = await fetch(`${running.url}/metrics`);
      expect(metrics.status).toBe(404);
      expect(await metrics.json()).toEqual({ message: 'No metrics here.' });
      for (const answer of [
        metrics,
        await fetch(`${running.url}/healthz`),
        await fetch(`${running.url}/api/employees/me`),
        await fetch(`${running.url}/media/nothing.png`),
        await fetch(`${running.url}/items`),
      ]) {
        expect(answer.headers.get('strict-transport-security'), answer.url).toBe(
          'max-age=31536000; includeSubDomains',
        );
      }
    } finally {
      running.child.kill('SIGTERM');
      await running.exited;
    }
    // Over http (a local trial here), no HSTS: the browser would be sent to an https nobody serves.
    expect((await fetch(`${server.url}/healthz`)).headers.get('strict-transport-security')).toBeNull();
  });

  it('logs JSON lines, wants METRICS_TOKEN when set, and stops gracefully: a request under way finishes', async () => {
    const port = await freePort();
    const running = spawnServer(dataDir, port, { METRICS_TOKEN: 'scrape-secret-1' });
    await waitHealthy(running);
    expect((await fetch(`${running.url}/metrics`)).status).toBe(401);
    const scraped = await fetch(`${running.url}/metrics`, {
      headers: { authorization: 'Bearer scrape-secret-1' },
    });
    expect(scraped.status).toBe(200);

    // A request whose body is still arriving when the server is told to stop.
    let finish = () => {};
    const answer = new Promise<{ status: number; connection: string | undefined; body: string }>(
      (resolve, reject) => {
        const body = JSON.stringify({ email: 'admin@shop.test', password: 'not the right one' });
        const slow = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/employees/login',
            headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
          },
          (response) => {
            let text = '';
            response.on('data', (chunk: Buffer) => {
              text += chunk.toString();
            });
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                connection: response.headers.connection,
                body: text,
              }),
            );
          },
        );
        slow.on('error', reject);
        slow.write(body.slice(0, 10));
        finish = () => slow.end(body.slice(10));
      },
    );
    // The request is under way once the server counts it; then the stop begins, and only then the body ends.
    await expect
      .poll(
        async () =>
          /shop_http_requests_in_flight 2/.test(
            await (
              await fetch(`${running.url}/metrics`, { headers: { authorization: 'Bearer scrape-secret-1' } })
            ).text(),
          ),
        { timeout: 30_000, interval: 20 },
      )
      .toBe(true);
    running.child.kill('SIGTERM');
    await expect
      .poll(() => /stopping; 1 requests under way/.test(running.output()), { timeout: 30_000, interval: 20 })
      .toBe(true);
    // A new connection is no longer taken.
    await expect(fetch(`${running.url}/healthz`)).rejects.toThrow();
    finish();
    const finished = await answer.catch((error: unknown) => {
      throw new Error(`${String(error)}\n${running.output()}`);
    });
    expect(finished.status).toBe(401);
    expect(finished.connection).toBe('close');
    expect(JSON.parse(finished.body)).toEqual({ message: 'Wrong email or password.' });
    expect(await running.exited).toBe(0);

    const lines = running
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'));
    const parsed = lines.map((line) => JSON.parse(line));
    expect(parsed.some((entry) => /listening on/.test(entry.msg))).toBe(true);
    expect(parsed.find((entry) => entry.msg === 'request' && entry.route === 'loginEmployee')).toMatchObject({
      level: 30,
      method: 'POST',
      status: 401,
      reqId: expect.any(String),
    });
    expect(parsed.at(-1)).toMatchObject({ msg: 'Stopped' });
    expect(running.output()).not.toContain('scrape-secret-1');
  });
});
