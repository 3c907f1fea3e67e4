import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addresses,
  areas,
  categories,
  customers,
  districts,
  divisions,
  items,
  type OrderStatus,
  orderItems,
  orders,
  wishlists,
} from '../src/db/schema.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { at, rows } from './support/values.js';

let server: TestServer;
let token: string;
let customerId: string;
let otherCustomerId: string;
let addressId: string;
const orderIds: { [status in OrderStatus]?: string } = {};

const api = (method: string, apiPath: string) => server.api(method, apiPath, { token });

async function newOrder(
  status: OrderStatus,
  createdAt: Date,
  customer = BigInt(customerId),
): Promise<string> {
  const [order] = await server.database.db
    .insert(orders)
    .values({
      customerId: customer,
      orderStatus: status,
      areaString: 'Dhanmondi',
      fullAddressString: 'Road 27, House 12, Dhanmondi',
      subtotal: 1000,
      discount: 100,
      deliveryFee: 60,
      total: 960,
      vat: 48,
      grandTotal: 1008,
      notes: 'Call first',
      createdAt,
    })
    .returning();
  if (order === undefined) throw new Error('no order');
  return String(order.id);
}

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login();
  const db = server.database.db;
  const [division] = await db.insert(divisions).values({ name: 'Dhaka' }).returning();
  const [district] = await db
    .insert(districts)
    .values({ name: 'Dhaka', divisionId: division?.id ?? 0n })
    .returning();
  const [area] = await db
    .insert(areas)
    .values({ name: 'Dhanmondi', districtId: district?.id ?? 0n })
    .returning();
  const [category] = await db
    .insert(categories)
    .values({ name: 'Fish', description: '', image: 'categories/x.webp' })
    .returning();
  const [hilsa] = await db
    .insert(items)
    .values({
      name: 'Hilsa',
      description: '',
      price: 800,
      isAvailable: true,
      isVisible: true,
      categoryOrSubcategory: 'category',
      categoryId: category?.id ?? 0n,
    })
    .returning();
  const [rahim, karim] = await db
    .insert(customers)
    .values([
      { name: 'Rahim Uddin', email: 'rahim@example.com', mobile: '+8801711000001', dp: 'customers/a.webp' },
      { name: 'Karim Sarkar', email: 'karim@example.com', mobile: '+8801811000002' },
    ])
    .returning();
  customerId = String(rahim?.id);
  otherCustomerId = String(karim?.id);
  const [address] = await db
    .insert(addresses)
    .values({
      customerId: BigInt(customerId),
      name: 'Home',
      type: 'Home',
      areaId: area?.id ?? 0n,
      fullAddress: 'Road 27',
      zipCode: '1209',
    })
    .returning();
  addressId = String(address?.id);
  await db.insert(wishlists).values({ customerId: BigInt(customerId), itemId: hilsa?.id ?? 0n, name: 'Eid' });
  const statuses: OrderStatus[] = ['processing', 'toBeDelivered', 'shipped', 'completed', 'canceled'];
  for (const [i, status] of statuses.entries()) {
    orderIds[status] = await newOrder(status, new Date(Date.UTC(2026, 0, 1 + i)));
  }
  await db.insert(orderItems).values({
    orderId: BigInt(orderIds.processing ?? 0),
    itemId: hilsa?.id ?? 0n,
    quantity: 2,
    unitPrice: 800,
    total: 1600,
  });
});
afterAll(() => server.close());

