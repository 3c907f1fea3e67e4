// Taking orders over HTTP: a quote saves nothing, a new order is priced from the catalogue and the shop's settings
// at that moment, an order in processing can be changed (and priced again), every write is in its timeline, and bad
// input is refused with a field message and nothing saved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrderShop, openOrderShop, rowCounts } from './support/order-shop.js';
import { addStaff } from './support/staff.js';
import { type ApiResponse, startTestServer, type TestServer } from './support/test-server.js';
import { at, form, idOf, rows } from './support/values.js';

let server: TestServer;
let token: string;
let shop: OrderShop;
let rahim: string;
let karim: string;
/** Rahim's address in Dhanmondi (Dhaka) and in Sonadanga (Khulna); Karim's in Gulshan. */
let rahimDhaka: string;
let rahimKhulna: string;
let karimGulshan: string;

const call = (method: string, apiPath: string, json?: unknown, headers?: Record<string, string>) =>
  server.api(method, apiPath, { token, json, headers });
const quote = (json: unknown) => call('POST', '/customers/orders/quoteOrder', json);
const place = (json: unknown, headers?: Record<string, string>) =>
  call('POST', '/customers/orders/createOrder', json, headers);
const change = (id: string, json: unknown, headers?: Record<string, string>) =>
  call('PATCH', `/customers/orders/updateOrder/${id}`, json, headers);

async function newCustomer(name: string, mobile: string): Promise<string> {
  const created = await server.api('POST', '/customers/manageCustomers/createCustomer', {
    token,
    form: form({ name, mobile }),
  });
  expect(created.status, created.text).toBe(201);
  return idOf(created);
}

async function newAddress(
  customer: string,
  area: string,
  fullAddress: string,
  name = 'Home',
): Promise<string> {
  const created = await call('POST', '/customers/manageCustomers/createAddress', {
    customer,
    name,
    type: name,
    area,
    fullAddress,
  });
  expect(created.status, created.text).toBe(201);
  return idOf(created);
}

/** Expects a refusal with `status` and a message at each of `fields`. */
function refused(answer: ApiResponse, status: number, fields: string[]) {
  expect(answer.status, answer.text).toBe(status);
  expect(Object.keys((at(answer.body, 'fields') as object | undefined) ?? {}).sort()).toEqual(
    [...fields].sort(),
  );
}

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login();
  shop = await openOrderShop(server);
  rahim = await newCustomer('Rahim Uddin', '01711-000001');
  karim = await newCustomer('Karim Sarkar', '01811000002');
  rahimDhaka = await newAddress(rahim, shop.dhanmondi, 'Road 27, House 12');
  rahimKhulna = await newAddress(rahim, shop.sonadanga, 'KDA Avenue 5', 'Office');
  karimGulshan = await newAddress(karim, shop.gulshan, 'Road 90, House 3');
});
afterAll(() => server.close());

describe('quoteOrder', () => {
  it('prices a draft in Dhaka from the catalogue and the settings, and saves nothing', async () => {
    const before = await rowCounts(server);
    const answer = await quote({
      customer: rahim,
      address: rahimDhaka,
      lines: [
        { item: shop.hilsa, quantity: 2 },
        { item: shop.tea, quantity: 3 },
      ],
    });
    expect(answer.status, answer.text).toBe(200);
    // 1600 + 1051.50 = 2651.50; 10% = 265.15; 2651.50 - 265.15 + 60 = 2446.35; 5% = 122.3175 → 122.32
    expect(answer.body).toEqual({
      lines: [
        { item: { _id: shop.hilsa, name: 'Hilsa' }, quantity: 2, unitPrice: 800, total: 1600 },
        { item: { _id: shop.tea, name: 'Tea' }, quantity: 3, unitPrice: 350.5, total: 1051.5 },
      ],
      subtotal: 2651.5,
      discount: 265.15,
      deliveryFee: 60,
      total: 2446.35,
      vat: 122.32,
      grandTotal: 2568.67,
      applied: { discount: 10, deliveryFee: { _id: shop.insideDhaka, name: 'Inside Dhaka' }, vat: 5 },
    });
    expect(await rowCounts(server)).toEqual(before);
  });

  it('charges the fee of the rest of the country outside the districts a fee covers; the address alone decides', async () => {
    const answer = await quote({ address: rahimKhulna, lines: [{ item: shop.hilsa, quantity: 1 }] });
    // 800; 80; 800 - 80 + 120 = 840; 42
    expect(answer.body).toMatchObject({
      subtotal: 800,
      discount: 80,
      deliveryFee: 120,
      total: 840,
      vat: 42,
      grandTotal: 882,
      applied: { deliveryFee: { name: 'Outside Dhaka' } },
    });
  });
});

