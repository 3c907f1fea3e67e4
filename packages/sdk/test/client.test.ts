import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createShopClient,
  idempotentOperations,
  newIdempotencyKey,
  ShopApiError,
  toFormData,
  unauthorizedReason,
  unwrap,
} from '../src/index.js';
import {
  createCategoryMutationOptions,
  getCollectionQueryOptions,
  listCollectionsQueryOptions,
} from '../src/query.js';

// A real HTTP server standing in for the shop: it records what arrives and answers per path.
const received: {
  url: string;
  authorization?: string;
  contentType?: string;
  acceptLanguage?: string;
  readAfter?: string;
  idempotencyKey?: string;
  body: string;
}[] = [];
let server: Server;
let baseUrl: string;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readBody(request);
    received.push({
      url: request.url ?? '',
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      acceptLanguage: request.headers['accept-language'],
      readAfter: request.headers['shop-read-after'] as string | undefined,
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
      body,
    });
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    if (request.url === '/api/collections')
      return json(200, { data: [{ _id: '1', name: 'Eid', description: '' }], total: 1 });
    if (request.url === '/api/collections/getSingleCollections/9')
      return json(404, { message: 'Collection not found' });
    if (request.url === '/api/collections/getSingleCollections/401')
      return json(401, { message: 'Sign in again' });
    if (request.url === '/api/collections/getSingleCollections/402')
      return json(401, {
        message: 'Your access to this shop has ended. Ask an owner.',
        reason: 'accessEnded',
      });
    if (request.url === '/api/categories')
      return json(400, { message: 'Invalid', fields: { name: 'Required' } });
    if (request.url === '/api/controlItems/manageItem/8')
      return json(412, {
        message: 'Changed by Sadia Islam at 6 Mar 2026, 15:15',
        changedBy: { _id: '3', name: 'Sadia Islam' },
        changedAt: '2026-03-06T09:15:00.000Z',
        current: { _id: '8' },
      });
    if (request.url === '/api/controlItems/manageItem/9')
      return json(412, {
        message: 'Changed by someone else since you opened it.',
        changedBy: null,
        changedAt: null,
      });
    // A write answered with its position, as a server with several processes answers.
    const written = /^\/api\/vats\/(\d+)$/.exec(request.url ?? '')?.[1];
    if (written !== undefined) {
      response.writeHead(200, { 'content-type': 'application/json', 'shop-write-position': written });
      return response.end(JSON.stringify({ _id: '1', version: 2, name: 'VAT', amount: 5 }));
    }
    if (request.url === '/api/customers/orders/createOrder') return json(201, { _id: '77' });
    if (request.url === '/api/customers/orders/quoteOrder') return json(200, { lines: [] });
    return json(500, 'oops');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('createShopClient', () => {
  it('sends the highest write position it was answered with on every later request', async () => {
    const client = createShopClient({ baseUrl });
    await client.GET('/collections');
    expect(received.at(-1)?.readAfter).toBeUndefined();
    await client.PATCH('/vats/{id}', { params: { path: { id: '12' } }, body: { amount: 5 } });
    await client.GET('/collections');
    expect(received.at(-1)?.readAfter).toBe('12');
    // A lower position answered later (another process's older write) does not lower it.
    await client.PATCH('/vats/{id}', { params: { path: { id: '7' } }, body: { amount: 5 } });
    await client.GET('/collections');
    expect(received.at(-1)?.readAfter).toBe('12');
    await client.PATCH('/vats/{id}', { params: { path: { id: '9007199254740993' } }, body: { amount: 5 } });
    await client.GET('/collections');
    expect(received.at(-1)?.readAfter).toBe('9007199254740993');
    // Each client remembers its own.
    await createShopClient({ baseUrl }).GET('/collections');
    expect(received.at(-1)?.readAfter).toBeUndefined();
  });

  it('sends the bearer token from getToken', async () => {
    const client = createShopClient({ baseUrl, getToken: () => 'secret-token' });
    const list = await unwrap(client.GET('/collections'));
    expect(list.total).toBe(1);
    expect(received.at(-1)?.authorization).toBe('Bearer secret-token');
  });

  it("sends a tool's API token on every call, and tells a 401 to onUnauthorized", async () => {
    const onUnauthorized = vi.fn();
    const token = 'shop_pat_0123456789abcdefghijABCDEFGHIJ012345';
    const client = createShopClient({ baseUrl, token, onUnauthorized });
    await unwrap(client.GET('/collections'));
    expect(received.at(-1)?.authorization).toBe(`Bearer ${token}`);
    const refused = client.GET('/collections/getSingleCollections/{id}', { params: { path: { id: '401' } } });
    await expect(unwrap(refused)).rejects.toMatchObject({ status: 401 });
    expect(received.at(-1)?.authorization).toBe(`Bearer ${token}`);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('sends no Authorization header when signed out', async () => {
    const client = createShopClient({ baseUrl, getToken: () => null });
    await client.GET('/collections');
    expect(received.at(-1)?.authorization).toBeUndefined();
  });

  it('calls onUnauthorized on a 401 to an authenticated request', async () => {
    const onUnauthorized = vi.fn();
    const client = createShopClient({ baseUrl, getToken: () => 't', onUnauthorized });
    const options = getCollectionQueryOptions(client, { path: { id: '401' } });
    await expect(options.queryFn({ signal: new AbortController().signal })).rejects.toMatchObject({
      status: 401,
      message: 'Sign in again',
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("tells a 401's reason to onUnauthorized, and the caller still reads the whole answer", async () => {
    const reasons: Array<Promise<unknown>> = [];
    const client = createShopClient({
      baseUrl,
      getToken: () => 't',
      onUnauthorized: (response) => reasons.push(unauthorizedReason(response)),
    });
    const ended = client.GET('/collections/getSingleCollections/{id}', { params: { path: { id: '402' } } });
    await expect(unwrap(ended)).rejects.toMatchObject({
      status: 401,
      message: 'Your access to this shop has ended. Ask an owner.',
    });
    await client.GET('/collections/getSingleCollections/{id}', { params: { path: { id: '401' } } });
    expect(await Promise.all(reasons)).toEqual(['accessEnded', undefined]);
    expect(await unauthorizedReason(new Response('<html>', { status: 401 }))).toBeUndefined();
    expect(
      await unauthorizedReason(new Response('{"reason":"accessEnded"}', { status: 404 })),
    ).toBeUndefined();
    expect(await unauthorizedReason(new Response('{"reason":"someday"}', { status: 401 }))).toBeUndefined();
  });

  it('does not call onUnauthorized when no token was sent (a failed sign-in)', async () => {
    const onUnauthorized = vi.fn();
    const client = createShopClient({ baseUrl, onUnauthorized });
    await client.GET('/collections/getSingleCollections/{id}', { params: { path: { id: '401' } } });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('Idempotency-Key', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  const order = {
    customer: '1',
    address: '2',
    lines: [{ item: '3', quantity: 1 }],
    source: 'phone' as const,
  };

  it('is known for the operations the document gives the header: createOrder', () => {
    expect(idempotentOperations).toEqual({
      createOrder: { method: 'POST', path: '/customers/orders/createOrder' },
    });
  });

  it('gives each call of such an operation a new key, and no other call one', async () => {
    const client = createShopClient({ baseUrl });
    await client.POST('/customers/orders/createOrder', { body: order });
    const first = received.at(-1)?.idempotencyKey;
    await client.POST('/customers/orders/createOrder', { body: order });
    const second = received.at(-1)?.idempotencyKey;
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
    await client.POST('/customers/orders/quoteOrder', { body: { address: '2', lines: order.lines } });
    expect(received.at(-1)?.idempotencyKey).toBeUndefined();
  });

  it("keeps the caller's own key, so a retry sends the same one", async () => {
    const client = createShopClient({ baseUrl });
    const key = 'order-from-sheet-row-41';
    for (let attempt = 0; attempt < 2; attempt++) {
      await client.POST('/customers/orders/createOrder', {
        body: order,
        params: { header: { 'Idempotency-Key': key } },
      });
      expect(received.at(-1)?.idempotencyKey).toBe(key);
    }
  });

  it('makes a UUID also where crypto.randomUUID is missing (a page served over plain http)', () => {
    const randomUUID = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      const keys = new Set(Array.from({ length: 100 }, () => newIdempotencyKey()));
      expect(keys.size).toBe(100);
      for (const key of keys) expect(key).toMatch(UUID);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});

describe('the language option', () => {
  it('sends the language it answers as Accept-Language on every call, asked anew each time', async () => {
    let chosen: 'en' | 'bn' = 'bn';
    const client = createShopClient({ baseUrl, getToken: () => 't', language: () => chosen });
    await client.GET('/collections');
    expect(received.at(-1)?.acceptLanguage).toBe('bn');
    // The person switches while signed in: the next call says so, the query options' calls too.
    chosen = 'en';
    await listCollectionsQueryOptions(client).queryFn({ signal: new AbortController().signal });
    expect(received.at(-1)?.acceptLanguage).toBe('en');
    chosen = 'bn';
    const create = createCategoryMutationOptions(client);
    const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'tea.png', { type: 'image/png' });
    await create.mutationFn({ body: { name: '', description: 'x', image } }).catch(() => undefined);
    expect(received.at(-1)?.acceptLanguage).toBe('bn');
  });

  it('sends no Accept-Language of its own without the option, or while it answers nothing', async () => {
    await createShopClient({ baseUrl }).GET('/collections');
    // Node's fetch sends `*` when no one chose a language.
    expect(received.at(-1)?.acceptLanguage).toBe('*');
    await createShopClient({ baseUrl, language: () => undefined }).GET('/collections');
    expect(received.at(-1)?.acceptLanguage).toBe('*');
  });

  it("keeps a call's own Accept-Language", async () => {
    const client = createShopClient({ baseUrl, language: () => 'bn' });
    await client.GET('/collections', { headers: { 'Accept-Language': 'en' } });
    expect(received.at(-1)?.acceptLanguage).toBe('en');
  });
});

describe('query and mutation options', () => {
  it('keys reads by operation id and parameters', () => {
    const client = createShopClient({ baseUrl });
    expect(listCollectionsQueryOptions(client).queryKey).toEqual(['listCollections']);
    expect(getCollectionQueryOptions(client, { path: { id: '3' } }).queryKey).toEqual([
      'getCollection',
      { path: { id: '3' } },
    ]);
  });

  it('throws ShopApiError with the server message and field messages', async () => {
    const client = createShopClient({ baseUrl });
    const error = await getCollectionQueryOptions(client, { path: { id: '9' } })
      .queryFn({ signal: new AbortController().signal })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ShopApiError);
    expect(error).toMatchObject({ status: 404, message: 'Collection not found' });

    const create = createCategoryMutationOptions(client);
    const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'tea.png', { type: 'image/png' });
    await expect(create.mutationFn({ body: { name: '', description: 'x', image } })).rejects.toMatchObject({
      status: 400,
      fields: { name: 'Required' },
    });
    const sent = received.at(-1);
    expect(sent?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent?.body).toContain('filename="tea.png"');
  });

  it("keeps a 412's who and when, for the screen to word in its own language and clock", async () => {
    const client = createShopClient({ baseUrl });
    const update = (id: string) =>
      unwrap(client.PATCH('/controlItems/manageItem/{id}', { params: { path: { id } }, body: {} })).catch(
        (e: unknown) => e,
      );
    expect(await update('8')).toMatchObject({
      status: 412,
      message: 'Changed by Sadia Islam at 6 Mar 2026, 15:15',
      changedSince: { changedBy: { _id: '3', name: 'Sadia Islam' }, changedAt: '2026-03-06T09:15:00.000Z' },
    });
    expect(await update('9')).toMatchObject({
      status: 412,
      changedSince: { changedBy: null, changedAt: null },
    });
    const other = await getCollectionQueryOptions(client, { path: { id: '9' } })
      .queryFn({ signal: new AbortController().signal })
      .catch((e: unknown) => e);
    expect(other).toBeInstanceOf(ShopApiError);
    expect(other).toHaveProperty('changedSince', undefined);
  });

  it('turns an unreachable server into a readable ShopApiError with status 0', async () => {
    const client = createShopClient({ baseUrl: 'http://127.0.0.1:9/api' });
    await expect(unwrap(client.GET('/collections'))).rejects.toMatchObject({
      status: 0,
      message: expect.stringContaining('Cannot reach the server'),
    });
  });
});

describe('toFormData', () => {
  it('writes booleans and numbers as strings, files as files, and skips empty values', () => {
    const file = new File(['x'], 'a.png');
    const form = toFormData({ amount: 5.5, isApplicable: false, image: file, note: undefined, gone: null });
    expect(form.get('amount')).toBe('5.5');
    expect(form.get('isApplicable')).toBe('false');
    expect((form.get('image') as File).name).toBe('a.png');
    expect(form.has('note')).toBe(false);
    expect(form.has('gone')).toBe(false);
  });
});
