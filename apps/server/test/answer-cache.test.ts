// The kept answers of list reads (src/http/answer-cache.ts): a read asked again is answered from memory, but never
// once a write has made it stale. Every kind of write is followed here by the reads it changes, each read first
// made to be kept; the lists must show the write at once.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnswerCache } from '../src/http/answer-cache.js';
import { acceptedEncoding } from '../src/http/json-answers.js';
import { addStaff } from './support/staff.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { at, form, rows } from './support/values.js';

let server: TestServer;
let token: string;

const api = (method: string, apiPath: string, options = {}) =>
  server.api(method, apiPath, { token, ...options });
const one = async (sql: string) => String((await server.database.exec(sql))[0]?.v);

const ITEMS = '/controlItems/manageItem?sort=name&pageSize=100';
const itemNames = async (query = ITEMS) =>
  rows(await api('GET', query)).map((item) => String(at(item, 'name')));
const orderIds = async (status: string) =>
  rows(await api('GET', `/customers/orders/allOrdersByStatus/${status}?pageSize=100`)).map((o) =>
    String(at(o, '_id')),
  );
const counts = async () => {
  const answer = await api('GET', '/customers/orders/getOrderCountsByStatus');
  return Object.fromEntries(
    (answer.body as Array<{ status: string; count: number }>).map((entry) => [entry.status, entry.count]),
  );
};

/** Reads `read` twice, so that its answer is kept (the second comes from memory), and answers it. */
async function kept<T>(read: () => Promise<T>): Promise<T> {
  const first = await read();
  expect(await read()).toEqual(first);
  expect(server.answers.cache.size).toBeGreaterThan(0);
  return first;
}

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login();
  await server.database.exec(`
    insert into categories (name, description, image) values ('Tea', '', 'categories/tea.webp'),
                                                             ('Fish', '', 'categories/fish.webp');
    insert into customers (name, email, mobile) values ('Rahim Uddin', 'rahim@example.com', '+8801700000000');
    insert into items (name, description, price, is_available, is_visible, category_or_subcategory, category_id)
      select 'Sylhet Tea ' || g, '', 100 + g, true, true, 'category', (select id from categories where name = 'Tea')
      from generate_series(1, 30) g;
    insert into orders (customer_id, order_status, area_string, full_address_string, subtotal, discount,
                        delivery_fee, total, vat, grand_total, notes, created_at)
      select (select id from customers limit 1), 'processing', 'Dhanmondi', 'Road 27', 100, 0, 60, 160, 8, 168, '',
             timestamptz '2026-11-01 10:00:00+06' + g * interval '1 minute'
      from generate_series(1, 12) g;`);
});

afterAll(async () => {
  await server?.close();
});

