import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { toRoutePath } from '../src/contract/register-operations.js';
import { loadOpenApiDocument } from '../src/document/openapi-document.js';
import { createMailer } from '../src/mail/mailer.js';
import { diskMedia } from '../src/media/disk-media.js';
import { createMediaStore } from '../src/media/media-store.js';
import { images } from './support/images.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { at, form } from './support/values.js';

const doc = loadOpenApiDocument();
const FAKE_TOKEN = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

/** The operation's path with every parameter filled in. */
function fill(template: string, value: (name: string) => string): string {
  return template.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => value(name));
}

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login();
});
afterAll(() => server.close());

describe('routes', () => {
  it('registers exactly the operations of the document, one route each', () => {
    const { app } = createApp({
      db: server.database.db,
      config: {
        publicUrl: 'http://127.0.0.1:1',
        adminDistDir: '/nonexistent',
        sessionIdleHours: 12,
        shopTimeZone: 'Asia/Dhaka',
        trustedProxies: [],
      },
      mailer: createMailer({
        smtpUrl: undefined,
        from: 'x <x@x.test>',
        outboxDir: '/nonexistent',
        log: () => {},
        printLinks: true,
      }),
      media: createMediaStore(diskMedia('/nonexistent')),
      log: { info: () => {}, error: () => {} },
    });
    const nonOperations = new Set([
      '/api/openapi.json',
      '/api/docs',
      '/api/docs/init.js',
      '/api/docs/assets/:name',
      '/api/*',
    ]);
    const registered = new Set(
      app.routes
        .filter(
          (route) =>
            route.path.startsWith('/api/') && !nonOperations.has(route.path) && route.method !== 'ALL',
        )
        .map((route) => `${route.method} ${route.path}`),
    );
    const documented = new Set(
      doc.operations.map((op) => `${op.method.toUpperCase()} ${toRoutePath(doc.basePath, op.path)}`),
    );
    expect([...registered].sort()).toEqual([...documented].sort());
    expect(documented.size).toBe(doc.operations.length);
    expect(new Set(doc.operations.map((op) => op.operationId)).size).toBe(doc.operations.length);
  });
});

describe('authentication on every protected operation', () => {
  const secured = doc.operations.filter((op) => op.requiresAuth);

  it('covers most of the document', () => {
    expect(secured.length).toBeGreaterThan(100);
  });

  for (const op of secured) {
    it(`${op.operationId}: 401 without a token and with an unknown token`, async () => {
      const url = fill(op.path, (name) => (name === 'status' ? 'processing' : '1'));
      const missing = await server.api(op.method.toUpperCase(), url);
      expect(missing.status).toBe(401);
      const unknown = await server.api(op.method.toUpperCase(), url, { token: FAKE_TOKEN });
      expect(unknown.status).toBe(401);
    });
  }
});

describe('path parameters', () => {
  const withIds = doc.operations.filter((op) => /\{(id|orderID|categoryId)\}/.test(op.path));

  for (const op of withIds) {
    it(`${op.operationId}: 400 for a malformed id`, async () => {
      for (const bad of ['abc', '0', '-1', '1.5', '12345678901234567890']) {
        const response = await server.api(
          op.method.toUpperCase(),
          fill(op.path, () => bad),
          { token },
        );
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({ fields: expect.any(Object) });
      }
    });
  }

  // Those that answer 404 for a record that does not exist (a record's history answers an empty list instead).
  const lookups = withIds.filter(
    (op) =>
      op.responses.has('404') &&
      (op.method === 'get' || op.method === 'delete' || op.path.includes('changeOrderStatus')),
  );
  for (const op of lookups) {
    it(`${op.operationId}: 404 for an id that does not exist`, async () => {
      const response = await server.api(
        op.method.toUpperCase(),
        fill(op.path, () => '987654321'),
        { token },
      );
      expect(response.status).toBe(404);
    });
  }

  it('answers 400 for a malformed token and an unknown status', async () => {
    expect((await server.api('GET', '/manageEmployees/getEmailFromToken/short')).status).toBe(400);
    const status = await server.api('GET', '/customers/orders/allOrdersByStatus/lost', { token });
    expect(status.status).toBe(400);
    expect(status.body).toMatchObject({ fields: { status: expect.stringContaining('processing') } });
  });
});