describe('createOrder', () => {
  let placed: ApiResponse;

  it('places an order in processing, priced as the quote, from where it came, to the address chosen', async () => {
    const before = await rowCounts(server);
    const counts = (await call('GET', '/customers/orders/getOrderCountsByStatus')).body;
    placed = await place({
      customer: rahim,
      address: rahimDhaka,
      lines: [
        { item: shop.hilsa, quantity: 2 },
        { item: shop.tea, quantity: 3 },
      ],
      notes: ' Call before coming ',
      source: 'phone',
    });
    expect(placed.status, placed.text).toBe(201);
    expect(placed.headers.get('Idempotent-Replayed')).toBeNull();
    expect(placed.body).toMatchObject({
      customer: { _id: rahim, name: 'Rahim Uddin' },
      orderStatus: 'processing',
      source: 'phone',
      address: { _id: rahimDhaka, name: 'Home' },
      areaString: 'Dhanmondi',
      fullAddressString: 'Road 27, House 12',
      subtotal: 2651.5,
      discount: 265.15,
      deliveryFee: 60,
      total: 2446.35,
      vat: 122.32,
      grandTotal: 2568.67,
      notes: 'Call before coming',
    });
    const id = idOf(placed);
    expect((await call('GET', `/customers/orders/getSingleOrder/${id}`)).body).toEqual(placed.body);
    expect(rows(await call('GET', `/customers/orders/orderItemsFromOrder/${id}`))).toMatchObject([
      { item: { name: 'Hilsa' }, quantity: 2, unitPrice: 800, total: 1600 },
      { item: { name: 'Tea' }, quantity: 3, unitPrice: 350.5, total: 1051.5 },
    ]);
    expect(await rowCounts(server)).toMatchObject({
      orders: before.orders + 1,
      order_items: before.order_items + 2,
      changes: before.changes + 1,
    });
    // The kept counts and the processing list have it.
    const countsAfter = (await call('GET', '/customers/orders/getOrderCountsByStatus')).body;
    const processing = (list: unknown) =>
      Number(
        at(
          (Array.isArray(list) ? list : []).find((entry) => at(entry, 'status') === 'processing'),
          'count',
        ),
      );
    expect(processing(countsAfter)).toBe(processing(counts) + 1);
    const listed = rows(await call('GET', '/customers/orders/allOrdersByStatus/processing'));
    expect(listed.map((order) => at(order, '_id'))).toContain(id);
  });

  it("records who placed it and with what, its lines as one readable text, in the order's timeline", async () => {
    const id = idOf(placed);
    const timeline = rows(await call('GET', `/changes/Order/${id}`));
    expect(timeline).toHaveLength(1);
    expect(timeline[0]).toMatchObject({
      employee: { name: expect.any(String) },
      operation: 'createOrder',
      label: `Order #${id}`,
    });
    const fields = at(timeline[0], 'fields') as Array<{ field: string; to: unknown }>;
    expect(fields.find((f) => f.field === 'lines')?.to).toBe('Hilsa × 2 at ৳800.00; Tea × 3 at ৳350.50');
    expect(fields.find((f) => f.field === 'source')?.to).toBe('phone');
    expect(fields.find((f) => f.field === 'grandTotal')?.to).toBe(2568.67);
  });

  it('takes the prices of the catalogue at that moment: a new price is charged to new orders only', async () => {
    await server.database.exec(`update items set price = 900 where id = ${shop.hilsa}`);
    const again = await place({
      customer: rahim,
      address: rahimDhaka,
      lines: [{ item: shop.hilsa, quantity: 1 }],
      source: 'messenger',
    });
    expect(again.body).toMatchObject({ subtotal: 900, discount: 90, deliveryFee: 60, total: 870, vat: 43.5 });
    expect((await call('GET', `/customers/orders/getSingleOrder/${idOf(placed)}`)).body).toMatchObject({
      subtotal: 2651.5,
    });
    await server.database.exec(`update items set price = 800 where id = ${shop.hilsa}`);
  });

  it('is for employees as for owners', async () => {
    const employee = await addStaff(server, token, 'employee');
    const answer = await server.api('POST', '/customers/orders/createOrder', {
      token: employee.token,
      json: {
        customer: karim,
        address: karimGulshan,
        lines: [{ item: shop.tea, quantity: 1 }],
        source: 'walk-in',
      },
    });
    expect(answer.status, answer.text).toBe(201);
    const edited = await server.api('PATCH', `/customers/orders/updateOrder/${idOf(answer)}`, {
      token: employee.token,
      json: { notes: 'Paid in cash' },
    });
    expect(edited.status, edited.text).toBe(200);
  });
});