describe('customers', () => {
  it('lists, searches and pages customers by name', async () => {
    const all = await api('GET', '/customers/manageCustomers/getAllCustomers');
    expect(rows(all).map((row) => at(row, 'name'))).toEqual(['Karim Sarkar', 'Rahim Uddin']);
    expect(rows(await api('GET', '/customers/manageCustomers/getAllCustomers?q=RAHIM@'))).toHaveLength(1);
    expect(rows(await api('GET', '/customers/manageCustomers/getAllCustomers?q=sarkar'))).toHaveLength(1);
    const page = await api('GET', '/customers/manageCustomers/getAllCustomers?page=2&pageSize=1');
    expect(page.body).toMatchObject({ total: 2, data: [{ name: 'Rahim Uddin' }] });
  });

  it('finds customers by a part of their mobile number', async () => {
    const found = await api('GET', '/customers/manageCustomers/getAllCustomers?q=1811000');
    expect(found.body).toMatchObject({
      total: 1,
      data: [{ name: 'Karim Sarkar', mobile: '+8801811000002' }],
    });
    expect(rows(await api('GET', '/customers/manageCustomers/getAllCustomers?q=%2B880'))).toHaveLength(2);
    expect(rows(await api('GET', '/customers/manageCustomers/getAllCustomers?q=01911'))).toHaveLength(0);
  });

  it('reads a customer and their wishlists, addresses and orders', async () => {
    expect((await api('GET', `/customers/manageCustomers/getSingleCustomer/${customerId}`)).body).toEqual({
      _id: customerId,
      version: 1,
      name: 'Rahim Uddin',
      email: 'rahim@example.com',
      mobile: '+8801711000001',
      dp: 'customers/a.webp',
    });
    const wishes = await api('GET', `/customers/manageCustomers/getWishlistsForSingleCustomer/${customerId}`);
    expect(rows(wishes)).toMatchObject([
      { name: 'Eid', item: { name: 'Hilsa' }, customer: { _id: customerId } },
    ]);
    const list = await api('GET', `/customers/manageCustomers/getAddressesForSingleCustomer/${customerId}`);
    expect(rows(list)).toMatchObject([{ _id: addressId, area: { name: 'Dhanmondi' }, zipCode: '1209' }]);
    const address = await api('GET', `/customers/manageCustomers/getSingleAddress/${addressId}`);
    expect(address.body).toMatchObject({
      name: 'Home',
      type: 'Home',
      fullAddress: 'Road 27',
      customer: { name: 'Rahim Uddin' },
    });
    const customerOrders = await api(
      'GET',
      `/customers/manageCustomers/getSingleCustomerOrders/${customerId}?pageSize=2`,
    );
    expect(customerOrders.body).toMatchObject({ total: 5 });
    expect(rows(customerOrders).map((row) => at(row, 'orderStatus'))).toEqual(['canceled', 'completed']);
    expect(
      rows(await api('GET', `/customers/manageCustomers/getSingleCustomerOrders/${otherCustomerId}`)),
    ).toHaveLength(0);
    for (const sub of [
      'getWishlistsForSingleCustomer',
      'getAddressesForSingleCustomer',
      'getSingleCustomerOrders',
    ]) {
      expect((await api('GET', `/customers/manageCustomers/${sub}/99999`)).status).toBe(404);
    }
  });

  it('finds customers by a part of their Bangla name typed in any Unicode form, joiners or not', async () => {
    // Stored as some keyboards write them: ya with nukta as one letter (U+09DF), the vowel sign o in two parts.
    const joynal = 'জ\u09DFনাল আবেদীন';
    const mostofa = 'ম\u09C7\u09BEস্তফা কামাল';
    await server.database.db.insert(customers).values([
      { name: joynal, email: 'Joynal.Abedin@example.com', mobile: '+8801912000003' },
      { name: mostofa, email: 'mostofa@example.com', mobile: '+8801912000004' },
    ]);
    const names = async (q: string) =>
      rows(await api('GET', `/customers/manageCustomers/getAllCustomers?q=${encodeURIComponent(q)}`)).map(
        (row) => at(row, 'name'),
      );
    expect(await names('জ\u09AF\u09BCনাল')).toEqual([joynal]);
    expect(await names('জ\u09DFনাল')).toEqual([joynal]);
    expect(await names('\u09AF\u09BCনাল আ')).toEqual([joynal]);
    expect(await names('ম\u09CBস্তফা')).toEqual([mostofa]);
    expect(await names('ম\u09C7\u09BEস্ত')).toEqual([mostofa]);
    expect(await names('কা\u200Cমাল')).toEqual([mostofa]);
    expect(await names('\u200Dআবেদীন\u200C')).toEqual([joynal]);
    expect(await names('মাল আবে')).toEqual([]);
    // Latin letters still match in any case, in the email as in the name.
    expect(await names('JOYNAL.abedin@')).toEqual([joynal]);
    expect(await names('RAHIM u')).toEqual(['Rahim Uddin']);
    expect(await names('+88019120000')).toEqual([joynal, mostofa]);
    const file = await api(
      'GET',
      `/customers/manageCustomers/exportCustomers?q=${encodeURIComponent('কা\u200Cমাল')}`,
    );
    expect(file.text).toContain(mostofa);
    expect(file.text).not.toContain(joynal);
  });
});