describe('request validation', () => {
  it('names each field at fault with a readable message', async () => {
    const response = await server.api('POST', '/collections', {
      token,
      json: { name: 'x'.repeat(201), extra: 1 },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: expect.stringContaining('name: At most 200 characters'),
      fields: { name: 'At most 200 characters', description: 'Required', extra: 'Unknown field' },
    });
  });

  it('checks formats, ranges and decimals', async () => {
    const invite = await server.api('POST', '/manageEmployees/employeeinvite', {
      token,
      json: { email: 'not-an-email' },
    });
    expect(invite.body).toMatchObject({ fields: { email: 'Enter a valid email address' } });
    const fee = await server.api('POST', '/deliveryFees', {
      token,
      form: form({ name: 'Fee', amount: '12.345' }),
    });
    expect(fee.body).toMatchObject({ fields: { amount: 'At most two decimals' } });
    // Amounts whose binary value is not an exact multiple of 0.01 still have two decimals.
    const vat = await server.api('POST', '/vats', { token, form: form({ amount: '7.29' }) });
    expect(vat.status).toBe(201);
    expect(vat.body).toMatchObject({ amount: 7.29 });
    const nav = await server.api('POST', '/navCollections', {
      token,
      json: { collectionID: '1', precedence: 5 },
    });
    expect(nav.body).toMatchObject({ fields: { precedence: 'Must be at most 4' } });
    const blank = await server.api('POST', '/divisions', { token, json: { name: '   ' } });
    expect(blank.body).toMatchObject({ fields: { name: 'Required' } });
    const link = await server.api('POST', '/socialLinks', {
      token,
      form: form({ name: 'X', link: 'javascript:alert(1)' }),
    });
    expect(link.status).toBe(400);
    expect(link.body).toMatchObject({ fields: { link: expect.any(String) } });
    const empty = await server.api('PATCH', '/collections/1', { token, json: {} });
    expect(empty.body).toMatchObject({ message: 'Send at least one field to change' });
  });

  it('keeps JSON types strict and coerces form and query text', async () => {
    const json = await server.api('POST', '/navCollections', {
      token,
      json: { collectionID: 1, precedence: '2' },
    });
    expect(json.body).toMatchObject({
      fields: { collectionID: 'Must be text', precedence: 'Must be a whole number' },
    });
    const flag = await server.api('POST', '/vats', {
      token,
      form: form({ amount: '5', isApplicable: 'yes' }),
    });
    expect(flag.body).toMatchObject({ fields: { isApplicable: 'Must be true or false' } });
    const page = await server.api('GET', '/controlItems/manageItem?page=0&pageSize=501', { token });
    expect(page.body).toMatchObject({
      fields: { page: 'Must be at least 1', pageSize: 'Must be at most 500' },
    });
    const twice = await server.api('GET', '/controlItems/manageItem?page=1&page=2', { token });
    expect(twice.body).toMatchObject({ fields: { page: 'Send one value' } });
    const ok = await server.api('GET', '/controlItems/manageItem?page=1&pageSize=5&sort=-price&unknown=1', {
      token,
    });
    expect(ok.status).toBe(200);
  });

  it("bounds the change log's times, which RFC 3339 lets carry any number of second fractions", async () => {
    const fine = await server.api('GET', '/changes?from=2026-03-05T00:00:00.123456%2B06:00', { token });
    expect(fine.status).toBe(200);
    const long = `2026-03-05T00:00:00.${'0'.repeat(30)}Z`;
    const refused = await server.api('GET', `/changes?from=${long}&to=${long}`, { token });
    expect(refused.body).toMatchObject({
      fields: { from: 'At most 40 characters', to: 'At most 40 characters' },
    });
  });

  // Checked before any parameter is read, so operations that take no input answer it too (server.api fails on a
  // status the document does not declare).
  it('answers the 400 every operation declares for a query that is not UTF-8', async () => {
    const pathValues: Record<string, string> = {
      status: 'processing',
      token: FAKE_TOKEN,
      entityType: 'Item',
    };
    for (const op of doc.operations) {
      const url = fill(op.path, (name) => pathValues[name] ?? '1');
      const response = await server.api(op.method.toUpperCase(), `${url}?q=%ED%A0%80`, { token });
      expect(response, op.operationId).toMatchObject({
        status: 400,
        body: { message: 'The query is not valid UTF-8 text.' },
      });
    }
  });

  it('refuses malformed JSON, wrong content types and bodies that are not objects', async () => {
    const malformed = await server.api('POST', '/collections', {
      token,
      raw: { body: '{"name":', contentType: 'application/json' },
    });
    expect(malformed).toMatchObject({
      status: 400,
      body: { message: 'The request body is not valid JSON.' },
    });
    const wrongType = await server.api('POST', '/collections', {
      token,
      raw: { body: 'name=x', contentType: 'text/plain' },
    });
    expect(wrongType.status).toBe(400);
    const array = await server.api('POST', '/collections', { token, json: [1, 2] });
    expect(array.status).toBe(400);
    const empty = await server.api('POST', '/collections', {
      token,
      raw: { body: '', contentType: 'application/json' },
    });
    expect(empty.status).toBe(400);
    const jsonToForm = await server.api('POST', '/vats', { token, json: { amount: 5 } });
    expect(jsonToForm.status).toBe(400);
    const badForm = await server.api('POST', '/vats', {
      token,
      raw: { body: '--x\r\nbroken', contentType: 'multipart/form-data; boundary=x' },
    });
    expect(badForm.status).toBe(400);
  });

  it('answers 413 for a multipart body over 12 MB', async () => {
    const big = new Blob([new Uint8Array(13 * 1024 * 1024)]);
    const response = await server.api('POST', '/categories', {
      token,
      form: form({ name: 'Big', description: 'x', image: big }),
    });
    expect(response.status).toBe(413);
  });

  it('never answers a stack trace or SQL for bad input', async () => {
    const response = await server.api(
      'GET',
      '/controlItems/manageItem?q=%27%3B%20drop%20table%20items%3B--%25_',
      { token },
    );
    expect(response.status).toBe(200);
    expect(server.logs.filter((line) => line.includes('failed'))).toEqual([]);
  });
});

