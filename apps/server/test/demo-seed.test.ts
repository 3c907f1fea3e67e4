import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decimalOf, type FeeSetting, poishaOf, priceOrder, rateOf } from '../src/data/pricing.js';
import { startOfDayIn } from '../src/seed/demo-order-times.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { at, rows } from './support/values.js';

// The first start just after midnight in the shop's time zone (Asia/Dhaka), the hardest hour for "today".
const firstStart = startOfDayIn('Asia/Dhaka', Date.now()) + 3 * 60_000;

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ seedDemo: true, startTime: firstStart });
  token = await server.login();
});
afterAll(() => server.close());

const api = (apiPath: string) => server.api('GET', apiPath, { token });
const one = async (sql: string) => Number((await server.database.exec(sql))[0]?.n);

describe('the demo seed on a new database', () => {
  it('has the 8 divisions, all 64 districts and their areas', async () => {
    const divisions = rows(await api('/divisions'));
    expect(divisions.map((row) => at(row, 'name'))).toEqual([
      'Barishal',
      'Chattogram',
      'Dhaka',
      'Khulna',
      'Mymensingh',
      'Rajshahi',
      'Rangpur',
      'Sylhet',
    ]);
    expect(await one('select count(*) as n from districts')).toBe(64);
    expect(
      await one('select min(c) as n from (select count(*) as c from areas group by district_id) t'),
    ).toBeGreaterThanOrEqual(3);
    const dhaka = rows(await api('/districts')).find((row) => at(row, 'name') === 'Dhaka');
    const dhakaAreas = rows(await api(`/areas?district=${String(at(dhaka, '_id'))}`));
    expect(dhakaAreas.length).toBeGreaterThanOrEqual(15);
    expect(dhakaAreas.map((row) => at(row, 'name'))).toContain('Dhanmondi');
  });

  it('has about 200 items with images on disk, each with exactly the link its categoryOrSubcategory says', async () => {
    const page = await api('/controlItems/manageItem?pageSize=500');
    const items = rows(page);
    expect(items.length).toBeGreaterThanOrEqual(180);
    for (const item of items)
      expect(existsSync(path.join(server.mediaDir, String(at(item, 'image'))))).toBe(true);
    expect(
      await one(
        "select count(*) as n from items i where category_or_subcategory = 'category' and not exists (select 1 from item_categories l where l.item_id = i.id and l.category_id = i.category_id)",
      ),
    ).toBe(0);
    expect(
      await one(
        "select count(*) as n from items i where category_or_subcategory = 'subcategory' and not exists (select 1 from item_subcategories l where l.item_id = i.id and l.subcategory_id = i.subcategory_id)",
      ),
    ).toBe(0);
    expect(
      (await one('select count(*) as n from item_categories')) +
        (await one('select count(*) as n from item_subcategories')),
    ).toBe(items.length);
    expect(
      await one(
        'select count(*) as n from items i join subcategories s on s.id = i.subcategory_id where s.category_id <> i.category_id',
      ),
    ).toBe(0);
    expect(rows(await api('/itemAssets?pageSize=500')).length).toBeGreaterThan(20);
    expect(rows(await api('/featuredItems')).length).toBeGreaterThan(0);
    expect(rows(await api('/featuredCategories')).length).toBeGreaterThan(0);
    expect(rows(await api('/collections')).length).toBeGreaterThan(0);
    expect(rows(await api('/navCollections')).length).toBeGreaterThan(0);
    expect(rows(await api('/itemCollections?pageSize=500')).length).toBeGreaterThan(0);
    expect(rows(await api('/subCategories')).length).toBeGreaterThan(20);
    expect(rows(await api('/itemCategories?pageSize=500')).length).toBeGreaterThan(0);
    expect(rows(await api('/itemSubcategories?pageSize=500')).length).toBeGreaterThan(0);
  });

  it('has customers with addresses and wishlists, and orders in all five statuses with consistent totals', async () => {
    const customers = rows(await api('/customers/manageCustomers/getAllCustomers?pageSize=500'));
    expect(customers.length).toBeGreaterThanOrEqual(30);
    expect(rows(await api('/wishlists?pageSize=500')).length).toBeGreaterThan(10);
    const first = String(at(customers[0], '_id'));
    expect(
      rows(await api(`/customers/manageCustomers/getAddressesForSingleCustomer/${first}`)).length,
    ).toBeGreaterThan(0);
    const counts = (await api('/customers/orders/getOrderCountsByStatus')).body;
    expect(Array.isArray(counts) && counts.every((entry) => Number(at(entry, 'count')) > 0)).toBe(true);
    for (const status of ['processing', 'toBeDelivered', 'shipped', 'completed', 'canceled']) {
      const list = rows(await api(`/customers/orders/allOrdersByStatus/${status}?pageSize=500`));
      expect(list.length).toBeGreaterThan(0);
    }
    expect(
      await one(
        'select count(*) as n from orders o where o.subtotal <> (select sum(total) from order_items l where l.order_id = o.id)',
      ),
    ).toBe(0);
    expect(
      await one(
        'select count(*) as n from orders where total <> subtotal - discount + delivery_fee or grand_total <> total + vat',
      ),
    ).toBe(0);
    expect(await one('select count(*) as n from order_items where total <> unit_price * quantity')).toBe(0);
    expect(
      await one(
        'select count(*) as n from orders o where not exists (select 1 from order_items l where l.order_id = o.id)',
      ),
    ).toBe(0);
  });

  it('places its newest orders in the hours before the first start: Today has figures even three minutes after midnight', async () => {
    const today = await api('/dashboard?period=today');
    expect(today.status).toBe(200);
    expect(today.body).toMatchObject({ period: 'today' });
    expect(at(today.body, 'orders')).toBeGreaterThanOrEqual(4);
    expect(at(today.body, 'revenue')).toBeGreaterThan(0);
    const newest = Number(
      (await server.database.exec('select extract(epoch from max(created_at)) * 1000 as n from orders'))[0]
        ?.n,
    );
    expect(newest).toBeLessThanOrEqual(firstStart);
    expect(newest).toBeGreaterThan(firstStart - 3 * 60_000);
    expect(
      await one(
        `select count(*) as n from orders where created_at > to_timestamp(${firstStart / 1000}) - interval '1 day'`,
      ),
    ).toBeGreaterThanOrEqual(8);
  });

  it('prices its orders as it always has: only their times follow the first start', async () => {
    const [sums] = await server.database.exec(
      'select count(*)::int as n, sum(grand_total)::text as grand, sum(subtotal)::text as sub, (select sum(quantity)::int from order_items) as quantity from orders',
    );
    expect(sums).toEqual({ n: 240, grand: '2125579.94', sub: '2225424.00', quantity: 1260 });
  });

  it('priced every order by the one rule: re-priced from its stored lines and the settings, it comes to what is stored', async () => {
    const text = (value: unknown) => String(value);
    const rate = async (table: string) => {
      const [row] = await server.database.exec(`select amount::text as rate, is_applicable from ${table}`);
      return { rate: rateOf(text(row?.rate)), isApplicable: row?.is_applicable === true };
    };
    const fees = (
      await server.database.exec(`select f.id::text as id, f.name, f.amount::text as amount, f.is_applicable, f.slot,
        coalesce((select json_agg(c.district_id::text) from delivery_fee_districts c where c.delivery_fee_id = f.id), '[]') as districts
        from delivery_fees f`)
    ).map(
      (row): FeeSetting => ({
        _id: text(row.id),
        name: text(row.name),
        amount: poishaOf(text(row.amount)),
        isApplicable: row.is_applicable === true,
        slot: Number(row.slot),
        districts: Array.isArray(row.districts) ? row.districts.map(text) : [],
      }),
    );
    const settings = { vat: await rate('vats'), discount: await rate('discounts'), fees };
    const orders = await server.database.exec(`select o.district_id::text as district,
        concat_ws('|', o.subtotal, o.discount, o.delivery_fee, o.total, o.vat, o.grand_total) as stored,
        (select json_agg(json_build_object('unitPrice', l.unit_price::text, 'quantity', l.quantity, 'total', l.total::text)
          order by l.id) from order_items l where l.order_id = o.id) as lines
      from orders o order by o.id`);
    expect(orders).toHaveLength(240);
    const differ = orders.filter((order) => {
      const lines = (Array.isArray(order.lines) ? order.lines : []).map((line) => ({
        unitPrice: poishaOf(text(at(line, 'unitPrice'))),
        quantity: Number(at(line, 'quantity')),
        stored: poishaOf(text(at(line, 'total'))),
      }));
      const priced = priceOrder({ ...settings, lines, districtId: text(order.district) });
      const amounts = [
        priced.subtotal,
        priced.discount,
        priced.deliveryFee,
        priced.total,
        priced.vat,
        priced.grandTotal,
      ];
      const asStored = amounts.map((poisha) => decimalOf(poisha).toFixed(2)).join('|');
      return asStored !== order.stored || priced.lines.some((line) => line.total !== line.stored);
    });
    expect(differ).toEqual([]);
    // Inside Dhaka covers the Dhaka district; orders there paid it, the rest Outside Dhaka's.
    expect(
      await server.database.exec(`select f.name, count(o.id)::int as orders, min(o.delivery_fee)::text as fee
        from orders o join delivery_fee_districts c on c.district_id = o.district_id
        join delivery_fees f on f.id = c.delivery_fee_id group by f.name`),
    ).toEqual([{ name: 'Inside Dhaka', orders: expect.any(Number), fee: '60.00' }]);
    expect(
      await one(
        'select count(*) as n from orders where delivery_fee <> 120 and district_id not in (select district_id from delivery_fee_districts)',
      ),
    ).toBe(0);
  });

  it('says where each order came from, mostly phone and Facebook, and which address it goes to', async () => {
    const sources = await server.database.exec(
      'select source, count(*)::int as n from orders group by source order by n desc',
    );
    expect(sources.map((row) => row.source)).toEqual(
      expect.arrayContaining(['phone', 'messenger', 'facebook', 'storefront', 'whatsapp', 'walk-in']),
    );
    expect(['phone', 'messenger', 'facebook']).toContain(sources[0]?.source);
    expect(
      await one(`select count(*) as n from orders o left join addresses a on a.id = o.address_id
        left join areas r on r.id = a.area_id
        where a.customer_id is distinct from o.customer_id or o.area_id is distinct from a.area_id
          or o.district_id is distinct from r.district_id or o.area_string is distinct from r.name`),
    ).toBe(0);
    const [first] = rows(await api('/customers/orders/allOrdersByStatus/processing?pageSize=1'));
    expect(at(first, 'source')).toEqual(expect.any(String));
    expect(at(first, 'address')).toEqual({ _id: expect.any(String), name: expect.any(String) });
  });

  it('has items and customers named in Bangla, which search finds in any Unicode form', async () => {
    const find = async (listPath: string, q: string) =>
      rows(await api(`${listPath}?q=${encodeURIComponent(q)}`)).map((row) => at(row, 'name'));
    expect(await find('/controlItems/manageItem', 'মুগ ডাল')).toEqual(['মুগ ডাল ১ কেজি']);
    // পোড়াবাড়ি typed with ড় as one letter (U+09DC), ো in two parts (U+09C7 U+09BE).
    expect(await find('/controlItems/manageItem', 'প\u09C7\u09BE\u09DCাবা')).toEqual(['পোড়াবাড়ির চমচম ১ কেজি']);
    expect(await find('/customers/manageCustomers/getAllCustomers', 'রহিম')).toEqual(['রহিম উদ্দিন']);
    expect(await find('/customers/manageCustomers/getAllCustomers', 'জ\u09DFনাল')).toEqual(['জয়নাল আবেদীন']);
  });

  it('has the charges, storefront content, staff and a pending invite', async () => {
    expect(rows(await api('/vats'))).toHaveLength(1);
    expect(rows(await api('/discounts'))).toHaveLength(1);
    expect(rows(await api('/deliveryFees'))).toHaveLength(2);
    const settings = rows(await api('/appSettings'));
    expect(settings.length).toBe(1);
    const logo = await server.raw('GET', `/media/${String(at(settings[0], 'image'))}`);
    expect(logo).toMatchObject({ status: 200 });
    expect(logo.headers.get('content-type')).toBe('image/webp');
    expect(rows(await api('/heroSliders')).length).toBeGreaterThan(0);
    expect(rows(await api('/testimonials')).length).toBeGreaterThan(0);
    expect(rows(await api('/socialLinks')).length).toBeGreaterThan(0);
    expect(rows(await api('/manageEmployees/getAllEmployees')).length).toBeGreaterThanOrEqual(3);
    expect(rows(await api('/manageEmployees/getAllInvites'))).toHaveLength(1);
  });
});
