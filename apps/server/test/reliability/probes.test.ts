// The nine probes of the security review (issue 18), each as it was run against the server, each failing on the
// code before the fix. Time in the throttles is the test server's clock, moved by the tests, or rows set in the
// database for spawned servers: nothing here waits on the wall clock for a throttle. Probes 1, 5 and 7 run again
// against two server processes on one PostgreSQL database in the PostgreSQL pass.

import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../../src/auth/password.js';
import { counterKey } from '../../src/auth/throttles.js';
import { employees } from '../../src/db/schema.js';
import { loadOpenApiDocument } from '../../src/document/openapi-document.js';
import { loadConfig } from '../../src/load-config.js';
import { createMailer, linkMail } from '../../src/mail/mailer.js';
import { images } from '../support/images.js';
import { ADMIN, startTestServer, type TestServer } from '../support/test-server.js';
import { form } from '../support/values.js';
import { mailedToken } from './support/mail-links.js';
import { type RawAnswer, requestFrom } from './support/raw-http.js';
import { freePort, type ServerProcess, spawnServer, waitHealthy } from './support/server-process.js';

// Counts the expensive steps a request takes: hashing a password, storing a picture.
const spent = vi.hoisted(() => ({ hashes: 0, saves: 0 }));
vi.mock('../../src/auth/password.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/auth/password.js')>();
  return {
    ...real,
    hashPassword: (password: string) => {
      spent.hashes++;
      return real.hashPassword(password);
    },
  };
});
vi.mock('../../src/media/media-store.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/media/media-store.js')>();
  return {
    ...real,
    createMediaStore: (...args: Parameters<typeof real.createMediaStore>) => {
      const store = real.createMediaStore(...args);
      return {
        ...store,
        save: (...args: Parameters<typeof store.save>) => {
          spent.saves++;
          return store.save(...args);
        },
      };
    },
  };
});

const onPostgres = process.env.PG_TEST_URL !== undefined && process.env.PG_TEST_URL !== '';
const MINUTE = 60_000;

let server: TestServer;
let ownerToken: string;

beforeAll(async () => {
  // As behind the reverse proxy docs/running-a-shop.md recommends: the proxy is 127.0.0.1, and says who its client is.
  server = await startTestServer({ trustedProxies: ['127.0.0.1'] });
  ownerToken = await server.login();
});
afterAll(() => server?.close());