describe('outside the operations', () => {
  it('answers JSON 404 for unknown API paths, other casing and trailing slashes', async () => {
    for (const p of [
      '/api/nothing',
      '/api/Collections',
      '/api/collections/',
      '/api/collections/getCollections/x',
    ]) {
      const response = await server.raw('GET', p, { token });
      expect(response.status, p).toBe(404);
    }
  });

  it('answers JSON 405 with Allow for a known path and another method', async () => {
    const response = await server.raw('PUT', '/api/collections', { token });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, POST');
  });

  it('serves health, the document and the offline docs', async () => {
    const health = await server.raw('GET', '/healthz');
    expect(health).toMatchObject({ status: 200, body: { status: 'ok' } });
    const spec = await server.raw('GET', '/api/openapi.json');
    const file = createRequire(import.meta.url).resolve('@shop/api-spec/openapi.json');
    expect(JSON.parse(spec.text)).toEqual(JSON.parse(readFileSync(file, 'utf8')));
    const docs = await server.raw('GET', '/api/docs');
    expect(docs.status).toBe(200);
    expect(docs.text).toContain('/api/docs/assets/swagger-ui-bundle.js');
    expect(docs.text).not.toMatch(/<script>[^<]/);
    for (const asset of [
      '/api/docs/init.js',
      '/api/docs/assets/swagger-ui-bundle.js',
      '/api/docs/assets/swagger-ui.css',
    ]) {
      expect((await server.raw('GET', asset)).status, asset).toBe(200);
    }
    expect((await server.raw('GET', '/api/docs/assets/package.json')).status).toBe(404);
  });

  it('sets security headers on every answer', async () => {
    for (const p of ['/healthz', '/api/nothing', '/api/docs']) {
      const response = await server.raw('GET', p);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('content-security-policy')).not.toContain(
        "script-src 'self' 'unsafe-inline'",
      );
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it("allows CORS only for PUBLIC_URL's origin", async () => {
    const allowed = await server.raw('OPTIONS', '/api/collections', {
      headers: { origin: server.url, 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(server.url);
    const other = await server.raw('OPTIONS', '/api/collections', {
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves only stored media files, never outside the media folder', async () => {
    const created = await server.api('POST', '/categories', {
      token,
      form: form({ name: 'Tea', description: 'Leaves', image: await images.png() }),
    });
    const stored = String(at(created.body, 'image'));
    const image = await server.raw('GET', `/media/${stored}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toContain('immutable');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    for (const p of [
      '/media/../../etc/passwd',
      '/media/%2e%2e/%2e%2e/etc/passwd',
      '/media/categories',
      '/media/x/..%2f..%2fserver.lock',
    ]) {
      const response = await server.raw('GET', p);
      expect(response.status, p).toBe(404);
    }
    expect(path.isAbsolute(stored)).toBe(false);
  });

  it('answers JSON 404 for app routes while the admin app is not built', async () => {
    const response = await server.raw('GET', '/items');
    expect(response.status).toBe(404);
  });
});
