import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.js';
import { at, form, rows } from './support/values.js';

// The item and order lists answer rows rendered ahead of the read (item_listings and order_listings, kept by
// triggers). Whatever changes a row or a name it shows (the API, a bulk insert, a rename in another table), every
// list row must be what the single read of the same item or order answers, and no row may be missing.

let server: TestServer;
let token: string;

const api = (method: string, apiPath: string, options = {}) =>
  server.api(method, apiPath, { token, ...options });
const one = async (sql: string) => String((await server.database.exec(sql))[0]?.v);

/** Every row of the list at `listPath` (at most 100 here) equals the single read at `singlePath(id)`. */
async function expectListToMatchSingleReads(listPath: string, singlePath: (id: string) => string) {
  const list = await api('GET', `${listPath}${listPath.includes('?') ? '&' : '?'}pageSize=100`);
  const page = rows(list);
  expect(page.length).toBe(Math.min(100, Number(at(list.body, 'total'))));
  expect(page.length).toBeGreaterThan(0);
  for (const row of page) {
    const single = await api('GET', singlePath(String(at(row, '_id'))));
    expect(single.status).toBe(200);
    expect(single.body).toMatchObject(row as object);
  }
  return page;
}

const expectItemsToMatch = async (query = '') => {
  for (const sort of ['name', '-price', 'createdAt']) {
    await expectListToMatchSingleReads(
      `/controlItems/manageItem?sort=${sort}${query}`,
      (id) => `/controlItems/manageItem/getSingleItem/${id}`,
    );
  }
};

const expectOrdersToMatch = async (status: string) =>
  expectListToMatchSingleReads(
    `/customers/orders/allOrdersByStatus/${status}`,
    (id) => `/customers/orders/getSingleOrder/${id}`,
  );

// A fresh database with every migration and a sign-in: slow while every package tests at once.
beforeAll(async () => {
  server = await startTestServer();
  token = await server.login();
  await server.database.exec(`
    insert into categories (name, description, image) values ('Tea', '', 'categories/tea.webp'),
                                                             ('Fish', '', 'categories/fish.webp');
    insert into subcategories (category_id, name, description, precedence)
      select id, 'Green "leaf" tea', '', 1 from categories where name = 'Tea';
    insert into customers (name, email, mobile) values ('Rahim Uddin', 'rahim@example.com', '+8801700000000'),
                                                       ('Karim', 'karim@example.com', '+8801700000001');
    insert into items (name, description, price, is_available, is_visible, category_or_subcategory, category_id,
                       subcategory_id)
      select 'Sylhet Tea ' || g, 'Line 1' || chr(10) || 'Line "2" ৳', 100 + g / 4.0, g % 2 = 0, g % 3 = 0,
             case when g % 2 = 0 then 'subcategory' else 'category' end,
             (select id from categories where name = 'Tea'),
             case when g % 2 = 0 then (select id from subcategories limit 1) end
      from generate_series(1, 40) g;
    insert into orders (customer_id, order_status, area_string, full_address_string, subtotal, discount,
                        delivery_fee, total, vat, grand_total, notes, created_at)
      select (select id from customers where name = case when g % 2 = 0 then 'Karim' else 'Rahim Uddin' end),
             (array['processing','shipped'])[1 + g % 2],
             'Dhanmondi', 'Road 27, House "9"', 100.5, 0, 60, 160.5, 8.03, 168.53, 'Ring twice' || chr(9) || 'please',
             timestamptz '2026-11-01 10:00:00.123+06' + g * interval '1 minute 1.5 second'
      from generate_series(1, 30) g;`);
}, 30_000);

afterAll(async () => {
  await server.close();
});

