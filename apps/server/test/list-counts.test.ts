import { orderStatusValues as orderStatuses } from '@shop/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.js';
import { at, rows } from './support/values.js';

// The kept counts (list_counts, maintained by triggers) behind the totals of the big lists must always equal a
// real count, whatever changed the rows: the API, a bulk insert, a status move, a delete, a truncate.

let server: TestServer;
let token: string;

const api = (method: string, apiPath: string) => server.api(method, apiPath, { token });
const one = async (sql: string) => Number((await server.database.exec(sql))[0]?.n);

async function expectCountsToMatch() {
  const counts = (await api('GET', '/customers/orders/getOrderCountsByStatus')).body;
  const real = [];
  for (const status of orderStatuses) {
    real.push({
      status,
      count: await one(`select count(*) as n from orders where order_status = '${status}'`),
    });
    const list = await api('GET', `/customers/orders/allOrdersByStatus/${status}?pageSize=1`);
    expect(at(list.body, 'total')).toBe(real.at(-1)?.count);
  }
  expect(counts).toEqual(real);
  const itemList = await api('GET', '/controlItems/manageItem?pageSize=1');
  expect(at(itemList.body, 'total')).toBe(await one('select count(*) as n from items'));
}

// A fresh embedded database with every migration and a sign-in: slow while every package tests at once.
beforeAll(async () => {
  server = await startTestServer();
  token = await server.login();
  await server.database.exec(`
    insert into categories (name, description, image) values ('Tea', '', 'categories/tea.webp');
    insert into customers (name, email, mobile) values ('Rahim Uddin', 'rahim@example.com', '+8801700000000');
    insert into items (name, description, price, is_available, is_visible, category_or_subcategory, category_id)
      select 'Sylhet Tea ' || g, '', 100 + g, true, true, 'category', (select id from categories limit 1)
      from generate_series(1, 120) g;
    insert into orders (customer_id, order_status, area_string, full_address_string, subtotal, discount,
                        delivery_fee, total, vat, grand_total, notes)
      select (select id from customers limit 1),
             (array['processing','toBeDelivered','shipped','completed','canceled'])[1 + g % 5],
             'Dhanmondi', 'Road 27', 100, 0, 60, 160, 8, 168, ''
      from generate_series(1, 53) g;`);
});

afterAll(async () => {
  await server.close();
});

describe('the kept list counts', () => {
  it('follow a bulk insert of items and orders', async () => {
    await expectCountsToMatch();
    expect(await one(`select count as n from list_counts where list = 'orders.processing'`)).toBe(10);
  });

  it('follow status moves, cancels and refused moves', async () => {
    const processing = rows(await api('GET', '/customers/orders/allOrdersByStatus/processing?pageSize=3'));
    const [first, second, third] = processing.map((order) => String(at(order, '_id')));
    expect(
      (await api('PATCH', `/customers/orders/changeOrderStatus/toBeDeliveredFromProcessing/${first}`)).status,
    ).toBe(200);
    expect((await api('PATCH', `/customers/orders/changeOrderStatus/canceledOrder/${second}`)).status).toBe(
      200,
    );
    expect(
      (await api('PATCH', `/customers/orders/changeOrderStatus/completedFromShipped/${third}`)).status,
    ).toBe(409);
    await expectCountsToMatch();
  });

  it('follow deletes and a truncate', async () => {
    const page = rows(await api('GET', '/controlItems/manageItem?pageSize=2'));
    for (const item of page) {
      expect((await api('DELETE', `/controlItems/manageItem/${String(at(item, '_id'))}`)).status).toBe(204);
    }
    await server.database.exec(`delete from orders where order_status = 'shipped'`);
    await expectCountsToMatch();
    await server.database.exec('truncate orders cascade');
    await expectCountsToMatch();
  });
});

describe('item search totals', () => {
  it('count every match, on any page, also past the last one', async () => {
    const real = await one(`select count(*) as n from items where lower(name) like '%tea 1%'`);
    const first = await api('GET', '/controlItems/manageItem?q=TEA%201&pageSize=5');
    expect(first.body).toMatchObject({ total: real });
    expect(rows(first)).toHaveLength(5);
    const past = await api('GET', '/controlItems/manageItem?q=tea%201&pageSize=5&page=1000');
    expect(past.body).toEqual({ data: [], total: real });
    const none = await api('GET', '/controlItems/manageItem?q=no%20such%20tea');
    expect(none.body).toEqual({ data: [], total: 0 });
  });

  it('sort the matches as the list does', async () => {
    const byPrice = rows(await api('GET', '/controlItems/manageItem?q=tea%201&sort=-price&pageSize=3'));
    expect(byPrice.map((item) => at(item, 'name'))).toEqual([
      'Sylhet Tea 120',
      'Sylhet Tea 119',
      'Sylhet Tea 118',
    ]);
  });
});