describe('updateOrder', () => {
  let id: string;
  let version: number;

  beforeAll(async () => {
    const created = await place({
      customer: rahim,
      address: rahimDhaka,
      lines: [{ item: shop.hilsa, quantity: 1 }],
      source: 'facebook',
    });
    id = idOf(created);
    version = Number(at(created.body, 'version'));
  });

  it('changes the lines and prices the order again', async () => {
    const answer = await change(
      id,
      {
        lines: [
          { item: shop.tea, quantity: 2 },
          { item: shop.hilsa, quantity: 1 },
        ],
      },
      { 'If-Match': `"${version}"` },
    );
    expect(answer.status, answer.text).toBe(200);
    // 701 + 800 = 1501; 150.10; 1501 - 150.10 + 60 = 1410.90; 5% = 70.545 → 70.55
    expect(answer.body).toMatchObject({
      subtotal: 1501,
      discount: 150.1,
      deliveryFee: 60,
      total: 1410.9,
      vat: 70.55,
      grandTotal: 1481.45,
      version: version + 1,
    });
    expect(rows(await call('GET', `/customers/orders/orderItemsFromOrder/${id}`))).toMatchObject([
      { item: { name: 'Tea' }, quantity: 2, total: 701 },
      { item: { name: 'Hilsa' }, quantity: 1, total: 800 },
    ]);
    version += 1;
  });

  it("moves it to another of the customer's addresses: the fee of that district, the lines at today's prices", async () => {
    await server.database.exec(`update items set price = 360 where id = ${shop.tea}`);
    const answer = await change(id, { address: rahimKhulna });
    expect(answer.status, answer.text).toBe(200);
    // 720 + 800 = 1520; 152; 1520 - 152 + 120 = 1488; 74.40
    expect(answer.body).toMatchObject({
      address: { _id: rahimKhulna, name: 'Office' },
      areaString: 'Sonadanga',
      fullAddressString: 'KDA Avenue 5',
      subtotal: 1520,
      deliveryFee: 120,
      grandTotal: 1562.4,
    });
    await server.database.exec(`update items set price = 350.50 where id = ${shop.tea}`);
    version += 1;
  });

  it('changes only the notes without pricing it again', async () => {
    const answer = await change(id, { notes: 'Leave with the guard' });
    expect(answer.body).toMatchObject({ notes: 'Leave with the guard', subtotal: 1520, grandTotal: 1562.4 });
    version += 1;
  });

  it('records what changed: the lines as text, the totals, the address', async () => {
    const timeline = rows(await call('GET', `/changes/Order/${id}`));
    expect(timeline.map((entry) => at(entry, 'operation'))).toEqual([
      'updateOrder',
      'updateOrder',
      'updateOrder',
      'createOrder',
    ]);
    const fieldsOf = (entry: unknown) =>
      Object.fromEntries(
        (at(entry, 'fields') as Array<{ field: string; from: unknown; to: unknown }>).map((f) => [
          f.field,
          [f.from, f.to],
        ]),
      );
    expect(fieldsOf(timeline[2])).toMatchObject({
      lines: ['Hilsa × 1 at ৳800.00', 'Tea × 2 at ৳350.50; Hilsa × 1 at ৳800.00'],
      subtotal: [800, 1501],
      grandTotal: [expect.any(Number), 1481.45],
    });
    expect(fieldsOf(timeline[1])).toMatchObject({
      address: [
        { _id: rahimDhaka, name: 'Home' },
        { _id: rahimKhulna, name: 'Office' },
      ],
      lines: ['Tea × 2 at ৳350.50; Hilsa × 1 at ৳800.00', 'Tea × 2 at ৳360.00; Hilsa × 1 at ৳800.00'],
    });
    expect(Object.keys(fieldsOf(timeline[0]))).toEqual(['notes']);
  });

  it('is a 412 on a version the order no longer has, changing nothing', async () => {
    const before = await rowCounts(server);
    const answer = await change(id, { notes: 'Stale' }, { 'If-Match': `"${version - 1}"` });
    expect(answer.status, answer.text).toBe(412);
    expect(at(answer.body, 'current', 'notes')).toBe('Leave with the guard');
    expect(await rowCounts(server)).toEqual(before);
  });

  it('refuses an address of another customer, and a change once the order has moved on (409)', async () => {
    refused(await change(id, { address: karimGulshan }), 400, ['address']);
    const moved = await call(
      'PATCH',
      `/customers/orders/changeOrderStatus/toBeDeliveredFromProcessing/${id}`,
    );
    expect(moved.status, moved.text).toBe(200);
    const before = await rowCounts(server);
    const answer = await change(id, { notes: 'Too late' });
    expect(answer.status, answer.text).toBe(409);
    expect(at(answer.body, 'message')).toBe('This order is to be delivered, so it can no longer be changed.');
    expect(await rowCounts(server)).toEqual(before);
    expect((await change('999999', { notes: 'x' })).status).toBe(404);
  });

  it('asks for an address to price an order placed before orders kept one', async () => {
    const [old] = await server.database.exec(`insert into orders (customer_id, order_status, area_string,
        full_address_string, subtotal, discount, delivery_fee, total, vat, grand_total, notes)
      values (${rahim}, 'processing', 'Dhanmondi', 'Road 1', 100, 0, 0, 100, 0, 100, '') returning id`);
    const oldId = String(old?.id);
    server.answers.cache.clear();
    expect((await call('GET', `/customers/orders/getSingleOrder/${oldId}`)).body).toMatchObject({
      source: 'storefront',
      address: null,
    });
    refused(await change(oldId, { lines: [{ item: shop.tea, quantity: 1 }] }), 400, ['address']);
    const priced = await change(oldId, { lines: [{ item: shop.tea, quantity: 1 }], address: rahimDhaka });
    expect(priced.body).toMatchObject({ subtotal: 350.5, address: { _id: rahimDhaka } });
  });
});

