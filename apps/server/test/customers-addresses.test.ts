// Staff create and change customers and their addresses: one form of mobile number and one customer per number
// (409 naming who has it), pictures stored and removed, addresses kept while an order points to them; and which
// districts each delivery fee covers.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizedMobile } from '../src/data/mobile-numbers.js';
import { images } from './support/images.js';
import { type OrderShop, openOrderShop, rowCounts } from './support/order-shop.js';
import { addStaff } from './support/staff.js';
import { type ApiResponse, startTestServer, type TestServer } from './support/test-server.js';
import { at, form, idOf, rows } from './support/values.js';

let server: TestServer;
let token: string;
let shop: OrderShop;

const CUSTOMERS = '/customers/manageCustomers';
const createCustomer = (values: Record<string, string | Blob>, as = token) =>
  server.api('POST', `${CUSTOMERS}/createCustomer`, { token: as, form: form(values) });
const updateCustomer = (
  id: string,
  values: Record<string, string | boolean | Blob>,
  headers?: Record<string, string>,
) => server.api('PATCH', `${CUSTOMERS}/updateCustomer/${id}`, { token, form: form(values), headers });
const call = (method: string, apiPath: string, json?: unknown, headers?: Record<string, string>) =>
  server.api(method, apiPath, { token, json, headers });

function fieldsOf(answer: ApiResponse): string[] {
  return Object.keys((at(answer.body, 'fields') as object | undefined) ?? {}).sort();
}

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login();
  shop = await openOrderShop(server);
});
afterAll(() => server.close());

describe('a mobile number, however it is written, in one form', () => {
  it.each([
    ['01712345678', '+8801712345678'],
    ['01712-345678', '+8801712345678'],
    ['0171 234 5678', '+8801712345678'],
    ['+8801712345678', '+8801712345678'],
    ['+880 1712-345678', '+8801712345678'],
    ['+88 01712-345678', '+8801712345678'],
    ['8801712345678', '+8801712345678'],
    ['(+880) 1712 345678', '+8801712345678'],
    ['০১৭১২৩৪৫৬৭৮', '+8801712345678'],
    ['+৮৮০ ১৭১২-৩৪৫৬৭৮', '+8801712345678'],
    ['01312345678', '+8801312345678'],
    ['01912345678', '+8801912345678'],
  ])('reads %s as %s', (written, stored) => {
    expect(normalizedMobile(written)).toBe(stored);
  });

  it.each([
    ['a landline', '02-9661234'],
    ['an operator code that does not exist', '01212345678'],
    ['a digit short', '0171234567'],
    ['a digit too many', '017123456789'],
    ['a foreign number', '+44 7700 900123'],
    ['the country code twice', '+880 880 1712345678'],
    ['a plus sign in the middle', '017+12345678'],
    ['letters', '0171234567a'],
  ])('refuses %s (%s)', (_, written) => {
    expect(normalizedMobile(written)).toBeUndefined();
  });

  it('stores it so when a customer is created, and refuses a number that is none with a message at mobile', async () => {
    const created = await createCustomer({ name: 'Nasima Akter', mobile: '+৮৮০ ১৫১২-৩৪৫৬৭৮' });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Nasima Akter',
      mobile: '+8801512345678',
      email: '',
      dp: null,
    });
    const before = await rowCounts(server);
    const refused = await createCustomer({ name: 'Landline', mobile: '02-966-1234-55' });
    expect(refused.status, refused.text).toBe(400);
    expect(fieldsOf(refused)).toEqual(['mobile']);
    expect(at(refused.body, 'fields', 'mobile')).toBe(
      'Enter a Bangladeshi mobile number, such as 01712-345678',
    );
    const bangla = await server.api('POST', `${CUSTOMERS}/createCustomer`, {
      token,
      form: form({ name: 'Landline', mobile: '02-966-1234-55' }),
      headers: { 'Accept-Language': 'bn' },
    });
    expect(at(bangla.body, 'fields', 'mobile')).not.toBe(at(refused.body, 'fields', 'mobile'));
    expect(await rowCounts(server)).toEqual(before);
  });
});

