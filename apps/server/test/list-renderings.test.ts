import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyRenderings } from '../src/db/renderings.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { at, form, rows } from './support/values.js';

// Items and orders are answered as rendered ahead of the read (item_listings and order_listings, kept by triggers
// with the renderings of src/db/renderings.ts). Whatever changes a row or a name it shows (the API, a bulk insert, a
// rename in another table), every kept rendering must be what rendering the row now gives, every list row what the
// single read of the same item or order answers, and no row may be missing.

let server: TestServer;
let token: string;

const api = (method: string, apiPath: string, options = {}) =>
  server.api(method, apiPath, { token, ...options });
const one = async (sql: string) => String((await server.database.exec(sql))[0]?.v);

/** Every kept rendering is what rendering its row now gives (none stale, none missing). */
async function expectKeptRenderingsFresh() {
  expect(
    await one(`select count(*) as v from items item
      join categories category on category.id = item.category_id
      left join subcategories subcategory on subcategory.id = item.subcategory_id
      left join item_listings kept on kept.item_id = item.id
      where kept.listing is distinct from item_listing(item, category.name, subcategory.name)`),
  ).toBe('0');
  expect(
    await one(`select count(*) as v from orders placed
      join customers customer on customer.id = placed.customer_id
      left join order_listings kept on kept.order_id = placed.id
      where kept.listing is distinct from order_listing(placed, customer.name)`),
  ).toBe('0');
}

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
  await expectKeptRenderingsFresh();
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
});

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

describe('the renderings', () => {
  it('are applied once, and made again everywhere when they change', async () => {
    expect(await applyRenderings(server.database.db)).toBe(false);
    // As after a deploy whose renderings differ from those the database holds.
    await server.database.exec(`
      comment on function item_listing(items, text, text) is 'renderings of an older server';
      update item_listings set listing = '{}';
      delete from order_listings where order_id = (select min(id) from orders);
      delete from item_name_suffixes;`);
    expect(await applyRenderings(server.database.db)).toBe(true);
    await expectKeptRenderingsFresh();
    expect(rows(await api('GET', '/controlItems/manageItem?q=tea&pageSize=100')).length).toBeGreaterThan(0);
    expect(await applyRenderings(server.database.db)).toBe(false);
  });
});
