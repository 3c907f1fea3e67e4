import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.js';
import { at, rows } from './support/values.js';

// Every filter and sort of the big lists against a plain SQL query of the same rows: the list (every page, and a
// page cut in the middle), its counts and its CSV export answer the same question. Runs on PGlite and PostgreSQL.

let server: TestServer;
let token: string;

const api = (apiPath: string) => server.api('GET', apiPath, { token });

/** The ids a plain SQL query answers, in its order. */
async function idsOf(query: string): Promise<string[]> {
  return (await server.database.exec(query)).map((row) => String(row.id));
}

async function scalar(query: string): Promise<string> {
  return String((await server.database.exec(query))[0]?.v);
}

/** Every row of a list, read in pages of `pageSize`, and the total of the first page. */
async function wholeList(path: string, pageSize = 500): Promise<{ ids: string[]; total: number }> {
  const ids: string[] = [];
  let total = -1;
  for (let page = 1; ; page++) {
    const separator = path.includes('?') ? '&' : '?';
    const answer = await api(`${path}${separator}page=${page}&pageSize=${pageSize}`);
    expect(answer.status, answer.text).toBe(200);
    if (page === 1) total = Number(at(answer.body, 'total'));
    const data = rows(answer);
    ids.push(...data.map((row) => String(at(row, '_id'))));
    if (data.length < pageSize) return { ids, total };
  }
}

/** The ids of a CSV export's rows (its `id` column), in file order. */
async function exportedIds(path: string, column = 'id'): Promise<string[]> {
  const answer = await api(path);
  expect(answer.status, answer.text).toBe(200);
  const records: Array<Record<string, string>> = parse(answer.text.replace(/^\uFEFF/, ''), { columns: true });
  return records.map((record) => record[column] ?? '');
}

const ids: { [name: string]: string } = {};

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login();
  // Two divisions, three districts, three areas; four customers with addresses; 240 orders spread over 40 days
  // (in pairs at the same moment, so ties are broken by id), every status, source, place and a spread of totals.
  await server.database.exec(`
    insert into divisions (name) values ('Dhaka'), ('Khulna');
    insert into districts (name, division_id) values
      ('Dhaka', (select id from divisions where name = 'Dhaka')),
      ('Gazipur', (select id from divisions where name = 'Dhaka')),
      ('Khulna', (select id from divisions where name = 'Khulna'));
    insert into areas (name, district_id) values
      ('Dhanmondi', (select id from districts where name = 'Dhaka')),
      ('Tongi', (select id from districts where name = 'Gazipur')),
      ('Sonadanga', (select id from districts where name = 'Khulna'));
    insert into customers (name, email, mobile, created_at) values
      ('Rahim Uddin', 'rahim@example.com', '+8801711000001', '2026-01-05 10:00+06'),
      ('Karim Mia', '', '+8801812000002', '2026-02-10 23:30+06'),
      ('রহিমা খাতুন', '', '+8801911000003', '2026-02-11 00:30+06'),
      ('Nobody Yet', '', '+8801511000004', '2026-03-01 12:00+06');
    insert into addresses (customer_id, name, type, area_id, full_address, zip_code)
      select c.id, 'Home', 'Home', a.id, 'Road ' || c.id, ''
      from customers c join areas a on (c.name, a.name) in
        (('Rahim Uddin', 'Dhanmondi'), ('Karim Mia', 'Tongi'), ('রহিমা খাতুন', 'Sonadanga'),
         ('Rahim Uddin', 'Sonadanga'), ('Nobody Yet', 'Tongi'));
    insert into orders (customer_id, order_status, area_string, full_address_string, subtotal, discount,
                        delivery_fee, total, vat, grand_total, notes, source, area_id, district_id, created_at)
      select c.id,
             (array['processing','toBeDelivered','shipped','completed','canceled'])[1 + g % 5],
             a.name, 'Road', 100, 0, 60, 160, 8, ((g * 37) % 100) * 100 + 0.5, '',
             (array['phone','messenger','facebook','whatsapp','walk-in','storefront','other'])[1 + g % 7],
             a.id, a.district_id,
             timestamptz '2026-03-01 00:00+06' + (g / 2) * interval '4 hours'
      from generate_series(1, 240) g
      join lateral (select id from customers where name <> 'Nobody Yet' order by id offset g % 3 limit 1) c on true
      join lateral (select id, name, district_id from areas order by id offset g % 3 limit 1) a on true;
    insert into categories (name, description, image) values
      ('Tea', '', 'categories/tea.webp'), ('Fish', '', 'categories/fish.webp');
    insert into subcategories (category_id, name, description, precedence) values
      ((select id from categories where name = 'Tea'), 'Green tea', '', 1);
    insert into collections (name, description) values ('Eid', '');
    insert into items (name, description, price, is_available, is_visible, image, category_or_subcategory,
                       category_id, subcategory_id, created_at)
      select (case when g % 2 = 0 then 'Sylhet Tea ' else 'Hilsa ' end) || g, '', 50 * (g % 9) + 0.25, true,
             true, case when g % 3 = 0 then 'items/x' || g || '.jpg' end,
             case when g % 4 = 0 then 'subcategory' else 'category' end,
             (select id from categories where name = case when g % 2 = 0 or g % 4 = 0 then 'Tea' else 'Fish' end),
             case when g % 4 = 0 then (select id from subcategories limit 1) end,
             timestamptz '2026-01-01 00:00+06' + (g / 3) * interval '1 day'
      from generate_series(1, 40) g;
    insert into item_collections (collection_id, item_id, name, description)
      select (select id from collections limit 1), id, name, '' from items where id % 5 = 0;
    insert into featured_items (item_id, precedence)
      select id, row_number() over (order by id) from items where id % 7 = 0;`);
  // Behind the API's back: the kept answers (none yet) would not know.
  server.answers.cache.clear();
  const one = async (name: string, query: string) => {
    ids[name] = await scalar(query);
  };
  await one('dhakaDivision', `select id as v from divisions where name = 'Dhaka'`);
  await one('dhaka', `select id as v from districts where name = 'Dhaka'`);
  await one('gazipur', `select id as v from districts where name = 'Gazipur'`);
  await one('khulna', `select id as v from districts where name = 'Khulna'`);
  await one('sonadanga', `select id as v from areas where name = 'Sonadanga'`);
  await one('rahim', `select id as v from customers where name = 'Rahim Uddin'`);
  await one('karim', `select id as v from customers where name = 'Karim Mia'`);
  await one('nobody', `select id as v from customers where name = 'Nobody Yet'`);
  await one('tea', `select id as v from categories where name = 'Tea'`);
  await one('greenTea', `select id as v from subcategories limit 1`);
  await one('eid', `select id as v from collections limit 1`);
  await one('someOrder', `select id as v from orders order by id offset 17 limit 1`);
});

