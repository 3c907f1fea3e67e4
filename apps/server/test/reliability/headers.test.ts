// Every kind of answer carries the security headers (a CSP without inline script, nosniff, no framing); CORS
// answers only PUBLIC_URL's origin, preflight included; no error gives away a stack trace or SQL.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images } from '../support/images.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { at, form } from '../support/values.js';
import { leakIn } from './support/leaks.js';

const adminDir = mkdtempSync(path.join(tmpdir(), 'shop-admin-dist-'));
let server: TestServer;
let token: string;
let image: string;
/** Every error body seen in this file. */
const errors: string[] = [];

interface Seen {
  status: number;
  headers: Headers;
  text: string;
}

async function get(method: string, target: string, init: RequestInit = {}): Promise<Seen> {
  const response = await fetch(server.url + target, { method, redirect: 'manual', ...init });
  const text = await response.text();
  if (response.status >= 400) errors.push(text);
  return { status: response.status, headers: response.headers, text };
}

/** The directives of a Content-Security-Policy, each with its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0] !== undefined && words[0] !== '')
      .map(([name, ...sources]): [string, string[]] => [String(name).toLowerCase(), sources]),
  );
}

function expectSecurityHeaders(label: string, seen: Seen) {
  const policy = seen.headers.get('content-security-policy');
  expect(policy, `${label}: no CSP`).not.toBeNull();
  const csp = directives(policy ?? '');
  // Script comes only from the server's own files: no inline script, no eval, no other origin.
  const script = csp.get('script-src') ?? csp.get('default-src') ?? [];
  expect(script, label).toEqual(["'self'"]);
  expect(csp.get('default-src'), label).toEqual(["'self'"]);
  expect(csp.get('object-src'), label).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors'), label).toEqual(["'none'"]);
  expect(csp.get('base-uri'), label).toEqual(["'self'"]);
  expect(seen.headers.get('x-content-type-options'), label).toBe('nosniff');
  expect(seen.headers.get('x-frame-options'), label).toBe('DENY');
  expect(seen.headers.get('referrer-policy'), label).toBe('no-referrer');
  expect(seen.headers.get('access-control-allow-origin'), `${label}: CORS without an Origin`).toBeNull();
}

beforeAll(async () => {
  mkdirSync(path.join(adminDir, 'assets'));
  writeFileSync(
    path.join(adminDir, 'index.html'),
    '<!doctype html><title>Shop admin</title><script type="module" src="/assets/app.js"></script>',
  );
  writeFileSync(path.join(adminDir, 'assets', 'app.js'), 'console.log("admin")');
  server = await startTestServer({ adminDistDir: adminDir });
  token = await server.login();
  const category = await server.api('POST', '/categories', {
    token,
    form: form({ name: 'Tea', description: 'Leaves', image: await images.png() }),
  });
  image = String(at(category.body, 'image'));
});
afterAll(async () => {
  await server?.close();
  rmSync(adminDir, { recursive: true, force: true });
});

describe('security headers on every kind of answer', () => {
  const auth = () => ({ headers: { authorization: `Bearer ${token}` } });
  const cases: Array<[string, () => Promise<Seen>, number]> = [
    ['API list (200)', () => get('GET', '/api/collections', auth()), 200],
    [
      'API create (201)',
      () =>
        get('POST', '/api/collections', {
          headers: { ...auth().headers, 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Eid', description: 'x' }),
        }),
      201,
    ],
    ['API delete (204)', () => get('DELETE', '/api/collections/1', auth()), 204],
    [
      'API validation error (400)',
      () => get('GET', '/api/collections/getSingleCollections/abc', auth()),
      400,
    ],
    ['API without a token (401)', () => get('GET', '/api/collections'), 401],
    [
      'API unknown record (404)',
      () => get('GET', '/api/collections/getSingleCollections/999999', auth()),
      404,
    ],
    ['API unknown path (404)', () => get('GET', '/api/nothing-here'), 404],
    ['API wrong method (405)', () => get('PUT', '/api/collections', auth()), 405],
    [
      'API rule (409)',
      async () => {
        const vat = () => get('POST', '/api/vats', { ...auth(), body: form({ amount: 5 }) });
        await vat();
        return vat();
      },
      409,
    ],
    [
      'API body too large (413)',
      () =>
        get('POST', '/api/collections', {
          headers: { ...auth().headers, 'content-type': 'application/json' },
          body: new Uint8Array(1024 * 1024 + 1),
        }),
      413,
    ],
    ['address too long (431)', () => get('GET', `/api/collections/${'9'.repeat(20_000)}`), 431],
    ['the document', () => get('GET', '/api/openapi.json'), 200],
    ['API docs page', () => get('GET', '/api/docs'), 200],
    ['API docs script', () => get('GET', '/api/docs/init.js'), 200],
    ['API docs stylesheet', () => get('GET', '/api/docs/assets/swagger-ui.css'), 200],
    ['API docs missing asset', () => get('GET', '/api/docs/assets/nope.js'), 404],
    ['media image', () => get('GET', `/media/${image}`), 200],
    ['media HEAD', () => get('HEAD', `/media/${image}`), 200],
    ['media missing', () => get('GET', '/media/categories/00000000000000000000000000000000.png'), 404],
    ['media traversal', () => get('GET', '/media/..%2f..%2fserver.lock'), 404],
    ['media wrong method', () => get('POST', `/media/${image}`), 405],
    ['admin app', () => get('GET', '/'), 200],
    ['admin deep link', () => get('GET', '/ordersFromStatus/shipped'), 200],
    ['admin script', () => get('GET', '/assets/app.js'), 200],
    ['admin missing file', () => get('GET', '/assets/missing.js'), 404],
    ['health', () => get('GET', '/healthz'), 200],
    ['not found outside /api', () => get('DELETE', '/anything'), 404],
  ];
  for (const [label, request, status] of cases) {
    it(label, async () => {
      const seen = await request();
      expect(seen.status, `${label}: ${seen.text.slice(0, 200)}`).toBe(status);
      expectSecurityHeaders(label, seen);
      if (status >= 400 && label !== 'media HEAD') {
        expect(seen.headers.get('content-type'), label).toContain('application/json');
        expect(JSON.parse(seen.text)).toMatchObject({ message: expect.any(String) });
      }
    });
  }

  it('the media file is served with its sniffed type, never as something a browser would run', async () => {
    const seen = await get('GET', `/media/${image}`);
    expect(seen.headers.get('content-type')).toBe('image/png');
  });
});

describe("CORS answers only PUBLIC_URL's origin", () => {
  const others = () => {
    const { port } = new URL(server.url);
    return [
      'https://evil.example',
      `http://127.0.0.1:${port}.evil.example`,
      `http://evil.example/${server.url}`,
      `https://127.0.0.1:${port}`,
      `http://127.0.0.1:${Number(port) + 1}`,
      `http://localhost:${port}`,
      'null',
    ];
  };

  it('a request from PUBLIC_URL gets Access-Control-Allow-Origin; from anywhere else it does not', async () => {
    const allowed = await get('GET', '/api/collections', {
      headers: { origin: server.url, authorization: `Bearer ${token}` },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(server.url);
    expect(allowed.headers.get('vary') ?? '').toMatch(/origin/i);
    expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();
    expect(allowed.headers.get('access-control-expose-headers')).toBe(
      'Retry-After, Content-Disposition, ETag, Shop-Write-Position',
    );
    for (const origin of others()) {
      const seen = await get('GET', '/api/collections', {
        headers: { origin, authorization: `Bearer ${token}` },
      });
      expect(seen.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });

  it('a preflight from PUBLIC_URL is allowed with the methods and headers the API uses; others get nothing', async () => {
    const preflight = (origin: string) =>
      get('OPTIONS', '/api/collections/1', {
        headers: {
          origin,
          'access-control-request-method': 'PATCH',
          'access-control-request-headers': 'authorization, content-type',
        },
      });
    const allowed = await preflight(server.url);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(server.url);
    expect(allowed.headers.get('access-control-allow-methods')).toContain('PATCH');
    // If-Match: an admin built for another origin (VITE_API_BASE_URL) updates with it.
    const allowedHeaders = (allowed.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const header of ['authorization', 'if-match', 'shop-read-after']) {
      expect(allowedHeaders).toContain(header);
    }
    for (const origin of others()) {
      const seen = await preflight(origin);
      expect(seen.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });

  it('media, the admin app and health answer no origin at all', async () => {
    for (const target of [`/media/${image}`, '/', '/items', '/healthz']) {
      const seen = await get('GET', target, { headers: { origin: server.url } });
      expect(seen.headers.get('access-control-allow-origin'), target).toBeNull();
    }
  });
});

describe('errors give nothing away', () => {
  it('an unexpected failure is a JSON 500 with the headers and no stack or SQL (the table is dropped)', async () => {
    // Last in the file: it breaks this server's database on purpose.
    await server.database.exec('drop table collections cascade');
    const seen = await get('GET', '/api/collections', { headers: { authorization: `Bearer ${token}` } });
    expect(seen.status).toBe(500);
    expect(JSON.parse(seen.text)).toEqual({ message: 'Something went wrong' });
    expectSecurityHeaders('500', seen);
    // The details go to the log, for the operator.
    expect(
      server.logs.some((line) => /^GET listCollections \(request [0-9a-f-]{36}\) failed/.test(line)),
    ).toBe(true);
  });

  it('no error body seen in this file holds a stack trace, a source path or SQL', () => {
    expect(errors.length).toBeGreaterThan(10);
    expect(errors.map(leakIn).filter((leak) => leak !== undefined)).toEqual([]);
  });
});
