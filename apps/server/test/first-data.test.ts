// A signed-in visit to a list, the dashboard or an order's page gets its first reads in the HTML itself, as the
// server answers them to that person's cookie, so the first rows paint with no API round trip.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOpenApiDocument } from '../src/document/openapi-document.js';
import { readFirstData } from '../src/http/first-data.js';
import { SIGNED_IN_READS } from '../src/http/first-reads.js';
import { CONTENT_SECURITY_POLICY } from '../src/http/security-headers.js';
import { images } from './support/images.js';
import { addStaff } from './support/staff.js';
import { ADMIN, startTestServer, type TestServer } from './support/test-server.js';
import { form, idOf } from './support/values.js';

const adminDir = mkdtempSync(path.join(tmpdir(), 'shop-admin-dist-'));
const ADMIN_CLIENT = { 'X-Shop-Client': 'admin' };
const BREAKOUT = '</script><script>alert(1)</script><!-- \u2028 </SCRIPT> &amp;';
let server: TestServer;
let ownerCookie: string;
let employeeCookie: string;

async function cookieLogin(account: { email: string; password: string }): Promise<string> {
  const login = await server.api('POST', '/employees/login', {
    json: { email: account.email, password: account.password },
    headers: { ...ADMIN_CLIENT, origin: server.url },
  });
  expect(login.status, login.text).toBe(200);
  const pair = login.headers.get('set-cookie')?.split(';')[0];
  if (pair === undefined) throw new Error('no cookie set');
  return pair;
}

beforeAll(async () => {
  writeFileSync(
    path.join(adminDir, 'index.html'),
    '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Shop admin</title>\n    <script type="module" crossorigin src="/assets/index-e1.js"></script>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
  );
  // What the page carries is checked here, not how fast: no read is left out for a busy machine (the budget itself
  // is checked below, with reads that never answer).
  server = await startTestServer({ adminDistDir: adminDir, firstDataBudgetMs: 60_000 });
  const token = await server.login();
  const category = await server.api('POST', '/categories', {
    token,
    form: form({ name: 'Tea', description: 'Tea things', image: await images.png() }),
  });
  expect(category.status, category.text).toBe(201);
  const item = await server.api('POST', '/controlItems/manageItem', {
    token,
    form: form({
      name: BREAKOUT,
      description: '',
      price: 10,
      isAvailable: true,
      isVisible: true,
      categoryOrSubcategory: 'category',
      category: idOf(category),
    }),
  });
  expect(item.status, item.text).toBe(201);
  const employee = await addStaff(server, token, 'employee');
  ownerCookie = await cookieLogin(ADMIN);
  employeeCookie = await cookieLogin(employee);
});
afterAll(async () => {
  await server.close();
  rmSync(adminDir, { recursive: true, force: true });
});

interface Page {
  status: number;
  headers: Headers;
  html: string;
  /** The data block's JSON as the admin parses it, or undefined when the page has none. */
  data: { employee: string; answers: Array<{ key: unknown[]; data: unknown }> } | undefined;
}

async function page(target: string, headers: Record<string, string> = {}): Promise<Page> {
  const response = await fetch(server.url + target, { headers });
  const html = await response.text();
  const block = /<script type="application\/json" id="shop-first-data">([^<]*)<\/script>/.exec(html);
  return {
    status: response.status,
    headers: response.headers,
    html,
    data: block?.[1] === undefined ? undefined : JSON.parse(block[1]),
  };
}

/** The answer the page carries under `key`. */
function answer(page: Page, key: unknown[]): unknown {
  return page.data?.answers.find((entry) => JSON.stringify(entry.key) === JSON.stringify(key))?.data;
}

function keys(page: Page): unknown[] {
  return page.data?.answers.map((entry) => entry.key[0]) ?? [];
}

async function apiAnswer(cookie: string, apiPath: string): Promise<unknown> {
  const response = await server.api('GET', apiPath, { headers: { cookie, ...ADMIN_CLIENT } });
  expect(response.status, response.text).toBe(200);
  return response.body;
}

