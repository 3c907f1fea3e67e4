// Bugs the reliability tests found, each pinned by the smallest request that showed it.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orders } from '../../src/db/schema.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { form } from '../support/values.js';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login();
});
afterAll(() => server.close());

describe('text PostgreSQL cannot store', () => {
  it('refuses a NUL character in JSON, form and query text with 400 (was a 500)', async () => {
    const json = await server.api('POST', '/collections', {
      token,
      json: { name: 'Eid\u0000sale', description: 'x' },
    });
    expect(json).toMatchObject({ status: 400, body: { fields: { name: expect.any(String) } } });
    const multipart = await server.api('POST', '/deliveryFees', {
      token,
      form: form({ name: 'Inside\u0000Dhaka', amount: 60 }),
    });
    expect(multipart).toMatchObject({ status: 400, body: { fields: { name: expect.any(String) } } });
    const query = await server.api('GET', '/controlItems/manageItem?q=%00', { token });
    expect(query).toMatchObject({ status: 400, body: { fields: { q: expect.any(String) } } });
  });

  it('refuses a lone surrogate in JSON text with 400 instead of storing U+FFFD in its place', async () => {
    const response = await server.api('POST', '/collections', {
      token,
      raw: { body: '{"name":"Eid \\ud800 sale","description":"x"}', contentType: 'application/json' },
    });
    expect(response).toMatchObject({ status: 400, body: { fields: { name: expect.any(String) } } });
    const collections = await server.api('GET', '/collections', { token });
    expect(collections.text).not.toContain('\ufffd');
  });

  it('still accepts emoji, right-to-left and combining text', async () => {
    const name = '\u202Eঈদ 🛒👩‍👩‍👧 e\u0301';
    const response = await server.api('POST', '/collections', { token, json: { name, description: 'x' } });
    expect(response).toMatchObject({ status: 201, body: { name } });
  });
});

describe('numbers sent as text', () => {
  it('refuses "1e400" and "-Infinity" in form and query numbers with 400 (Infinity passed the checks: a 500)', async () => {
    for (const amount of ['1e400', '-1e400', 'Infinity']) {
      const response = await server.api('POST', '/deliveryFees', {
        token,
        form: form({ name: 'Outside Dhaka', amount }),
      });
      expect(response, amount).toMatchObject({
        status: 400,
        body: { fields: { amount: 'Must be a number' } },
      });
    }
    const page = await server.api('GET', '/controlItems/manageItem?page=1e400', { token });
    expect(page).toMatchObject({ status: 400, body: { fields: { page: expect.any(String) } } });
    const fees = await server.api('GET', '/deliveryFees', { token });
    expect(fees.body).toMatchObject({ total: 0 });
  });
});

describe('field names that are not plain names', () => {
  it('names a JSON "__proto__" field as unknown', async () => {
    const response = await server.api('POST', '/collections', {
      token,
      raw: { body: '{"name":"Eid","description":"x","__proto__":{"x":1}}', contentType: 'application/json' },
    });
    expect(response).toMatchObject({
      status: 400,
      body: { message: 'Please check __proto__: Unknown field', fields: { ['__proto__']: 'Unknown field' } },
    });
  });

  it('treats a form part named "__proto__" as an unknown field, never as the body\'s prototype', async () => {
    const data = new FormData();
    data.append('__proto__', new Blob(['x']), 'Injected name');
    data.append('amount', '60');
    const response = await server.api('POST', '/deliveryFees', { token, form: data });
    expect(response).toMatchObject({ status: 400, body: { fields: { ['__proto__']: 'Unknown field' } } });
    const text = new FormData();
    text.append('__proto__', 'x');
    text.append('name', 'Inside Dhaka');
    text.append('amount', '60');
    expect(await server.api('POST', '/deliveryFees', { token, form: text })).toMatchObject({ status: 400 });
  });
});

describe("requests Node's HTTP parser refuses", () => {
  it('answers an address over 16 KB with JSON 431 and the security headers (was an empty answer)', async () => {
    const response = await server.raw('GET', `/api/collections/getSingleCollections/${'9'.repeat(20_000)}`, {
      token,
    });
    expect(response).toMatchObject({ status: 431, body: { message: expect.any(String) } });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers malformed HTTP with JSON 400', async () => {
    const { port } = new URL(server.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.end('GET / HTTP/1.1\r\nHost x\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('application/json');
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      message: 'The request is not valid HTTP.',
    });
  });
});

describe('bodies over the limit', () => {
  it('a 413 closes the connection and says so: the client gets it, and its next request works (was "other side closed")', async () => {
    for (const size of [1024 * 1024 + 10, 20 * 1024 * 1024]) {
      const refused = await fetch(`${server.url}/api/collections`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: new Uint8Array(size),
      });
      expect(refused.status).toBe(413);
      expect(refused.headers.get('connection')).toBe('close');
      await refused.text();
      // At once: the client must not send it on the connection the server is closing.
      const next = await fetch(`${server.url}/api/collections`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(next.status).toBe(200);
    }
  });
});

describe('order moves that follow each other at once', () => {
  it('each move answers the status it made, not one a later move made (was read back after the update)', async () => {
    const [customer] = await server.database.db
      .insert(customers)
      .values({ name: 'Rahim Uddin', email: 'rahim@example.com', mobile: '+8801711000001' })
      .returning({ id: customers.id });
    if (customer === undefined) throw new Error('no customer');
    const values = {
      customerId: customer.id,
      areaString: 'Dhanmondi',
      fullAddressString: 'Road 27',
      subtotal: 100,
      discount: 0,
      deliveryFee: 60,
      total: 160,
      vat: 0,
      grandTotal: 160,
      notes: '',
    };
    const rows = await server.database.db
      .insert(orders)
      .values(Array.from({ length: 20 }, () => ({ ...values, orderStatus: 'toBeDelivered' as const })))
      .returning({ id: orders.id });
    const base = '/customers/orders/changeOrderStatus';
    // Whichever way each pair interleaves (which one wins, or both in turn, is the machine's timing, not the
    // test's), every move that succeeded answers the status it made: the answer is read in the move's own
    // transaction, so a move that follows cannot show in it.
    for (const { id } of rows) {
      const [ship, complete] = await Promise.all([
        server.api('PATCH', `${base}/shippedFromToBeDelivered/${id}`, { token }),
        server.api('PATCH', `${base}/completedFromShipped/${id}`, { token }),
      ]);
      expect(ship.status).toBe(200);
      expect(ship.body).toMatchObject({ orderStatus: 'shipped' });
      if (complete.status === 200) expect(complete.body).toMatchObject({ orderStatus: 'completed' });
      else expect(complete.status).toBe(409);
    }
  });
});