describe('kept list answers', () => {
  it('are answered again, compressed as the client accepts, with Vary: Accept-Encoding', async () => {
    const plain = await api('GET', ITEMS);
    const again = await api('GET', ITEMS);
    expect(again.text).toBe(plain.text);
    expect(again.headers.get('vary')).toMatch(/Accept-Encoding/);
    const response = await fetch(`${server.url}/api${ITEMS}`, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/);
    // fetch decodes it: the same JSON as the plain answer.
    expect(await response.text()).toBe(plain.text);
    // A small answer (the counts) is sent as it is.
    const small = await fetch(`${server.url}/api/customers/orders/getOrderCountsByStatus`, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br' },
    });
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('show an item created, updated and deleted at once', async () => {
    await kept(() => itemNames());
    const tea = await one(`select id as v from categories where name = 'Tea'`);
    const created = await api('POST', '/controlItems/manageItem', {
      form: form({
        name: 'Aaa new tea',
        description: '',
        price: 10,
        isAvailable: true,
        isVisible: true,
        categoryOrSubcategory: 'category',
        category: tea,
      }),
    });
    expect(created.status, created.text).toBe(201);
    const id = String(at(created.body, '_id'));
    expect((await itemNames())[0]).toBe('Aaa new tea');

    await kept(() => itemNames());
    expect(
      (await api('PATCH', `/controlItems/manageItem/${id}`, { form: form({ name: 'Aab renamed tea' }) }))
        .status,
    ).toBe(200);
    expect((await itemNames())[0]).toBe('Aab renamed tea');

    await kept(() => itemNames('/controlItems/manageItem?q=renamed&pageSize=10'));
    expect((await api('DELETE', `/controlItems/manageItem/${id}`)).status).toBe(204);
    expect(await itemNames()).not.toContain('Aab renamed tea');
    expect(await itemNames('/controlItems/manageItem?q=renamed&pageSize=10')).toEqual([]);
  });

  it('show a renamed category in the item rows (a cascade)', async () => {
    const tea = await one(`select id as v from categories where name = 'Tea'`);
    const categoryOfFirst = async () => {
      const [first] = rows(await api('GET', ITEMS));
      return String(at(first, 'category', 'name'));
    };
    expect(await kept(categoryOfFirst)).toBe('Tea');
    const categories = await kept(async () =>
      rows(await api('GET', '/categories')).map((c) => at(c, 'name')),
    );
    expect(categories).toContain('Tea');
    expect((await api('PATCH', `/categories/${tea}`, { json: { name: 'Teas' } })).status).toBe(200);
    expect(await categoryOfFirst()).toBe('Teas');
    expect(rows(await api('GET', '/categories')).map((c) => at(c, 'name'))).toContain('Teas');
  });

  it('show an imported item', async () => {
    await kept(() => itemNames());
    const file = new File(['name,price,category\nAaa imported tea,12,Teas\n'], 'items.csv', {
      type: 'text/csv',
    });
    const body = new FormData();
    body.set('file', file);
    body.set('dryRun', 'false');
    const imported = await api('POST', '/controlItems/manageItem/importItems', { form: body });
    expect(imported.status, imported.text).toBe(200);
    expect((await itemNames())[0]).toBe('Aaa imported tea');
  });

  it('show an order moved, one at a time and in a batch, in both lists and in the counts', async () => {
    const processing = await kept(() => orderIds('processing'));
    await kept(() => orderIds('toBeDelivered'));
    const before = await kept(counts);
    const [first, second, third] = processing;
    expect(
      (await api('PATCH', `/customers/orders/changeOrderStatus/toBeDeliveredFromProcessing/${first}`)).status,
    ).toBe(200);
    expect(await orderIds('processing')).not.toContain(first);
    expect(await orderIds('toBeDelivered')).toContain(first);
    expect((await counts()).processing).toBe(Number(before.processing) - 1);

    await kept(() => orderIds('processing'));
    await kept(() => orderIds('canceled'));
    const moved = await api('POST', '/customers/orders/moveOrders', {
      json: { ids: [second, third], to: 'toBeDelivered' },
    });
    expect(moved.status, moved.text).toBe(200);
    expect(await orderIds('toBeDelivered')).toEqual(expect.arrayContaining([first, second, third]));
    expect((await counts()).processing).toBe(Number(before.processing) - 3);

    await kept(counts);
    expect((await api('PATCH', `/customers/orders/changeOrderStatus/canceledOrder/${first}`)).status).toBe(
      200,
    );
    expect(await orderIds('canceled')).toContain(first);
    expect((await counts()).toBeDelivered).toBe(2);
  });

  it('are answered only after the session and the role are checked', async () => {
    await kept(() => itemNames());
    expect((await server.api('GET', ITEMS)).status).toBe(401);
    expect((await server.api('GET', ITEMS, { token: 'x'.repeat(40) })).status).toBe(401);
    // An owner-only read made kept, then asked by an employee: refused, not answered from memory.
    server.answers.cache.keepAlso('listInvites');
    const invites = async () => (await api('GET', '/manageEmployees/getAllInvites')).status;
    expect(await kept(invites)).toBe(200);
    const employee = await addStaff(server, token, 'employee');
    expect(
      (await server.api('GET', '/manageEmployees/getAllInvites', { token: employee.token })).status,
    ).toBe(403);
    // A signed-out session is refused even for a kept answer.
    expect((await api('POST', '/employees/logout')).status).toBe(204);
    expect((await server.api('GET', ITEMS, { token })).status).toBe(401);
    token = await server.login();
  });
});

describe('the answer cache', () => {
  it('holds at most its bound, dropping the least recently used answers', () => {
    const cache = new AnswerCache(64 * 1024);
    const body = Buffer.alloc(10 * 1024, 'a');
    for (let page = 1; page <= 20; page++) {
      const key = cache.keyOf('listItems', 'owner', `/api/items?page=${page}`);
      cache.keep(key, 'listItems', cache.generation('listItems'), body, {});
      expect(cache.bytes).toBeLessThanOrEqual(64 * 1024);
      // The first page is read again each time: it stays.
      expect(cache.get(cache.keyOf('listItems', 'owner', '/api/items?page=1'))).toBeDefined();
    }
    expect(cache.size).toBeLessThan(7);
    expect(cache.get(cache.keyOf('listItems', 'owner', '/api/items?page=2'))).toBeUndefined();
    const entry = cache.get(cache.keyOf('listItems', 'owner', '/api/items?page=1'));
    if (entry === undefined) throw new Error('page 1 was dropped');
    expect(gunzipSync(cache.compressed(entry, 'gzip')).equals(body)).toBe(true);
    expect(cache.bytes).toBeLessThanOrEqual(64 * 1024);
  });

  it('keeps no answer of a read that was under way while a write made it stale', () => {
    const cache = new AnswerCache();
    const key = cache.keyOf('listItems', 'owner', '/api/items');
    const generation = cache.generation('listItems');
    cache.staleAfter('updateCategory');
    expect(cache.keep(key, 'listItems', generation, Buffer.from('[]'), {})).toBeUndefined();
    // A write that does not show in the items (a testimonial) leaves them kept.
    const later = cache.generation('listItems');
    cache.staleAfter('createTestimonial');
    expect(cache.keep(key, 'listItems', later, Buffer.from('[]'), {})).toBeDefined();
    // A write the document does not name drops everything.
    cache.staleAfter('noSuchOperation');
    expect(cache.size).toBe(0);
  });

  it('keeps the lists across an export: a logged read changes the change log, which no kept answer shows', async () => {
    await kept(() => itemNames());
    const size = server.answers.cache.size;
    expect((await api('GET', '/controlItems/manageItem/exportItems')).status).toBe(200);
    expect(server.answers.cache.size).toBe(size);
    // The export is a write the document names (x-changes: [Change]), not one that drops every answer.
    const cache = new AnswerCache();
    const key = cache.keyOf('listItems', 'owner', '/api/items');
    cache.keep(key, 'listItems', cache.generation('listItems'), Buffer.from('[]'), {});
    cache.staleAfter('exportItems');
    expect(cache.get(key)).toBeDefined();
  });

  it('reads Accept-Encoding', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });
});