afterAll(async () => {
  await server.close();
});

const DAY = (day: string) => `timestamptz '${day} 00:00+06'`;

/** Each orders filter, as the query asks it and as plain SQL says it. */
function orderCases(): Array<{ query: string; where: string }> {
  return [
    { query: '', where: 'true' },
    { query: 'status=processing,shipped', where: `order_status in ('processing', 'shipped')` },
    { query: 'status=canceled', where: `order_status = 'canceled'` },
    {
      query: 'placedFrom=2026-03-05&placedTo=2026-03-10',
      where: `created_at >= ${DAY('2026-03-05')} and created_at < ${DAY('2026-03-11')}`,
    },
    { query: 'placedFrom=2026-03-20', where: `created_at >= ${DAY('2026-03-20')}` },
    { query: 'placedTo=2026-03-03', where: `created_at < ${DAY('2026-03-04')}` },
    {
      query: `divisionId=${ids.dhakaDivision}`,
      where: `district_id in (select id from districts where division_id = ${ids.dhakaDivision})`,
    },
    { query: `districtId=${ids.gazipur}`, where: `district_id = ${ids.gazipur}` },
    { query: `areaId=${ids.sonadanga}`, where: `area_id = ${ids.sonadanga}` },
    { query: 'source=phone,whatsapp', where: `source in ('phone', 'whatsapp')` },
    { query: 'minGrandTotal=3000', where: 'grand_total >= 3000' },
    { query: 'minGrandTotal=3000.5&maxGrandTotal=6000.5', where: 'grand_total between 3000.5 and 6000.5' },
    { query: `customerId=${ids.karim}`, where: `customer_id = ${ids.karim}` },
    {
      query: 'q=01711',
      where: `customer_id in (select id from customers where mobile like '%01711%') or id = 1711`,
    },
    { query: 'q=RAH', where: `customer_id in (select id from customers where lower(name) like '%rah%')` },
    {
      query: `q=${encodeURIComponent('রহিমা')}`,
      where: `customer_id in (select id from customers where name like '%রহিমা%')`,
    },
    {
      query: `q=${ids.someOrder}`,
      where: `id = ${ids.someOrder} or customer_id in (select id from customers where mobile like '%${ids.someOrder}%')`,
    },
    {
      query: `districtId=${ids.dhaka}&placedFrom=2026-03-10&minGrandTotal=5000`,
      where: `district_id = ${ids.dhaka} and created_at >= ${DAY('2026-03-10')} and grand_total >= 5000`,
    },
  ];
}

