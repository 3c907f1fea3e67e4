// createOrder with an Idempotency-Key (the IETF httpapi draft): the same key and body place one order however often
// and however concurrently they are sent, within 24 hours; another body with the key is a 422; keys are the
// caller's own. On PostgreSQL also with the calls split over two server processes.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_WINDOW_MS, pruneIdempotencyKeys } from '../src/data/idempotency.js';
import {
  freePort,
  type ServerProcess,
  spawnServer,
  waitHealthy,
} from './reliability/support/server-process.js';
import { type OrderShop, openOrderShop, rowCounts } from './support/order-shop.js';
import { addStaff } from './support/staff.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { at, form, idOf } from './support/values.js';

let server: TestServer;
let token: string;
let shop: OrderShop;
let customer: string;
let address: string;

const orderBody = (quantity = 1) => ({
  customer,
  address,
  lines: [{ item: shop.hilsa, quantity }],
  source: 'storefront',
});

function place(body: unknown, key: string | undefined, as = token) {
  return server.api('POST', '/customers/orders/createOrder', {
    token: as,
    json: body,
    headers: key === undefined ? {} : { 'Idempotency-Key': key },
  });
}

/** The orders of the test's customer, newest last. */
async function orderIds(): Promise<string[]> {
  const found = await server.database.exec(
    `select id::text as id from orders where customer_id = ${customer} order by id`,
  );
  return found.map((row) => String(row.id));
}

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login();
  shop = await openOrderShop(server);
  const created = await server.api('POST', '/customers/manageCustomers/createCustomer', {
    token,
    form: form({ name: 'Fatema Begum', mobile: '01911000003' }),
  });
  customer = idOf(created);
  const home = await server.api('POST', '/customers/manageCustomers/createAddress', {
    token,
    json: { customer, name: 'Home', type: 'Home', area: shop.dhanmondi, fullAddress: 'Road 2' },
  });
  address = idOf(home);
});
afterAll(() => server?.close());