describe('the item lists', () => {
  it('show every item as its single read does, in every sort and in a search', async () => {
    await expectItemsToMatch();
    await expectItemsToMatch('&q=tea%201');
    expect(await one('select count(*) as v from item_listings')).toBe(
      await one('select count(*) as v from items'),
    );
  });

  it('follow an item changed through the API', async () => {
    const [first] = rows(await api('GET', '/controlItems/manageItem?sort=name&pageSize=1'));
    const id = String(at(first, '_id'));
    const changed = await api('PATCH', `/controlItems/manageItem/${id}`, {
      form: form({ name: 'Aaa renamed tea', price: 999.25, isVisible: false }),
    });
    expect(changed.status).toBe(200);
    const [shown] = rows(await api('GET', '/controlItems/manageItem?sort=name&pageSize=1'));
    expect(shown).toMatchObject({ _id: id, name: 'Aaa renamed tea', price: 999.25, isVisible: false });
    await expectItemsToMatch();
  });

  it('follow a renamed category and subcategory, and an item moved to another category', async () => {
    const tea = await one(`select id as v from categories where name = 'Tea'`);
    const subcategory = await one('select id as v from subcategories limit 1');
    expect((await api('PATCH', `/categories/${tea}`, { json: { name: 'Black & green teas' } })).status).toBe(
      200,
    );
    expect(
      (await api('PATCH', `/subCategories/${subcategory}`, { form: form({ name: 'Loose leaf' }) })).status,
    ).toBe(200);
    await server.database.exec(`
      update items set category_id = (select id from categories where name = 'Fish'),
                       subcategory_id = null, category_or_subcategory = 'category'
      where name = 'Sylhet Tea 7'`);
    const page = rows(await api('GET', '/controlItems/manageItem?sort=name&pageSize=100'));
    const names = new Set(
      page.map((item) => `${at(item, 'category', 'name')} / ${at(item, 'subcategory', 'name')}`),
    );
    expect(names).toEqual(
      new Set(['Black & green teas / undefined', 'Black & green teas / Loose leaf', 'Fish / undefined']),
    );
    await expectItemsToMatch();
  });

  it('drop a deleted item', async () => {
    const [first] = rows(await api('GET', '/controlItems/manageItem?sort=name&pageSize=1'));
    const id = String(at(first, '_id'));
    expect((await api('DELETE', `/controlItems/manageItem/${id}`)).status).toBe(204);
    const page = rows(await api('GET', '/controlItems/manageItem?sort=name&pageSize=100'));
    expect(page.map((item) => at(item, '_id'))).not.toContain(id);
    await expectItemsToMatch();
  });
});

describe('the order lists', () => {
  it('show every order as its single read does', async () => {
    await expectOrdersToMatch('processing');
    await expectOrdersToMatch('shipped');
    expect(await one('select count(*) as v from order_listings')).toBe(
      await one('select count(*) as v from orders'),
    );
  });

  it('follow a status move and a renamed customer, also in a customer’s own orders', async () => {
    const [first] = rows(await api('GET', '/customers/orders/allOrdersByStatus/processing?pageSize=1'));
    const id = String(at(first, '_id'));
    expect(
      (await api('PATCH', `/customers/orders/changeOrderStatus/toBeDeliveredFromProcessing/${id}`)).status,
    ).toBe(200);
    const [moved] = await expectOrdersToMatch('toBeDelivered');
    expect(moved).toMatchObject({ _id: id, orderStatus: 'toBeDelivered' });

    await server.database.exec(`update customers set name = 'Karim "the" Miah' where name = 'Karim'`);
    const karim = await one(`select id as v from customers where email = 'karim@example.com'`);
    const own = await expectListToMatchSingleReads(
      `/customers/manageCustomers/getSingleCustomerOrders/${karim}`,
      (order) => `/customers/orders/getSingleOrder/${order}`,
    );
    expect(own.map((order) => at(order, 'customer', 'name'))).toEqual(own.map(() => 'Karim "the" Miah'));
    await expectOrdersToMatch('processing');
    await expectOrdersToMatch('shipped');
  });
});