/** A request through the trusted proxy (127.0.0.1) for the client at `client`. */
function via(client: string, apiPath: string, json: unknown, method = 'POST', token?: string) {
  return requestFrom('127.0.0.1', `${server.url}/api${apiPath}`, {
    method,
    json,
    headers: {
      'x-forwarded-for': client,
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
  });
}

const login = (client: string, credentials: { email: string; password: string }) =>
  via(client, '/employees/login', credentials);
const forgot = (client: string, email: string) => via(client, '/employees/forgotEmployeePassword', { email });

/** Adds an employee behind the API's back; answers its id. */
async function newEmployee(email: string, password: string): Promise<string> {
  const [row] = await server.database.db
    .insert(employees)
    .values({ name: email, email, passwordHash: await hashPassword(password) })
    .returning({ id: employees.id });
  return String(row?.id);
}

/** The answer after waiting out at most `maxSeconds` of a 429 on the test clock. */
async function afterWaiting(maxSeconds: number, attempt: () => Promise<RawAnswer>): Promise<RawAnswer> {
  const first = await attempt();
  if (first.status !== 429) return first;
  const wait = Number(first.headers['retry-after']);
  expect(wait, first.text).toBeLessThanOrEqual(maxSeconds);
  server.clock.advance(wait * 1000);
  return attempt();
}

async function mailsTo(outboxDir: string, to: string): Promise<number> {
  const files = await readdir(outboxDir).catch(() => []);
  const { readFile } = await import('node:fs/promises');
  let n = 0;
  for (const file of files) {
    if ((await readFile(path.join(outboxDir, file), 'utf8')).includes(`To: ${to}`)) n++;
  }
  return n;
}

/** Reset mails withheld from the employee `id`, as the log says (by id: the log names no email). */
const notMailed = (logs: string, id: string) =>
  logs.split('\n').filter((line) => line.includes(`Password reset for employee ${id} not mailed`)).length;

describe('1. behind the reverse proxy, each client is throttled by its own address', () => {
  it('20 wrong passwords from one client refuse that client only; forgot-password is counted per client', async () => {
    for (let i = 0; i < 20; i++) {
      const answer = await login('198.51.100.1', {
        email: `guess${i}@shop.test`,
        password: 'wrong-password-1',
      });
      expect(answer.status, answer.text).toBe(401);
    }
    const blocked = await login('198.51.100.1', ADMIN);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Every other employee, behind the same proxy, still signs in.
    expect((await login('198.51.100.2', ADMIN)).status).toBe(200);

    for (let i = 0; i < 10; i++) expect((await forgot('198.51.100.3', `x${i}@shop.test`)).status).toBe(202);
    expect((await forgot('198.51.100.3', 'x@shop.test')).status).toBe(429);
    expect((await forgot('198.51.100.4', 'x@shop.test')).status).toBe(202);
  });

  it('a client cannot pick its address: what it writes in X-Forwarded-For is left of the hop the proxy adds', async () => {
    for (let i = 0; i < 20; i++) {
      const answer = await login(`10.9.9.${i}, 198.51.100.5`, {
        email: ADMIN.email,
        password: `wrong-${i}-pw`,
      });
      expect([401, 429]).toContain(answer.status);
    }
    expect((await login('10.9.9.99, 198.51.100.5', ADMIN)).status).toBe(429);
    // A peer that is no trusted proxy is not believed at all (127.0.0.2 is not in TRUSTED_PROXIES).
    for (let i = 0; i < 20; i++) {
      const answer = await requestFrom('127.0.0.2', `${server.url}/api/employees/login`, {
        method: 'POST',
        json: { email: `spoof${i}@shop.test`, password: 'wrong-password-1' },
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      expect(answer.status).toBe(401);
    }
    const spoofed = await requestFrom('127.0.0.2', `${server.url}/api/employees/login`, {
      method: 'POST',
      json: ADMIN,
      headers: { 'x-forwarded-for': '203.0.113.200' },
    });
    expect(spoofed.status).toBe(429);
    server.clock.advance(15 * MINUTE);
  });
});

describe('2. nobody can lock an account', () => {
  it('after failures from many addresses and a guess every 3 minutes, the right password from a new address gets in within 3 s', async () => {
    const victim = { email: 'victim@shop.test', password: 'victim-password-1' };
    await newEmployee(victim.email, victim.password);
    const wrong = { email: victim.email, password: 'not-the-password-1' };
    for (let i = 1; i <= 10; i++) {
      const answer = await afterWaiting(3, () => login(`203.0.113.${i}`, wrong));
      expect(answer.status, answer.text).toBe(401);
    }
    // The attacker goes on: a guess every 3 minutes from an address that already failed.
    for (let i = 0; i < 10; i++) {
      server.clock.advance(3 * MINUTE);
      expect([401, 429]).toContain((await login('203.0.113.1', wrong)).status);
    }
    // From an address that failed, even the right password waits (up to 5 minutes): no free guess there.
    const fromAttacker = await login('203.0.113.1', victim);
    expect(fromAttacker.status).toBe(429);
    expect(Number(fromAttacker.headers['retry-after'])).toBeGreaterThan(3);
    expect(Number(fromAttacker.headers['retry-after'])).toBeLessThanOrEqual(300);
    // The employee, from an address with no failure, gets in at once or after at most 3 seconds.
    const signedIn = await afterWaiting(3, () => login('198.51.100.77', victim));
    expect(signedIn.status, signedIn.text).toBe(200);
  });
});

describe('3. cheap checks first, and every password step throttled', () => {
  it('reset and register look the link up before hashing a password or storing a picture', async () => {
    spent.hashes = 0;
    spent.saves = 0;
    const reset = await via('198.51.100.10', '/employees/resetEmployeePassword', {
      token: 'x'.repeat(43),
      newPassword: 'a-fine-new-password',
    });
    expect(reset.status).toBe(400);
    const data = form({
      token: 'y'.repeat(43),
      name: 'Nobody',
      email: 'nobody@shop.test',
      password: 'a-fine-password',
    });
    data.append('dp', await images.png(), 'me.png');
    const register = await server.api('POST', '/employees/register', {
      form: data,
      headers: { 'x-forwarded-for': '198.51.100.10' },
    });
    expect(register.status).toBe(400);
    expect(spent).toEqual({ hashes: 0, saves: 0 });
  });

  it('reset and register: 10 invalid links from one address, then 429', async () => {
    for (let i = 0; i < 10; i++) {
      const answer = await via('198.51.100.11', '/employees/resetEmployeePassword', {
        token: `${i}`.padEnd(43, 'z'),
        newPassword: 'a-fine-new-password',
      });
      expect(answer.status).toBe(400);
    }
    const blocked = await via('198.51.100.11', '/employees/resetEmployeePassword', {
      token: 'q'.repeat(43),
      newPassword: 'a-fine-new-password',
    });
    expect(blocked.status).toBe(429);
    const register = await server.api('POST', '/employees/register', {
      form: form({ token: 'w'.repeat(43), name: 'N', email: 'n@shop.test', password: 'a-fine-password' }),
      headers: { 'x-forwarded-for': '198.51.100.11' },
    });
    expect(register.status).toBe(429);
    expect(Number(register.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('25 wrong current passwords in change-password: 5 answers of 400, then 429, the right one too until the wait is over', async () => {
    const prober = { email: 'prober@shop.test', password: 'prober-password-1' };
    await newEmployee(prober.email, prober.password);
    const token = await server.login(prober.email, prober.password);
    const change = (oldPassword: string) =>
      via(
        '198.51.100.12',
        '/employees/changeEmployeePassword',
        { oldPassword, newPassword: 'a-fine-new-password' },
        'PUT',
        token,
      );
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await change(`wrong-guess-${i}`)).status);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    const right = await change(prober.password);
    expect(right.status).toBe(429);
    server.clock.advance(Number(right.headers['retry-after']) * 1000);
    expect((await change(prober.password)).status).toBe(200);
  });
});

describe('4. small bodies where small is enough', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  it('the public sign-in calls refuse a body over 8 KB with 413, nested arrays included', async () => {
    for (const call of ['forgotEmployeePassword', 'login', 'resetEmployeePassword']) {
      for (const body of [nested(500_000), JSON.stringify({ email: `${'a'.repeat(9000)}@shop.test` })]) {
        const answer = await server.api('POST', `/employees/${call}`, {
          raw: { body, contentType: 'application/json' },
        });
        expect(answer.status, `${call}: ${answer.text}`).toBe(413);
        expect(answer.body).toEqual({ message: 'The request body is too large (at most 8 KB).' });
      }
    }
    const registration = form({
      token: 't'.repeat(43),
      name: 'Big',
      email: 'big@shop.test',
      password: 'a-fine-password',
    });
    registration.append('dp', images.huge(), 'big.jpg');
    registration.append('extra', 'x'.repeat(9000));
    expect((await server.api('POST', '/employees/register', { form: registration })).status).toBe(413);
  });

  it('JSON nested deeper than 32 levels is a 400 before it is parsed, on every operation', async () => {
    const deep = await server.api('POST', '/employees/forgotEmployeePassword', {
      raw: { body: `{"email": ${nested(33)}}`, contentType: 'application/json' },
    });
    expect(deep).toMatchObject({
      status: 400,
      body: { message: 'The request body nests arrays and objects more than 32 levels deep.' },
    });
    const deepest = await server.api('POST', '/collections', {
      token: ownerToken,
      raw: { body: nested(500_000), contentType: 'application/json' },
    });
    expect(deepest.status).toBe(400);
    expect(deepest.text).toContain('32 levels');
    // Brackets inside strings are text, and 32 levels are allowed.
    const inText = await server.api('POST', '/collections', {
      token: ownerToken,
      raw: {
        body: JSON.stringify({ name: `${'['.repeat(100)} \\" {`, description: 'Brackets in text' }),
        contentType: 'application/json',
      },
    });
    expect(inText.status, inText.text).toBe(201);
    const allowed = await server.api('POST', '/collections', {
      token: ownerToken,
      raw: { body: `{"name": ${nested(31)}, "description": "x"}`, contentType: 'application/json' },
    });
    expect(allowed.status).toBe(400);
    expect(allowed.text).not.toContain('levels');
  });
});

describe('5. forgot-password: 3 mails an hour per account and asking address, 10 per account in all', () => {
  it('one address asking on and on gets 3 mails and cannot use up the person’s own; the same answer each time', async () => {
    const inbox = 'inbox@shop.test';
    const id = await newEmployee(inbox, 'inbox-password-1');
    const answers: RawAnswer[] = [];
    for (let i = 1; i <= 5; i++) answers.push(await forgot('192.0.2.1', inbox));
    const unknown = await forgot('192.0.2.99', 'no-such-inbox@shop.test');
    for (const answer of answers) {
      expect(answer.status).toBe(202);
      expect(answer.text).toBe(unknown.text);
    }
    const logs = () => server.logs.join('\n');
    await expect
      .poll(async () => (await mailsTo(server.outboxDir, inbox)) + notMailed(logs(), id))
      .toBeGreaterThanOrEqual(5);
    expect(await mailsTo(server.outboxDir, inbox)).toBe(3);
    expect(logs()).toContain(
      `Password reset for employee ${id} not mailed: its 3 mails for this hour were asked for from this address`,
    );
    expect(logs()).not.toMatch(/not mailed.*inbox@shop\.test|inbox@shop\.test.*not mailed/);
    // The person, from their own address, still gets a mail.
    expect((await forgot('198.51.100.200', inbox)).status).toBe(202);
    await expect.poll(() => mailsTo(server.outboxDir, inbox)).toBe(4);
    // Many addresses: at most 10 mails an hour reach the inbox.
    for (let i = 2; i <= 9; i++) expect((await forgot(`192.0.2.${i}`, inbox)).status).toBe(202);
    await expect
      .poll(async () => (await mailsTo(server.outboxDir, inbox)) + notMailed(logs(), id))
      .toBeGreaterThanOrEqual(14);
    expect(await mailsTo(server.outboxDir, inbox)).toBe(10);
    expect(logs()).toContain(
      `Password reset for employee ${id} not mailed: it had its 10 reset mails for this hour`,
    );
    // An hour later, a mail again.
    server.clock.advance(60 * MINUTE);
    expect((await forgot('192.0.2.1', inbox)).status).toBe(202);
    await expect.poll(() => mailsTo(server.outboxDir, inbox)).toBe(11);
  });
});

describe('6. passwords: 10 characters or more, not a common one; a safe first start', () => {
  it('register, reset and change refuse a short or common password, saying why', async () => {
    const token = await server.login();
    for (const [newPassword, message] of [
      ['12345678', 'At least 10 characters'],
      ['password', 'At least 10 characters'],
      ['1234567890', 'This password is too common; choose another'],
      ['Password123', 'This password is too common; choose another'],
    ] as const) {
      const answer = await server.api('PUT', '/employees/changeEmployeePassword', {
        token,
        json: { oldPassword: ADMIN.password, newPassword },
      });
      expect(answer, newPassword).toMatchObject({ status: 400, body: { fields: { newPassword: message } } });
    }
    const email = 'newcomer@shop.test';
    const link = await mailedToken(server, email, 'register', () =>
      server.api('POST', '/manageEmployees/employeeinvite', { token, json: { email } }),
    );
    const register = (password: string) =>
      server.api('POST', '/employees/register', {
        form: form({ token: link, name: 'Newcomer', email, password }),
      });
    expect((await register('qwertyuiop')).body).toMatchObject({
      fields: { password: 'This password is too common; choose another' },
    });
    expect((await register('velvet-compass-rain-1')).status).toBe(201);
    const reset = await mailedToken(server, email, 'resetEmployeePassword', () =>
      server.api('POST', '/employees/forgotEmployeePassword', { json: { email } }),
    );
    const resetTo = (newPassword: string) =>
      server.api('POST', '/employees/resetEmployeePassword', { json: { token: reset, newPassword } });
    expect((await resetTo('iloveyou12')).body).toMatchObject({
      fields: { newPassword: 'This password is too common; choose another' },
    });
    expect((await resetTo('velvet-compass-rain-2')).status).toBe(200);
  });

  it('SHOP_ADMIN_PASSWORD must be as strong; a server that is not a local trial gets neither the demo password nor the demo shop', () => {
    expect(() => loadConfig({ SHOP_ADMIN_PASSWORD: 'qwertyuiop' })).toThrow(
      'SHOP_ADMIN_PASSWORD is too weak: the password is one of the most common passwords. Choose another.',
    );
    expect(() => loadConfig({ SHOP_ADMIN_PASSWORD: 'short-one' })).toThrow(
      /SHOP_ADMIN_PASSWORD .*10 characters/,
    );
    expect(loadConfig({})).toMatchObject({
      adminPassword: 'change-me-now',
      seedDemo: true,
      localTrial: true,
    });
    for (const env of [
      { HOST: '0.0.0.0' },
      { HOST: '10.0.0.5' },
      { DATABASE_URL: 'postgres://shop@db/shop' },
      { HOST: '0.0.0.0', SHOP_ADMIN_PASSWORD: 'change-me-now' },
    ]) {
      expect(loadConfig(env), JSON.stringify(env)).toMatchObject({
        adminPassword: undefined,
        seedDemo: false,
      });
    }
    expect(loadConfig({ HOST: '0.0.0.0', SHOP_ADMIN_PASSWORD: 'a-chosen-password' }).adminPassword).toBe(
      'a-chosen-password',
    );
    expect(loadConfig({ HOST: '0.0.0.0', SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it.skipIf(onPostgres)(
    'a server on an address others can reach refuses to create its first owner without SHOP_ADMIN_PASSWORD, naming it',
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-server-test-'));
      try {
        // 192.0.2.1 is a documentation address: nothing ever listens there, the refusal comes first.
        const refused = spawnServer(dataDir, await freePort(), {
          HOST: '192.0.2.1',
          SHOP_ADMIN_PASSWORD: undefined,
        });
        expect(await refused.exited, refused.output()).toBe(1);
        expect(refused.output()).toContain('Set SHOP_ADMIN_EMAIL and SHOP_ADMIN_PASSWORD');
        const weak = spawnServer(dataDir, await freePort(), { SHOP_ADMIN_PASSWORD: '1234567890' });
        expect(await weak.exited).toBe(1);
        expect(weak.output()).toContain('SHOP_ADMIN_PASSWORD is too weak');
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );

  it.skipIf(!onPostgres)(
    'on a new PostgreSQL database: no first owner with the demo password, and no demo shop by default',
    async () => {
      const { url, drop } = await emptyDatabase();
      const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-server-test-'));
      let started: ServerProcess | undefined;
      try {
        const refused = spawnServer(dataDir, await freePort(), {
          DATABASE_URL: url,
          SHOP_ADMIN_PASSWORD: undefined,
        });
        expect(await refused.exited, refused.output()).toBe(1);
        expect(refused.output()).toContain('Set SHOP_ADMIN_EMAIL and SHOP_ADMIN_PASSWORD');
        started = spawnServer(dataDir, await freePort(), { DATABASE_URL: url, SEED_DEMO: undefined });
        await waitHealthy(started);
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        const counts = await client.query<{ items: number; employees: number }>(
          'select (select count(*)::int from items) as items, (select count(*)::int from employees) as employees',
        );
        await client.end();
        expect(counts.rows[0]).toEqual({ items: 0, employees: 1 });
      } finally {
        started?.child.kill('SIGTERM');
        await started?.exited;
        await rm(dataDir, { recursive: true, force: true });
        await drop();
      }
    },
  );
});

describe('7. throttle counters are kept in the database', () => {
  it('a restart forgets no failure', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-server-test-'));
    const env = server.databaseUrl === undefined ? {} : { DATABASE_URL: server.databaseUrl };
    let running: ServerProcess | undefined;
    try {
      running = spawnServer(dataDir, await freePort(), env);
      await waitHealthy(running);
      for (let i = 0; i < 20; i++) {
        const answer = await requestFrom('127.0.0.77', `${running.url}/api/employees/login`, {
          method: 'POST',
          json: { email: `restart${i}@shop.test`, password: 'wrong-password-1' },
        });
        expect(answer.status).toBe(401);
      }
      running.child.kill('SIGTERM');
      expect(await running.exited).toBe(0);
      running = spawnServer(dataDir, await freePort(), env);
      await waitHealthy(running);
      const after = await requestFrom('127.0.0.77', `${running.url}/api/employees/login`, {
        method: 'POST',
        json: ADMIN,
      });
      expect(after.status, after.text).toBe(429);
    } finally {
      running?.child.kill('SIGTERM');
      await running?.exited;
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('8. headers and bytes', () => {
  it('every /api answer says Cache-Control: no-store, errors included; media and the admin keep their caching', async () => {
    const answers = [
      await server.api('POST', '/employees/login', { json: ADMIN }),
      await server.api('GET', '/customers/manageCustomers/getAllCustomers', { token: ownerToken }),
      await server.api('GET', '/employees/me'),
      await server.raw('GET', '/api/nothing-here'),
      await server.raw('DELETE', '/api/employees/login'),
      await server.api('GET', '/collections/getSingleCollections/abc', { token: ownerToken }),
      await server.api('POST', '/employees/login', {
        raw: { body: 'x'.repeat(9000), contentType: 'application/json' },
      }),
      await server.raw('GET', '/api/openapi.json'),
    ];
    for (const answer of answers) {
      expect(answer.headers.get('cache-control'), `${answer.status} ${answer.text.slice(0, 80)}`).toBe(
        'no-store',
      );
    }
    const throttled = await forgot('198.51.100.3', 'x@shop.test');
    expect([202, 429]).toContain(throttled.status);
    expect(throttled.headers['cache-control']).toBe('no-store');
  });

  it('invalid UTF-8 in a JSON or form body is a 400, and nothing is stored', async () => {
    const before = await server.database.exec('select count(*)::int as n from collections');
    const bytes = Buffer.concat([Buffer.from('{"name":"caf'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]);
    const json = await fetch(`${server.url}/api/collections`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json' },
      body: bytes,
    });
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual({ message: 'The request body is not valid UTF-8 text.' });
    expect(await server.database.exec('select count(*)::int as n from collections')).toEqual(before);

    const png = Buffer.from(await (await images.png()).arrayBuffer());
    const boundary = 'probe8';
    const part = (name: string, value: Buffer, extra = '') =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n\r\n`),
        value,
        Buffer.from('\r\n'),
      ]);
    const multipart = Buffer.concat([
      part('name', Buffer.concat([Buffer.from('caf'), Buffer.from([0xc3])])),
      part('description', Buffer.from('A category')),
      part('image', png, '; filename="a.png"\r\nContent-Type: image/png'),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const categoriesBefore = await server.database.exec('select count(*)::int as n from categories');
    const formAnswer = await fetch(`${server.url}/api/categories`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${ownerToken}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      body: multipart,
    });
    expect(formAnswer.status).toBe(400);
    expect(await formAnswer.json()).toEqual({ message: 'The form data is not valid UTF-8 text.' });
    expect(await server.database.exec('select count(*)::int as n from categories')).toEqual(categoriesBefore);
  });

  it("mail links are printed only by a loopback server's outbox", async () => {
    for (const [host, loopbackOnly] of [
      ['127.0.0.1', true],
      ['127.8.0.1', true],
      ['localhost', true],
      ['::1', true],
      ['0.0.0.0', false],
      ['::', false],
      ['10.0.0.5', false],
    ] as const) {
      expect(loadConfig({ HOST: host }).loopbackOnly, host).toBe(loopbackOnly);
    }
    const outboxDir = await mkdtemp(path.join(tmpdir(), 'shop-outbox-'));
    try {
      for (const printLinks of [false, true]) {
        const printed: string[] = [];
        const mailer = createMailer({
          smtpUrl: undefined,
          from: 'Shop <no-reply@shop.test>',
          outboxDir,
          log: (line) => printed.push(line),
          printLinks,
        });
        await mailer.send(
          linkMail(
            'a@shop.test',
            'Reset',
            'Hi',
            'Reset',
            'https://shop.test/resetEmployeePassword/SECRET',
            'Bye',
          ),
        );
        expect(printed).toHaveLength(1);
        expect(printed[0]?.includes('SECRET')).toBe(printLinks);
      }
    } finally {
      await rm(outboxDir, { recursive: true, force: true });
    }
  });
});

describe('9. no answer leaves a connection the server then closes while it said keep-alive', () => {
  // 1 MB, just under the limit of the protected JSON calls (a body over it is a 413 with Connection: close).
  const megabyte = JSON.stringify({ name: 'x'.repeat(1024 * 1024 - 20) });

  /** Sends requests one after another over one kept-alive connection (a new one only when the server closes it). */
  function oneConnection() {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, apiPath: string, body?: string, token?: string) =>
      new Promise<{ status: number } | { error: string }>((resolve) => {
        const request = http.request(
          `${server.url}${apiPath}`,
          {
            method,
            agent,
            headers: {
              ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
              ...(body === undefined
                ? {}
                : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }),
            },
            timeout: 60_000,
          },
          (response) => {
            // The event stream (streamEvents) never ends by itself: its answer is taken, and this client ends it.
            if ((response.headers['content-type'] ?? '').startsWith('text/event-stream')) {
              resolve({ status: response.statusCode ?? 0 });
              response.destroy();
              return;
            }
            response.resume();
            response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
          },
        );
        request.on('timeout', () => request.destroy(new Error('no answer within 60 s')));
        request.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ error: error.code ?? error.message }),
        );
        request.end(body);
      });
    return { send, close: () => agent.destroy() };
  }

  it("the review's sequence: a 1 MB body answered 400 before it was read, twice, then small requests", async () => {
    const connection = oneConnection();
    try {
      expect(await connection.send('POST', '/api/categories', megabyte, ownerToken)).toEqual({ status: 400 });
      expect(
        await connection.send('PATCH', '/api/collections/ffffffffffffffffffffffff', megabyte, ownerToken),
      ).toEqual({ status: 400 });
      for (let i = 0; i < 3; i++) {
        expect(await connection.send('GET', '/api/collections', undefined, ownerToken)).toEqual({
          status: 200,
        });
      }
    } finally {
      connection.close();
    }
  });

  it('a sweep: every operation sent a 1 MB body, with and without a token, each followed by a small request', async () => {
    const operations = loadOpenApiDocument().operations.filter((op) => !op.operationId.startsWith('logout'));
    const connection = oneConnection();
    const failures: string[] = [];
    let sent = 0;
    try {
      for (const token of [undefined, ownerToken]) {
        for (const op of operations) {
          const apiPath = `/api${op.path.replace(/\{[^}]+\}/g, 'ffffffffffffffffffffffff')}`;
          const answer = await connection.send(op.method.toUpperCase(), apiPath, megabyte, token);
          const next = await connection.send('GET', '/healthz');
          sent += 2;
          if ('error' in answer) failures.push(`${op.operationId}: ${answer.error}`);
          if ('error' in next) failures.push(`after ${op.operationId}: ${next.error}`);
        }
      }
    } finally {
      connection.close();
    }
    expect(failures, `${failures.length} of ${sent} requests failed`).toEqual([]);
  });
});

/** A new, empty database on the PostgreSQL server of the run (the PostgreSQL pass only). */
async function emptyDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.PG_TEST_URL ?? '';
  const name = `shop_probe_${Math.random().toString(16).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

describe.skipIf(!onPostgres)('1, 5 and 7 again: two server processes on one PostgreSQL database', () => {
  let first: ServerProcess;
  let second: ServerProcess;
  const dataDirs: string[] = [];

  beforeAll(async () => {
    const env = { DATABASE_URL: server.databaseUrl, TRUSTED_PROXIES: '127.0.0.1' };
    const start = async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-server-test-'));
      dataDirs.push(dataDir);
      return spawnServer(dataDir, await freePort(), env);
    };
    [first, second] = [await start(), await start()];
    await Promise.all([waitHealthy(first), waitHealthy(second)]);
  });
  afterAll(async () => {
    for (const running of [first, second]) {
      running?.child.kill('SIGTERM');
      await running?.exited;
    }
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  });

  const through = (target: ServerProcess, client: string, apiPath: string, json: unknown) =>
    requestFrom('127.0.0.1', `${target.url}/api${apiPath}`, {
      method: 'POST',
      json,
      headers: { 'x-forwarded-for': client },
    });

  it('1 and 7: failures through either process add up, per client address', async () => {
    for (let i = 0; i < 20; i++) {
      const target = i % 2 === 0 ? first : second;
      const answer = await through(target, '198.51.100.50', '/employees/login', {
        email: `both${i}@shop.test`,
        password: 'wrong-password-1',
      });
      expect(answer.status).toBe(401);
    }
    expect((await through(first, '198.51.100.50', '/employees/login', ADMIN)).status).toBe(429);
    expect((await through(second, '198.51.100.50', '/employees/login', ADMIN)).status).toBe(429);
    expect((await through(second, '198.51.100.51', '/employees/login', ADMIN)).status).toBe(200);
  });

  it("7: an account's wait, set through one process, holds on the other", async () => {
    const email = 'shared-wait@shop.test';
    await newEmployee(email, 'shared-wait-password-1');
    const wrong = { email, password: 'not-it-at-all' };
    expect((await through(first, '198.51.100.60', '/employees/login', wrong)).status).toBe(401);
    // As if it had failed 14 times, the last just now: the next guess from that address waits 5 minutes.
    const sql = new pg.Client({ connectionString: server.databaseUrl });
    await sql.connect();
    await sql.query('update throttle_counters set count = 14, last_hit_at = now() where key = $1', [
      counterKey('passwordAccount', email),
    ]);
    await sql.end();
    const waiting = await through(second, '198.51.100.60', '/employees/login', wrong);
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(250);
  });

  it('5: one address asking five times through two processes for one inbox: 3 mails', async () => {
    const inbox = 'shared-inbox@shop.test';
    const id = await newEmployee(inbox, 'shared-inbox-password-1');
    for (let i = 1; i <= 5; i++) {
      const answer = await through(
        i % 2 === 0 ? first : second,
        '192.0.2.21',
        '/employees/forgotEmployeePassword',
        {
          email: inbox,
        },
      );
      expect(answer.status).toBe(202);
    }
    const outboxes = dataDirs.map((dir) => path.join(dir, 'outbox'));
    const mails = async () =>
      (await Promise.all(outboxes.map((dir) => mailsTo(dir, inbox)))).reduce((a, b) => a + b);
    await expect
      .poll(async () => (await mails()) + notMailed(first.output() + second.output(), id))
      .toBeGreaterThanOrEqual(5);
    expect(await mails()).toBe(3);
  });
});