describe('one customer per mobile number', () => {
  let rahim: string;

  beforeAll(async () => {
    rahim = idOf(
      await createCustomer({ name: 'Rahim Uddin', mobile: '01711-000001', email: 'rahim@example.com' }),
    );
  });

  it('answers 409 naming the customer who has the number, however the number is written', async () => {
    const before = await rowCounts(server);
    for (const mobile of ['01711000001', '+880 1711-000001', '০১৭১১০০০০০১']) {
      const again = await createCustomer({ name: 'Rahim U.', mobile });
      expect(again.status, again.text).toBe(409);
      expect(again.body).toMatchObject({
        message: 'Rahim Uddin already has this mobile number.',
        fields: { mobile: 'Another customer, Rahim Uddin, has this number' },
        customer: { _id: rahim, name: 'Rahim Uddin', mobile: '+8801711000001' },
      });
    }
    const bangla = await server.api('POST', `${CUSTOMERS}/createCustomer`, {
      token,
      form: form({ name: 'Rahim U.', mobile: '01711000001' }),
      headers: { 'Accept-Language': 'bn' },
    });
    expect(bangla.status).toBe(409);
    expect(bangla.headers.get('Content-Language')).toBe('bn');
    expect(at(bangla.body, 'message')).toContain('Rahim Uddin');
    expect(at(bangla.body, 'message')).not.toBe('Rahim Uddin already has this mobile number.');
    expect(await rowCounts(server)).toEqual(before);
  });

  it("refuses another customer's number on an update too; a customer keeps their own", async () => {
    const karim = idOf(await createCustomer({ name: 'Karim Sarkar', mobile: '01811000002' }));
    const taken = await updateCustomer(karim, { mobile: '01711000001' });
    expect(taken.status, taken.text).toBe(409);
    expect(at(taken.body, 'customer', '_id')).toBe(rahim);
    const own = await updateCustomer(karim, { mobile: '+880 1811 000002', name: 'Karim Sarkar Jr' });
    expect(own.status, own.text).toBe(200);
    expect(own.body).toMatchObject({ name: 'Karim Sarkar Jr', mobile: '+8801811000002' });
  });

  it('of ten creates with one number at once, exactly one is made; the others are told who has it', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => createCustomer({ name: `Twin ${i}`, mobile: '01611000009' })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    const made = answers.find((answer) => answer.status === 201);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(at(answer.body, 'customer', '_id')).toBe(idOf(made ?? answer));
    }
    const [made1] = await server.database.exec(
      "select count(*)::int as n from customers where mobile = '+8801611000009'",
    );
    expect(made1?.n).toBe(1);
  });
});

describe('updateCustomer', () => {
  let id: string;

  beforeAll(async () => {
    id = idOf(
      await createCustomer({ name: 'Ayesha Siddiqua', mobile: '01511000004', dp: await images.png() }),
    );
  });

  it('changes the fields sent, empties the email on "", and keeps the rest', async () => {
    const withEmail = await updateCustomer(id, { email: 'ayesha@example.com' });
    expect(withEmail.body).toMatchObject({ name: 'Ayesha Siddiqua', email: 'ayesha@example.com' });
    const without = await updateCustomer(id, { email: '' });
    expect(without.body).toMatchObject({ email: '', mobile: '+8801511000004' });
  });

  it('replaces the picture (the old file goes) and removes it with removeDp', async () => {
    const stored = async () =>
      (await readdir(path.join(server.mediaDir, 'customers'))).filter((f) => !/-\d+\.webp$/.test(f));
    const first = String(at((await call('GET', `${CUSTOMERS}/getSingleCustomer/${id}`)).body, 'dp'));
    const replaced = await updateCustomer(id, { dp: await images.png() });
    const second = String(at(replaced.body, 'dp'));
    expect(second).not.toBe(first);
    expect(await stored()).toEqual([path.basename(second)]);
    const both = await updateCustomer(id, { dp: await images.png(), removeDp: true });
    expect(both.status).toBe(400);
    expect(fieldsOf(both)).toEqual(['dp', 'removeDp']);
    const removed = await updateCustomer(id, { removeDp: true });
    expect(removed.body).toMatchObject({ dp: null });
    expect(await stored()).toEqual([]);
  });

  it('is a 412 on a version the customer no longer has, and records each change in their history', async () => {
    const current = await call('GET', `${CUSTOMERS}/getSingleCustomer/${id}`);
    const stale = await updateCustomer(
      id,
      { name: 'Stale' },
      { 'If-Match': `"${Number(at(current.body, 'version')) - 1}"` },
    );
    expect(stale.status).toBe(412);
    expect(at(stale.body, 'current', 'name')).toBe('Ayesha Siddiqua');
    const history = rows(await call('GET', `/changes/Customer/${id}`));
    expect(history.map((entry) => at(entry, 'operation'))).toEqual([
      'updateCustomer',
      'updateCustomer',
      'updateCustomer',
      'updateCustomer',
      'createCustomer',
    ]);
    expect(at(history[4], 'fields')).toEqual(
      expect.arrayContaining([{ field: 'mobile', from: null, to: '+8801511000004' }]),
    );
    expect((await updateCustomer('999999', { name: 'Nobody' })).status).toBe(404);
  });

  it('is for employees as for owners', async () => {
    const employee = await addStaff(server, token, 'employee');
    const made = await createCustomer({ name: 'Walk-in Customer', mobile: '01311000005' }, employee.token);
    expect(made.status, made.text).toBe(201);
  });
});