describe('createOrder with an Idempotency-Key', () => {
  it('answers the same key and body again with the first answer, and places one order', async () => {
    const first = await place(orderBody(), 'key-replay');
    expect(first.status, first.text).toBe(201);
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    const before = await rowCounts(server);
    // A retry as a client sends it: the same JSON with its members in another order.
    const again = await place(
      { source: 'storefront', lines: [{ quantity: 1, item: shop.hilsa }], address, customer },
      'key-replay',
    );
    expect(again.status, again.text).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await rowCounts(server)).toEqual(before);
  });

  it('answers the first answer even after the order has changed since', async () => {
    const first = await place(orderBody(), 'key-then-moved');
    await server.api('PATCH', `/customers/orders/updateOrder/${idOf(first)}`, {
      token,
      json: { notes: 'Changed' },
    });
    const again = await place(orderBody(), 'key-then-moved');
    expect(again.body).toEqual(first.body);
  });

  it('refuses the same key with another body (422), doing nothing', async () => {
    await place(orderBody(1), 'key-other-body');
    const before = await rowCounts(server);
    const other = await place(orderBody(2), 'key-other-body');
    expect(other.status, other.text).toBe(422);
    expect(at(other.body, 'message')).toMatch(/Idempotency-Key was sent before with another request/);
    expect(await rowCounts(server)).toEqual(before);
  });

  it('keeps nothing for a request that failed: its key is free for the corrected request', async () => {
    const before = await rowCounts(server);
    const wrong = await place(
      { ...orderBody(), lines: [{ item: '999999', quantity: 1 }] },
      'key-failed-first',
    );
    expect(wrong.status).toBe(404);
    expect(await rowCounts(server)).toEqual(before);
    const right = await place(orderBody(), 'key-failed-first');
    expect(right.status, right.text).toBe(201);
    expect(right.headers.get('Idempotent-Replayed')).toBeNull();
  });

  it("treats another employee's same key as another key", async () => {
    const employee = await addStaff(server, token, 'employee');
    const mine = await place(orderBody(), 'key-shared-name');
    const theirs = await place(orderBody(), 'key-shared-name', employee.token);
    expect(theirs.status, theirs.text).toBe(201);
    expect(theirs.headers.get('Idempotent-Replayed')).toBeNull();
    expect(idOf(theirs)).not.toBe(idOf(mine));
  });

  it('places an order for every call without a key', async () => {
    const before = (await orderIds()).length;
    await place(orderBody(), undefined);
    await place(orderBody(), undefined);
    expect(await orderIds()).toHaveLength(before + 2);
  });

  it('forgets a key after 24 hours: the same key then places a new order, and the upkeep prunes old keys', async () => {
    const first = await place(orderBody(), 'key-a-day-old');
    server.clock.advance(IDEMPOTENCY_WINDOW_MS - 60_000);
    expect(idOf(await place(orderBody(), 'key-a-day-old'))).toBe(idOf(first));
    server.clock.advance(2 * 60_000);
    const later = await place(orderBody(), 'key-a-day-old');
    expect(later.status, later.text).toBe(201);
    expect(later.headers.get('Idempotent-Replayed')).toBeNull();
    expect(idOf(later)).not.toBe(idOf(first));
    const kept = async () =>
      Number((await server.database.exec('select count(*) as n from idempotency_keys'))[0]?.n);
    const before = await kept();
    expect(await pruneIdempotencyKeys(server.database.db, server.clock.now())).toBeGreaterThan(0);
    expect(await kept()).toBeLessThan(before);
    expect(await kept()).toBeGreaterThan(0);
  });

  it('refuses a key that is no printable ASCII, or longer than 255 characters', async () => {
    for (const key of ['with space', 'na\u00efve', 'k'.repeat(256)]) {
      const before = await rowCounts(server);
      const answer = await place(orderBody(), key);
      expect(answer.status, key).toBe(400);
      expect(Object.keys(at(answer.body, 'fields') ?? {})).toEqual(['Idempotency-Key']);
      expect(await rowCounts(server)).toEqual(before);
    }
  });

  it('50 concurrent calls with one key and body place exactly one order; each answer is it, or a 409 to retry', async () => {
    const before = await orderIds();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => place(orderBody(3), 'key-50-at-once')),
    );
    const placed = (await orderIds()).filter((id) => !before.includes(id));
    expect(placed).toHaveLength(1);
    for (const answer of answers) {
      expect([201, 409], answer.text).toContain(answer.status);
      if (answer.status === 201) expect(idOf(answer)).toBe(placed[0]);
      else expect(at(answer.body, 'message')).toMatch(/still being answered/);
    }
    expect(answers.filter((answer) => answer.status === 201).length).toBeGreaterThan(0);
  });
});

describe.skipIf(process.env.PG_TEST_URL === undefined || process.env.PG_TEST_URL === '')(
  'one key over two server processes on one PostgreSQL database',
  () => {
    let other: ServerProcess;
    let otherDataDir: string;

    beforeAll(async () => {
      if (server.databaseUrl === undefined) throw new Error('the test server is not on PostgreSQL');
      otherDataDir = await mkdtemp(path.join(tmpdir(), 'shop-server-test-'));
      other = spawnServer(otherDataDir, await freePort(), { DATABASE_URL: server.databaseUrl });
      await waitHealthy(other);
    });
    afterAll(async () => {
      if (other !== undefined) {
        other.child.kill('SIGTERM');
        await other.exited;
      }
      if (otherDataDir !== undefined) await rm(otherDataDir, { recursive: true, force: true });
    });

    it('50 calls split between the two place exactly one order; every answer is it or a 409', async () => {
      const before = await orderIds();
      const body = JSON.stringify(orderBody(4));
      const answers = await Promise.all(
        Array.from({ length: 50 }, async (_, index) => {
          const base = index % 2 === 0 ? server.url : other.url;
          const response = await fetch(`${base}/api/customers/orders/createOrder`, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${token}`,
              'content-type': 'application/json',
              'Idempotency-Key': 'key-two-processes',
            },
            body,
            signal: AbortSignal.timeout(60_000),
          });
          const parsed: unknown = await response.json();
          return { status: response.status, body: parsed };
        }),
      );
      const placed = (await orderIds()).filter((id) => !before.includes(id));
      expect(placed).toHaveLength(1);
      for (const answer of answers) {
        expect([201, 409], JSON.stringify(answer.body)).toContain(answer.status);
        if (answer.status === 201) expect(at(answer.body, '_id')).toBe(placed[0]);
      }
    });
  },
);