describe('updateOrder beside other writes', () => {
  it('keeps a line whose item is no longer available when the address changes; a new order cannot have it', async () => {
    const created = await place({
      customer: rahim,
      address: rahimDhaka,
      lines: [{ item: shop.tea, quantity: 1 }],
      source: 'phone',
    });
    await server.database.exec(`update items set is_available = false where id = ${shop.tea}`);
    try {
      const moved = await change(idOf(created), { address: rahimKhulna });
      expect(moved.status, moved.text).toBe(200);
      expect(moved.body).toMatchObject({ subtotal: 350.5, deliveryFee: 120 });
      const again = await place({
        ...{ customer: rahim, address: rahimDhaka, source: 'phone' },
        lines: [{ item: shop.tea, quantity: 1 }],
      });
      expect(again.status).toBe(400);
    } finally {
      await server.database.exec(`update items set is_available = true where id = ${shop.tea}`);
    }
  });

  it('of a change and a move at once, the second sees the first: never a change to an order that moved on', async () => {
    for (let round = 0; round < 5; round++) {
      const created = await place({
        customer: rahim,
        address: rahimDhaka,
        lines: [{ item: shop.hilsa, quantity: 1 }],
        source: 'phone',
      });
      const id = idOf(created);
      const [changed, moved] = await Promise.all([
        change(id, { lines: [{ item: shop.hilsa, quantity: 2 }] }),
        call('PATCH', `/customers/orders/changeOrderStatus/toBeDeliveredFromProcessing/${id}`),
      ]);
      expect(moved.status, moved.text).toBe(200);
      expect([200, 409], changed.text).toContain(changed.status);
      const now = (await call('GET', `/customers/orders/getSingleOrder/${id}`)).body;
      expect(now).toMatchObject({
        orderStatus: 'toBeDelivered',
        subtotal: changed.status === 200 ? 1600 : 800,
      });
      const timeline = rows(await call('GET', `/changes/Order/${id}`)).map((entry) => at(entry, 'operation'));
      expect(timeline).toEqual(
        changed.status === 200
          ? ['changeOrderToToBeDelivered', 'updateOrder', 'createOrder']
          : ['changeOrderToToBeDelivered', 'createOrder'],
      );
    }
  });
});