describe('addresses', () => {
  let customer: string;
  let address: string;

  beforeAll(async () => {
    customer = idOf(await createCustomer({ name: 'Shirin Akter', mobile: '01411000006' }));
  });

  it('adds an address in an area of a district, with a zip code in Bangla or Latin digits', async () => {
    const created = await call('POST', `${CUSTOMERS}/createAddress`, {
      customer,
      name: 'Home',
      type: 'Home',
      area: shop.dhanmondi,
      fullAddress: '  House 5, Road 3  ',
      zipCode: '১২০৯',
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      customer: { _id: customer, name: 'Shirin Akter' },
      area: { _id: shop.dhanmondi, name: 'Dhanmondi' },
      fullAddress: 'House 5, Road 3',
      zipCode: '১২০৯',
    });
    address = idOf(created);
    expect(rows(await call('GET', `${CUSTOMERS}/getAddressesForSingleCustomer/${customer}`))).toHaveLength(1);
    expect(
      (
        await call('POST', `${CUSTOMERS}/createAddress`, {
          customer: '999999',
          name: 'X',
          type: 'X',
          area: shop.dhanmondi,
          fullAddress: 'X',
        })
      ).status,
    ).toBe(404);
  });

  it('changes an address; the orders placed to it keep where they went, and show its new name', async () => {
    const order = await call('POST', '/customers/orders/createOrder', {
      customer,
      address,
      lines: [{ item: shop.tea, quantity: 1 }],
      source: 'whatsapp',
    });
    expect(order.status, order.text).toBe(201);
    // Read once before: the list's answer is kept (answer-cache.ts), and the rename must make it stale.
    const before = rows(await call('GET', '/customers/orders/allOrdersByStatus/processing'));
    expect(before.find((o) => at(o, '_id') === idOf(order))).toMatchObject({ address: { name: 'Home' } });
    const changed = await call('PATCH', `${CUSTOMERS}/updateAddress/${address}`, {
      name: 'Parents',
      area: shop.sonadanga,
      fullAddress: 'KDA Avenue 9',
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({ name: 'Parents', area: { name: 'Sonadanga' } });
    expect((await call('GET', `/customers/orders/getSingleOrder/${idOf(order)}`)).body).toMatchObject({
      address: { _id: address, name: 'Parents' },
      areaString: 'Dhanmondi',
      fullAddressString: 'House 5, Road 3',
      deliveryFee: 60,
    });
    const listed = rows(await call('GET', '/customers/orders/allOrdersByStatus/processing'));
    expect(listed.find((o) => at(o, '_id') === idOf(order))).toMatchObject({ address: { name: 'Parents' } });
    const ofCustomer = rows(await call('GET', `${CUSTOMERS}/getSingleCustomerOrders/${customer}`));
    expect(ofCustomer.find((o) => at(o, '_id') === idOf(order))).toMatchObject({
      address: { name: 'Parents' },
    });
  });

  it('keeps an address an order was placed to (409, saying how many), and deletes one no order uses', async () => {
    const before = await rowCounts(server);
    const used = await call('DELETE', `${CUSTOMERS}/deleteAddress/${address}`);
    expect(used.status, used.text).toBe(409);
    expect(at(used.body, 'message')).toBe('An order was placed to this address, so it is kept.');
    await call('POST', '/customers/orders/createOrder', {
      customer,
      address,
      lines: [{ item: shop.tea, quantity: 2 }],
      source: 'phone',
    });
    expect(at((await call('DELETE', `${CUSTOMERS}/deleteAddress/${address}`)).body, 'message')).toBe(
      '2 orders were placed to this address, so it is kept.',
    );
    expect((await rowCounts(server)).addresses).toBe(before.addresses);
    const spare = idOf(
      await call('POST', `${CUSTOMERS}/createAddress`, {
        customer,
        name: 'Office',
        type: 'Office',
        area: shop.gulshan,
        fullAddress: 'Road 90',
      }),
    );
    expect((await call('DELETE', `${CUSTOMERS}/deleteAddress/${spare}`)).status).toBe(204);
    expect((await call('GET', `${CUSTOMERS}/getSingleAddress/${spare}`)).status).toBe(404);
    const history = rows(await call('GET', `/changes/Address/${spare}`));
    expect(history.map((entry) => at(entry, 'operation'))).toEqual(['deleteAddress', 'createAddress']);
  });
});

describe('which districts a delivery fee covers', () => {
  const FEES = '/deliveryFees';
  const setDistricts = (fee: string, districts: string[], headers?: Record<string, string>) =>
    call('PUT', `${FEES}/districtsOfDeliveryFee/${fee}`, { districts }, headers);

  it('is in every answer of a fee', async () => {
    expect(rows(await call('GET', FEES))).toEqual([
      expect.objectContaining({ name: 'Inside Dhaka', districts: [{ _id: shop.dhaka, name: 'Dhaka' }] }),
      expect.objectContaining({ name: 'Outside Dhaka', districts: [] }),
    ]);
  });

  it('is set by an owner, all at once, with If-Match; the quote follows it', async () => {
    const fee = await call('GET', `${FEES}/getSingleDeliveryFees/${shop.insideDhaka}`);
    const set = await setDistricts(shop.insideDhaka, [shop.khulna, shop.dhaka], {
      'If-Match': String(fee.headers.get('ETag')),
    });
    expect(set.status, set.text).toBe(200);
    expect(set.body).toMatchObject({
      version: Number(at(fee.body, 'version')) + 1,
      districts: [
        { _id: shop.dhaka, name: 'Dhaka' },
        { _id: shop.khulna, name: 'Khulna' },
      ],
    });
    const history = rows(await call('GET', `/changes/DeliveryFee/${shop.insideDhaka}`));
    expect(at(history[0], 'operation')).toBe('setDeliveryFeeDistricts');
    expect(at(history[0], 'fields')).toEqual([
      {
        field: 'districts',
        from: [{ _id: shop.dhaka, name: 'Dhaka' }],
        to: [
          { _id: shop.dhaka, name: 'Dhaka' },
          { _id: shop.khulna, name: 'Khulna' },
        ],
      },
    ]);
    const customer = idOf(await createCustomer({ name: 'Khulna Buyer', mobile: '01911000010' }));
    const address = idOf(
      await call('POST', `${CUSTOMERS}/createAddress`, {
        customer,
        name: 'Home',
        type: 'Home',
        area: shop.sonadanga,
        fullAddress: 'Road 1',
      }),
    );
    const quoted = await call('POST', '/customers/orders/quoteOrder', {
      address,
      lines: [{ item: shop.tea, quantity: 1 }],
    });
    expect(quoted.body).toMatchObject({
      deliveryFee: 60,
      applied: { deliveryFee: { name: 'Inside Dhaka' } },
    });
    const stale = await setDistricts(shop.insideDhaka, [shop.dhaka], {
      'If-Match': String(fee.headers.get('ETag')),
    });
    expect(stale.status).toBe(412);
    expect(await setDistricts(shop.insideDhaka, [shop.dhaka])).toMatchObject({ status: 200 });
  });

  it('refuses a district another fee covers (409) and one that does not exist (404), changing nothing', async () => {
    const before = await server.database.exec('select * from delivery_fee_districts order by district_id');
    const covered = await setDistricts(shop.outsideDhaka, [shop.khulna, shop.dhaka]);
    expect(covered.status, covered.text).toBe(409);
    expect(at(covered.body, 'message')).toBe(
      'Inside Dhaka already covers Dhaka; take it off that fee first.',
    );
    const missing = await setDistricts(shop.outsideDhaka, [shop.khulna, '999999']);
    expect(missing.status).toBe(404);
    expect(fieldsOf(missing)).toEqual(['districts.1']);
    expect(await server.database.exec('select * from delivery_fee_districts order by district_id')).toEqual(
      before,
    );
    expect((await setDistricts('999999', [])).status).toBe(404);
  });

  it("is the owner's to set: an employee is refused (403)", async () => {
    const employee = await addStaff(server, token, 'employee');
    const refused = await server.api('PUT', `${FEES}/districtsOfDeliveryFee/${shop.outsideDhaka}`, {
      token: employee.token,
      json: { districts: [] },
    });
    expect(refused.status).toBe(403);
  });

  it('keeps a covered district from being deleted, and goes with its fee', async () => {
    const district = await call('DELETE', `/districts/${shop.dhaka}`);
    expect(district.status).toBe(409);
    expect((await call('DELETE', `${FEES}/${shop.insideDhaka}`)).status).toBe(204);
    expect(await server.database.exec('select * from delivery_fee_districts')).toEqual([]);
  });
});