describe('orders', () => {
  it('counts every status in workflow order, zeros included', async () => {
    const counts = await api('GET', '/customers/orders/getOrderCountsByStatus');
    expect(counts.body).toEqual([
      { status: 'processing', count: 1 },
      { status: 'toBeDelivered', count: 1 },
      { status: 'shipped', count: 1 },
      { status: 'completed', count: 1 },
      { status: 'canceled', count: 1 },
    ]);
  });

  it('lists orders of a status newest first, reads one and its items', async () => {
    await newOrder('processing', new Date(Date.UTC(2026, 5, 1)));
    const list = await api('GET', '/customers/orders/allOrdersByStatus/processing?pageSize=1');
    expect(list.body).toMatchObject({ total: 2 });
    expect(at(rows(list)[0], 'createdAt')).toBe('2026-06-01T00:00:00.000Z');
    const order = await api('GET', `/customers/orders/getSingleOrder/${orderIds.processing}`);
    expect(order.body).toMatchObject({
      orderStatus: 'processing',
      customer: { _id: customerId, name: 'Rahim Uddin' },
      subtotal: 1000,
      discount: 100,
      deliveryFee: 60,
      total: 960,
      vat: 48,
      grandTotal: 1008,
      notes: 'Call first',
    });
    const lines = await api('GET', `/customers/orders/orderItemsFromOrder/${orderIds.processing}`);
    expect(rows(lines)).toMatchObject([
      { item: { name: 'Hilsa' }, quantity: 2, unitPrice: 800, total: 1600 },
    ]);
  });

  it('moves along processing -> toBeDelivered -> shipped -> completed, and refuses other moves with 409', async () => {
    const id = await newOrder('processing', new Date());
    const wrong = await api('PATCH', `/customers/orders/changeOrderStatus/shippedFromToBeDelivered/${id}`);
    expect(wrong).toMatchObject({
      status: 409,
      body: { message: 'This order is processing, so it cannot be moved to shipped.' },
    });
    expect(
      (await api('PATCH', `/customers/orders/changeOrderStatus/toBeDeliveredFromProcessing/${id}`)).body,
    ).toMatchObject({
      orderStatus: 'toBeDelivered',
    });
    expect(
      (await api('PATCH', `/customers/orders/changeOrderStatus/shippedFromToBeDelivered/${id}`)).body,
    ).toMatchObject({
      orderStatus: 'shipped',
    });
    expect(
      (await api('PATCH', `/customers/orders/changeOrderStatus/completedFromShipped/${id}`)).body,
    ).toMatchObject({
      orderStatus: 'completed',
    });
    const final = await api('PATCH', `/customers/orders/changeOrderStatus/canceledOrder/${id}`);
    expect(final).toMatchObject({
      status: 409,
      body: { message: 'This order is completed, so it cannot be canceled.' },
    });
  });

  it('cancels from processing, toBeDelivered and shipped only', async () => {
    for (const status of ['processing', 'toBeDelivered', 'shipped'] as const) {
      const id = await newOrder(status, new Date());
      expect(
        (await api('PATCH', `/customers/orders/changeOrderStatus/canceledOrder/${id}`)).body,
      ).toMatchObject({ orderStatus: 'canceled' });
    }
    const canceled = await newOrder('canceled', new Date());
    expect((await api('PATCH', `/customers/orders/changeOrderStatus/canceledOrder/${canceled}`)).status).toBe(
      409,
    );
    expect(
      (await api('PATCH', `/customers/orders/changeOrderStatus/toBeDeliveredFromProcessing/${canceled}`))
        .status,
    ).toBe(409);
  });

  it('of 20 identical moves at once, exactly one wins', async () => {
    const id = await newOrder('processing', new Date());
    const moves = await Promise.all(
      Array.from({ length: 20 }, () =>
        api('PATCH', `/customers/orders/changeOrderStatus/toBeDeliveredFromProcessing/${id}`),
      ),
    );
    expect(moves.filter((move) => move.status === 200)).toHaveLength(1);
    expect(moves.filter((move) => move.status === 409)).toHaveLength(19);
  });

  it('of 20 clashing moves at once (complete or cancel a shipped order), exactly one wins', async () => {
    const id = await newOrder('shipped', new Date());
    const moves = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api(
          'PATCH',
          i % 2 === 0
            ? `/customers/orders/changeOrderStatus/completedFromShipped/${id}`
            : `/customers/orders/changeOrderStatus/canceledOrder/${id}`,
        ),
      ),
    );
    expect(moves.filter((move) => move.status === 200)).toHaveLength(1);
    expect(moves.filter((move) => move.status === 409)).toHaveLength(19);
    const winner = moves.find((move) => move.status === 200);
    const final = await api('GET', `/customers/orders/getSingleOrder/${id}`);
    expect(at(final.body, 'orderStatus')).toBe(at(winner?.body, 'orderStatus'));
  });
});