describe('bad input: refused with a field message, nothing saved', () => {
  const good = () => ({
    customer: rahim,
    address: rahimDhaka,
    lines: [{ item: shop.hilsa, quantity: 1 }],
    source: 'phone',
  });

  /** Each case: what it changes in a good body (made once the shop is open), the answer's status, its fields. */
  const CASES: Array<[string, () => { [field: string]: unknown }, number, string[]]> = [
    [
      'an item that does not exist',
      () => ({ lines: [{ item: '999999', quantity: 1 }] }),
      404,
      ['lines.0.item'],
    ],
    ['an address that does not exist', () => ({ address: '999999' }), 404, ['address']],
    ['a customer who does not exist', () => ({ customer: '999999' }), 404, ['customer']],
    ["an address of someone else's", () => ({ address: karimGulshan }), 400, ['address']],
    ['quantity 0', () => ({ lines: [{ item: shop.hilsa, quantity: 0 }] }), 400, ['lines']],
    ['quantity 10,001', () => ({ lines: [{ item: shop.hilsa, quantity: 10_001 }] }), 400, ['lines']],
    [
      'a price in a line',
      () => ({ lines: [{ item: shop.hilsa, quantity: 1, unitPrice: 1 }] }),
      400,
      ['unitPrice'],
    ],
    ['a total in the body', () => ({ grandTotal: 1 }), 400, ['grandTotal']],
    [
      'an item twice',
      () => ({
        lines: [
          { item: shop.hilsa, quantity: 1 },
          { item: shop.hilsa, quantity: 2 },
        ],
      }),
      400,
      ['lines.1.item'],
    ],
    [
      'an item that is not available',
      () => ({ lines: [{ item: shop.saree, quantity: 1 }] }),
      400,
      ['lines.0.item'],
    ],
    ['an unknown source', () => ({ source: 'telegram' }), 400, ['source']],
  ];

  it.each(CASES)('createOrder with %s', async (_, changed, status, fields) => {
    const before = await rowCounts(server);
    refused(await place({ ...good(), ...changed() }), status, fields);
    expect(await rowCounts(server)).toEqual(before);
  });

  it('createOrder of more than the largest amount Money holds', async () => {
    await server.database.exec(`update items set price = 999999 where id = ${shop.hilsa}`);
    const before = await rowCounts(server);
    const answer = await place({ ...good(), lines: [{ item: shop.hilsa, quantity: 10_000 }] });
    await server.database.exec(`update items set price = 800 where id = ${shop.hilsa}`);
    refused(answer, 400, ['lines']);
    expect(await rowCounts(server)).toEqual(before);
  });

  it('quoteOrder refuses the same as createOrder', async () => {
    refused(await quote({ address: rahimDhaka, lines: [{ item: '999999', quantity: 1 }] }), 404, [
      'lines.0.item',
    ]);
    refused(
      await quote({ customer: karim, address: rahimDhaka, lines: [{ item: shop.tea, quantity: 1 }] }),
      400,
      ['address'],
    );
    refused(await quote({ address: rahimDhaka, lines: [{ item: shop.tea, quantity: 1, total: 9 }] }), 400, [
      'total',
    ]);
  });

  it('an address in an area that does not exist, and a mobile that is not Bangladeshi', async () => {
    const before = await rowCounts(server);
    refused(
      await call('POST', '/customers/manageCustomers/createAddress', {
        customer: rahim,
        name: 'Shop',
        type: 'Shop',
        area: '999999',
        fullAddress: 'Somewhere',
      }),
      404,
      ['area'],
    );
    const foreign = await server.api('POST', '/customers/manageCustomers/createCustomer', {
      token,
      form: form({ name: 'Visitor', mobile: '+44 7700 900123' }),
    });
    refused(foreign, 400, ['mobile']);
    expect(await rowCounts(server)).toEqual(before);
  });
});

describe('exports and the dashboard', () => {
  it('has the orders taken in the orders file and in the day on the dashboard', async () => {
    const exported = await server.raw('GET', '/api/customers/orders/exportOrdersByStatus/processing', {
      token,
    });
    expect(exported.status).toBe(200);
    expect(exported.text).toContain('Road 27, House 12');
    expect(exported.text).toContain('2568.67');
    const today = await call('GET', '/dashboard?period=today');
    expect(Number(at(today.body, 'orders'))).toBeGreaterThanOrEqual(3);
  });
});