const ORDER_SORTS = {
  '-createdAt': 'created_at desc, id desc',
  createdAt: 'created_at asc, id asc',
  '-grandTotal': 'grand_total desc, id desc',
  grandTotal: 'grand_total asc, id asc',
} as const;

describe('the orders filters', () => {
  it('keep in listOrders what plain SQL keeps, in its order, every page and total', async () => {
    for (const { query, where } of orderCases()) {
      const expected = await idsOf(`select id from orders where ${where} order by created_at desc, id desc`);
      const listed = await wholeList(`/customers/orders/allOrders?${query}`);
      expect(listed.ids, query).toEqual(expected);
      expect(listed.total, query).toBe(expected.length);
    }
  });

  it('sort by each sort of the document, a page cut in the middle the same as the whole', async () => {
    for (const [sort, order] of Object.entries(ORDER_SORTS)) {
      for (const { query, where } of orderCases().slice(0, 8)) {
        const expected = await idsOf(`select id from orders where ${where} order by ${order}`);
        const path = `/customers/orders/allOrders?sort=${sort}&${query}`;
        expect((await wholeList(path)).ids, `${sort} ${query}`).toEqual(expected);
        const third = await api(`${path}&page=3&pageSize=7`);
        expect(rows(third).map((row) => at(row, '_id'))).toEqual(expected.slice(14, 21));
      }
    }
  });

  it('keep in a status list and its counts what plain SQL keeps', async () => {
    // A status list and the counts take every filter but `status` (the path's, or each status's).
    for (const { query, where } of orderCases().filter((one) => !one.query.startsWith('status='))) {
      const listed = await wholeList(`/customers/orders/allOrdersByStatus/shipped?sort=-grandTotal&${query}`);
      expect(listed.ids, query).toEqual(
        await idsOf(
          `select id from orders where order_status = 'shipped' and (${where}) order by grand_total desc, id desc`,
        ),
      );
      expect(listed.total).toBe(listed.ids.length);
      const counts = await api(`/customers/orders/getOrderCountsByStatus?${query}`);
      expect(counts.status, counts.text).toBe(200);
      const real = await server.database.exec(
        `select order_status as status, count(*)::int as count from orders where ${where} group by order_status`,
      );
      for (const status of ['processing', 'toBeDelivered', 'shipped', 'completed', 'canceled']) {
        const found = Array.isArray(counts.body)
          ? counts.body.find((entry) => at(entry, 'status') === status)
          : undefined;
        expect(at(found, 'count'), `${status} ${query}`).toBe(
          real.find((row) => row.status === status)?.count ?? 0,
        );
      }
    }
  });

  it('keep in the CSV exports the rows of the list, in its order', async () => {
    for (const { query } of orderCases().slice(1, 12)) {
      const listed = await wholeList(`/customers/orders/allOrders?sort=grandTotal&${query}`);
      expect(await exportedIds(`/customers/orders/exportOrders?sort=grandTotal&${query}`), query).toEqual(
        listed.ids,
      );
      const shipped = await wholeList(`/customers/orders/allOrdersByStatus/shipped?sort=createdAt&${query}`);
      expect(
        await exportedIds(`/customers/orders/exportOrdersByStatus/shipped?sort=createdAt&${query}`),
      ).toEqual(shipped.ids);
      const lines = await exportedIds(
        `/customers/orders/exportOrderLinesByStatus/shipped?sort=createdAt&${query}`,
        'orderId',
      );
      // The orders have no lines here: the file has its header only, as the list has no other orders.
      expect(lines).toEqual([]);
    }
  });

  it('record the filters of an export in the change log', async () => {
    await exportedIds(`/customers/orders/exportOrders?districtId=${ids.dhaka}&source=phone,whatsapp`);
    const changes = rows(await api('/changes?pageSize=1'));
    const fields = at(changes[0], 'fields');
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: 'districtId', from: null, to: ids.dhaka },
        { field: 'source', from: null, to: 'phone,whatsapp' },
        { field: 'sort', from: null, to: '-createdAt' },
      ]),
    );
  });

  it('refuse an inverted range, a day that does not exist and an unknown place with a field message', async () => {
    const refused = async (query: string, field: string) => {
      for (const path of [
        '/customers/orders/allOrders',
        '/customers/orders/allOrdersByStatus/processing',
        '/customers/orders/getOrderCountsByStatus',
        '/customers/orders/exportOrders',
      ]) {
        const answer = await api(`${path}?${query}`);
        expect(answer.status, `${path}?${query}`).toBe(400);
        expect(at(answer.body, 'fields', field), `${path}?${query}`).toEqual(expect.any(String));
      }
    };
    await refused('placedFrom=2026-03-10&placedTo=2026-03-09', 'placedTo');
    await refused('minGrandTotal=500&maxGrandTotal=499.99', 'maxGrandTotal');
    await refused('placedFrom=2026-02-30', 'placedFrom');
    await refused('placedTo=2026-13-01', 'placedTo');
    await refused('districtId=999999', 'districtId');
    await refused('divisionId=999999', 'divisionId');
    await refused('areaId=999999', 'areaId');
    await refused('customerId=999999', 'customerId');
    await refused('source=phone,fax', 'source');
    await refused('minGrandTotal=-1', 'minGrandTotal');
    const twice = await api('/customers/orders/allOrders?source=phone&source=whatsapp');
    expect(twice.status).toBe(400);
    const badStatus = await api('/customers/orders/allOrders?status=processing,lost');
    expect(at(badStatus.body, 'fields', 'status')).toEqual(expect.any(String));
    const badSort = await api('/customers/orders/allOrders?sort=total');
    expect(at(badSort.body, 'fields', 'sort')).toEqual(expect.any(String));
  });

  it('says a refused range in Bangla too', async () => {
    const answer = await server.api(
      'GET',
      '/customers/orders/allOrders?placedFrom=2026-03-10&placedTo=2026-03-09',
      {
        token,
        headers: { 'accept-language': 'bn' },
      },
    );
    expect(answer.status).toBe(400);
    expect(String(at(answer.body, 'fields', 'placedTo'))).toMatch(/[\u0980-\u09FF]/);
  });
});