describe('the first screen’s data in the page', () => {
  it('carries the items list the screen asks first, the same JSON as the API answers it, and who it is for', async () => {
    const items = await page('/items', { cookie: ownerCookie });
    expect(items.status).toBe(200);
    const me = await apiAnswer(ownerCookie, '/employees/me');
    expect(items.data?.employee).toBe((me as { _id: string })._id);
    expect(answer(items, ['getCurrentEmployee'])).toEqual(me);
    expect(answer(items, ['listAppSettings'])).toEqual(await apiAnswer(ownerCookie, '/appSettings'));
    expect(answer(items, ['listItems', { query: { pageSize: 50 } }])).toEqual(
      await apiAnswer(ownerCookie, '/controlItems/manageItem?pageSize=50'),
    );
  });

  it('reads the list as the address asks it (search, sort, page), as the screen reads its search', async () => {
    const items = await page('/items?q=%20script%20&sort=-price&page=1', { cookie: ownerCookie });
    const key = ['listItems', { query: { pageSize: 50, q: 'script', sort: '-price', page: 1 } }];
    expect(answer(items, key)).toEqual(
      await apiAnswer(ownerCookie, '/controlItems/manageItem?q=script&sort=-price&page=1&pageSize=50'),
    );
    // A value the screen would not take is left out of the read, as the screen leaves it out.
    const odd = await page('/items?sort=cost&page=0', { cookie: ownerCookie });
    expect(keys(odd)).toContain('listItems');
    expect(answer(odd, ['listItems', { query: { pageSize: 50 } }])).toBeDefined();
  });

  it('carries the orders of a status, the dashboard and an order’s lines', async () => {
    const shipped = await page('/ordersFromStatus/shipped?page=2', { cookie: ownerCookie });
    expect(
      answer(shipped, [
        'listOrdersByStatus',
        { path: { status: 'shipped' }, query: { pageSize: 50, page: 2 } },
      ]),
    ).toEqual(await apiAnswer(ownerCookie, '/customers/orders/allOrdersByStatus/shipped?page=2&pageSize=50'));
    const home = await page('/?period=7d', { cookie: ownerCookie });
    expect(answer(home, ['getOrderCountsByStatus'])).toEqual(
      await apiAnswer(ownerCookie, '/customers/orders/getOrderCountsByStatus'),
    );
    expect(answer(home, ['getDashboard', { query: { period: '7d' } }])).toBeDefined();
    expect(keys(home)).toContain('listApiTokens');
    // No such status: the screen is not found, and nothing is read for it.
    expect(keys(await page('/ordersFromStatus/lost', { cookie: ownerCookie }))).not.toContain(
      'listOrdersByStatus',
    );
    // No such order: its reads are refused (404) and left out; the page is served all the same.
    const missing = await page('/edit_order/999999', { cookie: ownerCookie });
    expect(missing.status).toBe(200);
    expect(keys(missing)).toEqual(['getCurrentEmployee', 'listAppSettings']);
  });

  it('gives an employee only what an employee may read', async () => {
    const home = await page('/', { cookie: employeeCookie });
    expect(keys(home)).toEqual(
      expect.arrayContaining(['getCurrentEmployee', 'getOrderCountsByStatus', 'getDashboard']),
    );
    // The API tokens are the owners': refused to an employee, so not in their page.
    expect(keys(home)).not.toContain('listApiTokens');
    expect(home.html).not.toContain('"listApiTokens"');
    expect(answer(home, ['getDashboard', { query: { period: 'today' } }])).toEqual(
      await apiAnswer(employeeCookie, '/dashboard?period=today'),
    );
  });

  it('carries nothing without a session, or with one that is not valid', async () => {
    const visits: Array<Record<string, string>> = [
      {},
      { cookie: 'shop_session=not-a-session' },
      { authorization: 'Bearer x' },
    ];
    for (const headers of visits) {
      const items = await page('/items', headers);
      expect(items.status).toBe(200);
      expect(items.data).toBeUndefined();
      expect(items.html).not.toContain('shop-first-data');
    }
    const plain = await page('/items');
    expect(plain.headers.get('cache-control')).toBe('no-cache');
  });

  it('is kept by no cache, and varies with the cookie', async () => {
    const items = await page('/items', { cookie: ownerCookie });
    expect(items.headers.get('cache-control')).toBe('no-store');
    expect(items.headers.get('vary')).toContain('Cookie');
  });

  it('cannot be broken out of by what the data says', async () => {
    const items = await page('/items', { cookie: ownerCookie });
    // One script element ends the block; the item's name stays inside it, whole.
    const block = items.html.slice(items.html.indexOf('<script type="application/json"'));
    expect(block.match(/<\/script/gi)).toHaveLength(1);
    expect(block).not.toContain('<!--');
    expect(block).not.toContain('\u2028');
    const list = answer(items, ['listItems', { query: { pageSize: 50 } }]);
    expect(list).toMatchObject({ data: [{ name: BREAKOUT }] });
  });

  it('keeps the Content-Security-Policy without inline scripts', async () => {
    const items = await page('/items', { cookie: ownerCookie });
    expect(items.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(CONTENT_SECURITY_POLICY).toMatch(/script-src 'self'(;|$)/);
  });

  it('reads nothing for a page whose first reads it does not know, or for HEAD', async () => {
    expect((await page('/vat', { cookie: ownerCookie })).data).toBeUndefined();
    const head = await fetch(`${server.url}/items`, { method: 'HEAD', headers: { cookie: ownerCookie } });
    expect(head.status).toBe(200);
  });
});

describe('a read not answered in time', () => {
  const doc = loadOpenApiDocument();
  const operations = new Map(doc.operations.map((operation) => [operation.operationId, operation]));
  const me = { _id: '7', name: 'Rahim' };
  /** Answers who is signed in at once; every other read never answers. */
  const send = async (request: Request) =>
    new URL(request.url).pathname === '/api/employees/me'
      ? Response.json(me)
      : new Promise<Response>(() => undefined);
  const reads = [...SIGNED_IN_READS, { operationId: 'listItems', params: { query: { pageSize: 50 } } }];

  it('is left out, and the page waits no longer than the budget for it', async () => {
    const data = await readFirstData('http://shop.test', new Headers(), reads, {
      operations,
      basePath: doc.basePath,
      send,
      budgetMs: 1,
    });
    expect(data).toEqual({ employee: '7', answers: [{ key: ['getCurrentEmployee'], data: me }] });
  });

  it('leaves the whole block out when who is signed in is not answered', async () => {
    const data = await readFirstData('http://shop.test', new Headers(), reads, {
      operations,
      basePath: doc.basePath,
      send: () => new Promise<Response>(() => undefined),
      budgetMs: 1,
    });
    expect(data).toBeUndefined();
  });
});