const ITEM_CASES = (): Array<{ query: string; where: string }> => [
  { query: `categoryId=${ids.tea}`, where: `category_id = ${ids.tea}` },
  { query: `subcategoryId=${ids.greenTea}`, where: `subcategory_id = ${ids.greenTea}` },
  {
    query: `collectionId=${ids.eid}`,
    where: `id in (select item_id from item_collections where collection_id = ${ids.eid})`,
  },
  { query: 'minPrice=100.25&maxPrice=300', where: 'price between 100.25 and 300' },
  { query: 'hasImage=true', where: 'image is not null' },
  { query: 'hasImage=false', where: 'image is null' },
  { query: 'featured=true', where: 'id in (select item_id from featured_items)' },
  { query: 'featured=false', where: 'id not in (select item_id from featured_items)' },
  {
    query: `categoryId=${ids.tea}&hasImage=false&maxPrice=250`,
    where: `category_id = ${ids.tea} and image is null and price <= 250`,
  },
  { query: 'q=tea&minPrice=200', where: `lower(name) like '%tea%' and price >= 200` },
  {
    query: `q=hil&featured=false`,
    where: `lower(name) like '%hil%' and id not in (select item_id from featured_items)`,
  },
];

const ITEM_SORTS = {
  name: 'lower(name) asc, id asc',
  '-name': 'lower(name) desc, id desc',
  price: 'price asc, id asc',
  '-price': 'price desc, id desc',
  createdAt: 'created_at asc, id asc',
  '-createdAt': 'created_at desc, id desc',
} as const;

describe('the items filters', () => {
  it('keep what plain SQL keeps, in each sort, in the list and its export', async () => {
    for (const [sort, order] of Object.entries(ITEM_SORTS)) {
      for (const { query, where } of ITEM_CASES()) {
        const expected = await idsOf(`select id from items where ${where} order by ${order}`);
        const listed = await wholeList(`/controlItems/manageItem?sort=${sort}&${query}`, 6);
        expect(listed.ids, `${sort} ${query}`).toEqual(expected);
        expect(listed.total).toBe(expected.length);
        expect(await exportedIds(`/controlItems/manageItem/exportItems?sort=${sort}&${query}`)).toEqual(
          expected,
        );
      }
    }
  });

  it('refuse an inverted price range and an unknown category, subcategory or collection', async () => {
    for (const [query, field] of [
      ['minPrice=10&maxPrice=9', 'maxPrice'],
      ['categoryId=999999', 'categoryId'],
      ['subcategoryId=999999', 'subcategoryId'],
      ['collectionId=999999', 'collectionId'],
      ['hasImage=maybe', 'hasImage'],
    ] as const) {
      for (const path of ['/controlItems/manageItem', '/controlItems/manageItem/exportItems']) {
        const answer = await api(`${path}?${query}`);
        expect(answer.status, query).toBe(400);
        expect(at(answer.body, 'fields', field), query).toEqual(expect.any(String));
      }
    }
  });

  it('never answers a filtered list from before a write it shows (the answer cache)', async () => {
    const path = `/controlItems/manageItem?collectionId=${ids.eid}&featured=true`;
    const before = await wholeList(path);
    const item = await scalar(
      `select id as v from items where id not in (select item_id from item_collections) and id in (select item_id from featured_items) limit 1`,
    );
    const added = await server.api('POST', '/itemCollections', {
      token,
      json: { collection: ids.eid, item, name: 'Eid special', description: '' },
    });
    expect(added.status, added.text).toBe(201);
    expect((await wholeList(path)).ids).toEqual(
      await idsOf(
        `select id from items where id in (select item_id from item_collections) and id in (select item_id from featured_items) order by lower(name), id`,
      ),
    );
    expect((await wholeList(path)).ids).toHaveLength(before.ids.length + 1);
  });
});

const CUSTOMER_CASES = (): Array<{ query: string; where: string }> => [
  { query: '', where: 'true' },
  {
    query: `districtId=${ids.khulna}`,
    where: `id in (select customer_id from addresses join areas on areas.id = addresses.area_id where district_id = ${ids.khulna})`,
  },
  { query: 'hasOrders=true', where: 'id in (select customer_id from orders)' },
  { query: 'hasOrders=false', where: 'id not in (select customer_id from orders)' },
  { query: 'joinedFrom=2026-02-11', where: `created_at >= ${DAY('2026-02-11')}` },
  { query: 'joinedTo=2026-02-10', where: `created_at < ${DAY('2026-02-11')}` },
  {
    query: `q=ra&districtId=${ids.khulna}`,
    where: `lower(name) like '%ra%' and id in (select customer_id from addresses where area_id = ${ids.sonadanga})`,
  },
];

const CUSTOMER_SORTS = {
  name: 'lower(name) asc, id asc',
  '-name': 'lower(name) desc, id desc',
  createdAt: 'created_at asc, id asc',
  '-createdAt': 'created_at desc, id desc',
} as const;

describe('the customers filters', () => {
  it('keep what plain SQL keeps, in each sort, in the list and its export', async () => {
    for (const [sort, order] of Object.entries(CUSTOMER_SORTS)) {
      for (const { query, where } of CUSTOMER_CASES()) {
        const expected = await idsOf(`select id from customers where ${where} order by ${order}`);
        const listed = await wholeList(`/customers/manageCustomers/getAllCustomers?sort=${sort}&${query}`, 2);
        expect(listed.ids, `${sort} ${query}`).toEqual(expected);
        expect(listed.total).toBe(expected.length);
        expect(await exportedIds(`/customers/manageCustomers/exportCustomers?sort=${sort}&${query}`)).toEqual(
          expected,
        );
      }
    }
  });

  it('refuse an inverted range of days, a day that does not exist and an unknown district', async () => {
    for (const [query, field] of [
      ['joinedFrom=2026-03-02&joinedTo=2026-03-01', 'joinedTo'],
      ['joinedFrom=2025-02-29', 'joinedFrom'],
      ['districtId=999999', 'districtId'],
    ] as const) {
      const answer = await api(`/customers/manageCustomers/getAllCustomers?${query}`);
      expect(answer.status, query).toBe(400);
      expect(at(answer.body, 'fields', field), query).toEqual(expect.any(String));
    }
  });

  it('never answers a filtered list from before a write it shows (the answer cache)', async () => {
    const path = `/customers/manageCustomers/getAllCustomers?districtId=${ids.khulna}`;
    expect((await wholeList(path)).ids).not.toContain(ids.nobody);
    const added = await server.api('POST', '/customers/manageCustomers/createAddress', {
      token,
      json: {
        customer: ids.nobody,
        name: 'Shop',
        type: 'Work',
        area: ids.sonadanga,
        fullAddress: 'KDA Avenue',
      },
    });
    expect(added.status, added.text).toBe(201);
    expect((await wholeList(path)).ids).toContain(ids.nobody);
  });
});
