// The day's work: the dashboard's figures against a plain SQL aggregate over the orders (periods and the edges of
// the shop's days), batch moves racing other moves (exactly one winner per order, a per-order answer each), and
// what a printout shows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDashboard } from '../src/data/dashboard.js';
import {
  addresses,
  appSettings,
  areas,
  categories,
  customers,
  districts,
  divisions,
  items,
  type OrderStatus,
  orderItems,
  orders,
} from '../src/db/schema.js';
import { addStaff, type StaffMember } from './support/staff.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { at, rows, text } from './support/values.js';

let server: TestServer;
let owner: string;
let clerk: StaffMember;
let customerId: bigint;
let otherCustomerId: bigint;
let itemIds: bigint[] = [];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The day (YYYY-MM-DD) `daysAgo` days before the test clock's today, in Dhaka. */
function dhakaDay(daysAgo: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(server.clock.now());
  const [year, month, date] = today.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (date ?? 1) - daysAgo)).toISOString().slice(0, 10);
}

/** `hhmm` Dhaka time (UTC+6, no summer time) on the day `daysAgo` days before today. */
function dhakaTime(daysAgo: number, hhmm: string): Date {
  return new Date(`${dhakaDay(daysAgo)}T${hhmm}:00+06:00`);
}

/** A small deterministic random source (mulberry32), so a failure is the same on every run. */
function randomSource(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface NewOrder {
  status?: OrderStatus;
  createdAt?: Date;
  grandTotal?: number;
  customer?: bigint;
  area?: string;
  fullAddress?: string;
  lines?: Array<{ item: bigint; quantity: number; unitPrice: number }>;
}

/** Orders placed as the storefront places them (straight into the database: no API places orders). */
async function place(...wanted: NewOrder[]): Promise<string[]> {
  const db = server.database.db;
  const ids: string[] = [];
  for (const order of wanted) {
    const lines = order.lines ?? [];
    const subtotal = lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
    const grandTotal = order.grandTotal ?? subtotal + 60;
    const [placed] = await db
      .insert(orders)
      .values({
        customerId: order.customer ?? customerId,
        orderStatus: order.status ?? 'processing',
        areaString: order.area ?? 'Dhanmondi',
        fullAddressString: order.fullAddress ?? 'Road 27, House 12',
        subtotal,
        discount: 0,
        deliveryFee: 60,
        total: subtotal + 60,
        vat: grandTotal - subtotal - 60,
        grandTotal,
        notes: '',
        createdAt: order.createdAt ?? new Date(server.clock.now()),
      })
      .returning({ id: orders.id });
    if (placed === undefined) throw new Error('no order');
    if (lines.length > 0) {
      await db.insert(orderItems).values(
        lines.map((line) => ({
          orderId: placed.id,
          itemId: line.item,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          total: line.quantity * line.unitPrice,
        })),
      );
    }
    ids.push(String(placed.id));
  }
  return ids;
}

async function dashboard(period: string, token = owner) {
  const answer = await server.api('GET', `/dashboard?period=${period}`, { token });
  expect(answer.status).toBe(200);
  return answer.body;
}

/** The figures of the last `days` days in `timeZone`, straight from the orders (no kept totals). */
async function plainFigures(days: number, timeZone: string) {
  const span = `(select (to_timestamp(${server.clock.now()} / 1000.0) at time zone '${timeZone}')::date as last)`;
  const inPeriod = `(o.created_at at time zone '${timeZone}')::date between (select last - ${days - 1} from ${span} s) and (select last from ${span} s)`;
  const perDay = await server.database.exec(
    `select d::date::text as day, count(o.id)::int as orders,
            (count(o.id) filter (where o.order_status = 'canceled'))::int as canceled,
            coalesce(sum(o.grand_total) filter (where o.order_status <> 'canceled'), 0)::float8 as revenue
     from generate_series((select last - ${days - 1} from ${span} s), (select last from ${span} s), interval '1 day') d
     left join orders o on (o.created_at at time zone '${timeZone}')::date = d::date
     group by d order by d`,
  );
  const top = await server.database.exec(
    `select l.item_id::text as id, i.name, sum(l.quantity)::int as quantity, sum(l.total)::float8 as revenue
     from order_items l join orders o on o.id = l.order_id join items i on i.id = l.item_id
     where o.order_status <> 'canceled' and ${inPeriod}
     group by l.item_id, i.name order by sum(l.quantity) desc, sum(l.total) desc, l.item_id limit 10`,
  );
  const waiting = await server.database.exec(
    `select s.status, count(o.id)::int as count,
            to_char(min(o.created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as oldest
     from unnest(array['processing', 'toBeDelivered']) with ordinality s(status, n)
     left join orders o on o.order_status = s.status group by s.status, s.n order by s.n`,
  );
  const placed = perDay.reduce((sum, row) => sum + Number(row.orders), 0);
  const canceled = perDay.reduce((sum, row) => sum + Number(row.canceled), 0);
  const revenue = perDay.reduce((sum, row) => sum + Number(row.revenue), 0);
  return {
    from: String(perDay[0]?.day),
    to: String(perDay.at(-1)?.day),
    orders: placed,
    revenue: expect.closeTo(revenue, 2),
    averageOrderValue: expect.closeTo(placed - canceled === 0 ? 0 : revenue / (placed - canceled), 2),
    canceledShare: expect.closeTo(placed === 0 ? 0 : canceled / placed, 9),
    days: perDay.map((row) => ({
      day: row.day,
      orders: row.orders,
      canceled: row.canceled,
      revenue: expect.closeTo(Number(row.revenue), 2),
    })),
    topItems: top.map((row) => ({
      item: { _id: row.id, name: row.name },
      quantity: row.quantity,
      revenue: expect.closeTo(Number(row.revenue), 2),
    })),
    waiting: waiting.map((row) => ({ status: row.status, count: row.count, oldestCreatedAt: row.oldest })),
  };
}

const PERIOD_DAYS = { today: 1, '7d': 7, '30d': 30 } as const;

/** Every period's figures, as the API answers them, equal the plain aggregate. */
async function expectFiguresAsPlain() {
  // The best sellers of 7 and 30 days are kept for a minute: past it, they are summed again.
  server.clock.advance(61_000);
  for (const [period, days] of Object.entries(PERIOD_DAYS)) {
    expect(await dashboard(period)).toEqual({
      period,
      timeZone: 'Asia/Dhaka',
      ...(await plainFigures(days, 'Asia/Dhaka')),
    });
  }
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.login();
  clerk = await addStaff(server, owner, 'employee', 'Sabbir Hossain');
  const db = server.database.db;
  const [category] = await db
    .insert(categories)
    .values({ name: 'Fish', description: '', image: 'categories/fish.webp' })
    .returning();
  const made = await db
    .insert(items)
    .values(
      [
        'Hilsa',
        'Rui',
        'Katla',
        'Pabda',
        'Koi',
        'Shing',
        'Magur',
        'Tengra',
        'Boal',
        'Chingri',
        'Lobster',
        'Shol',
      ].map((name, i) => ({
        name,
        description: '',
        price: 100 * (i + 1),
        isAvailable: true,
        isVisible: true,
        categoryOrSubcategory: 'category' as const,
        categoryId: category?.id ?? 0n,
      })),
    )
    .returning({ id: items.id });
  itemIds = made.map((row) => row.id);
  const [rahim, karim] = await db
    .insert(customers)
    .values([
      { name: 'Rahim Uddin', email: 'rahim@example.com', mobile: '+8801711000001' },
      { name: 'Karim Sarkar', email: 'karim@example.com', mobile: '+8801811000002' },
    ])
    .returning({ id: customers.id });
  customerId = rahim?.id ?? 0n;
  otherCustomerId = karim?.id ?? 0n;
});
afterAll(() => server.close());

describe('the dashboard', () => {
  it('answers zeros and every day of the period for a shop without orders', async () => {
    expect(await dashboard('7d', clerk.token)).toMatchObject({
      period: '7d',
      from: dhakaDay(6),
      to: dhakaDay(0),
      orders: 0,
      revenue: 0,
      averageOrderValue: 0,
      canceledShare: 0,
      topItems: [],
      waiting: [
        { status: 'processing', count: 0, oldestCreatedAt: null },
        { status: 'toBeDelivered', count: 0, oldestCreatedAt: null },
      ],
    });
    const today = await server.api('GET', '/dashboard', { token: owner });
    expect(today.body).toMatchObject({ period: 'today', from: dhakaDay(0), to: dhakaDay(0) });
  });

  it('equals a plain SQL aggregate over the orders for today, 7 and 30 days, at the edges of the shop’s days', async () => {
    const random = randomSource(20261124);
    const statuses: OrderStatus[] = ['processing', 'toBeDelivered', 'shipped', 'completed', 'canceled'];
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const wanted: NewOrder[] = [];
    for (let n = 0; n < 160; n++) {
      wanted.push({
        status: pick(statuses),
        // Anywhere from 35 days ago to now.
        createdAt: new Date(server.clock.now() - Math.floor(random() * 35 * DAY)),
        lines: Array.from({ length: 1 + Math.floor(random() * 3) }, () => ({
          // Items 0 to 4 only: the later tests follow items 5 to 8 in today's best sellers, whatever the hour.
          item: pick(itemIds.slice(0, 5)),
          quantity: 1 + Math.floor(random() * 4),
          unitPrice: 50 + Math.floor(random() * 2000) + Math.floor(random() * 100) / 100,
        })),
        customer: pick([customerId, otherCustomerId]),
      });
    }
    // The edges: the last minutes of a Dhaka day are that day's (17:30 UTC is 23:30 in Dhaka), the first minutes
    // of the next are the next's; the day a period starts on counts, the one before does not.
    for (const daysAgo of [0, 1, 6, 7, 29, 30]) {
      wanted.push(
        {
          createdAt: dhakaTime(daysAgo, '00:00'),
          lines: [{ item: itemIds[0] ?? 0n, quantity: 1, unitPrice: 500 }],
        },
        {
          createdAt: dhakaTime(daysAgo, '23:30'),
          lines: [{ item: itemIds[1] ?? 0n, quantity: 2, unitPrice: 300 }],
        },
      );
    }
    await place(...wanted.filter((order) => (order.createdAt?.getTime() ?? 0) <= server.clock.now()));
    await expectFiguresAsPlain();

    const week = await dashboard('7d');
    const sixDaysAgo = at(week, 'days');
    expect(Array.isArray(sixDaysAgo) ? sixDaysAgo.length : 0).toBe(7);
    // An order at 23:30 Dhaka time six days ago is that day's, in the period; seven days ago, outside it.
    const [edge] = await place({ createdAt: dhakaTime(6, '23:30'), grandTotal: 12_345.5 });
    const [outside] = await place({ createdAt: dhakaTime(7, '23:59'), grandTotal: 99_999 });
    expect(edge).toBeDefined();
    expect(outside).toBeDefined();
    const after = await dashboard('7d');
    expect(at(after, 'orders')).toBe(Number(at(week, 'orders')) + 1);
    expect(at(after, 'revenue')).toBeCloseTo(Number(at(week, 'revenue')) + 12_345.5, 2);
    expect(at(after, 'days', '0', 'orders')).toBe(Number(at(week, 'days', '0', 'orders')) + 1);

    // The same orders in UTC days: an order at 00:30 Dhaka time is the day before's in UTC.
    const inUtc = await createDashboard()(server.database.db, '30d', 'UTC', server.clock.now());
    const plainUtc = await plainFigures(30, 'UTC');
    expect(inUtc).toEqual({ period: '30d', timeZone: 'UTC', ...plainUtc });
    // Its days were made from the orders so far by that first read; from then on the writes keep them too.
    await place({ createdAt: dhakaTime(2, '00:30'), grandTotal: 777.25 });
    const utcAfter = await createDashboard()(server.database.db, '30d', 'UTC', server.clock.now());
    expect(utcAfter).toEqual({ period: '30d', timeZone: 'UTC', ...(await plainFigures(30, 'UTC')) });
    expect(utcAfter.orders).toBe(inUtc.orders + 1);
  });

  it('follows moves, cancellations, new lines and removed orders in the same transaction', async () => {
    const [kept, canceledLater, removed] = await place(
      { lines: [{ item: itemIds[5] ?? 0n, quantity: 40, unitPrice: 250 }] },
      { lines: [{ item: itemIds[6] ?? 0n, quantity: 30, unitPrice: 100 }] },
      { lines: [{ item: itemIds[7] ?? 0n, quantity: 20, unitPrice: 100 }] },
    );
    await expectFiguresAsPlain();
    const top = at(await dashboard('today'), 'topItems', '0', 'item', '_id');
    expect(top).toBe(String(itemIds[5]));

    const moved = await server.api('POST', '/customers/orders/moveOrders', {
      token: clerk.token,
      json: { ids: [kept, canceledLater], to: 'toBeDelivered' },
    });
    expect(moved.body).toMatchObject({ moved: 2 });
    await server.api('PATCH', `/customers/orders/changeOrderStatus/canceledOrder/${canceledLater}`, {
      token: clerk.token,
    });
    await server.database.exec(`delete from orders where id = ${removed}`);
    await server.database.exec(
      `insert into order_items (order_id, item_id, quantity, unit_price, total) values (${kept}, ${itemIds[8]}, 3, 10, 30)`,
    );
    await expectFiguresAsPlain();
    const today = await dashboard('today');
    const sellers = at(today, 'topItems');
    const sold = Array.isArray(sellers) ? sellers.map((row) => at(row, 'item', '_id')) : [];
    expect(sold).not.toContain(String(itemIds[6]));
    expect(sold).not.toContain(String(itemIds[7]));
    expect(sold).toContain(String(itemIds[8]));
  });

  it('refuses an unknown period', async () => {
    const answer = await server.api('GET', '/dashboard?period=year', { token: owner });
    expect(answer.status).toBe(400);
    expect(text(answer.body, 'message')).toMatch(/period/);
  });
});

describe('batch moves', () => {
  const move = (ids: readonly string[], to: string, token = clerk.token) =>
    server.api('POST', '/customers/orders/moveOrders', { token, json: { ids, to } });

  it('answers for each order: moved, already there, not allowed from its status, unknown', async () => {
    const [a, b, done, gone] = await place(
      { status: 'processing' },
      { status: 'toBeDelivered' },
      { status: 'completed' },
      { status: 'canceled' },
    );
    const answer = await move([a ?? '', b ?? '', done ?? '', gone ?? '', '999999999'], 'toBeDelivered');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      moved: 1,
      results: [
        { _id: a, outcome: 'moved', status: 'toBeDelivered', message: 'Moved to to be delivered' },
        {
          _id: b,
          outcome: 'alreadyThere',
          status: 'toBeDelivered',
          message: 'Already to be delivered: someone else moved it first.',
        },
        {
          _id: done,
          outcome: 'notAllowed',
          status: 'completed',
          message: 'This order is completed, so it cannot be moved to to be delivered.',
        },
        {
          _id: gone,
          outcome: 'notAllowed',
          status: 'canceled',
          message: 'This order is canceled, so it cannot be moved to to be delivered.',
        },
        { _id: '999999999', outcome: 'notFound', status: null, message: 'No such order.' },
      ],
    });
    const cancel = await move([a ?? '', b ?? '', done ?? ''], 'canceled', owner);
    expect(at(cancel.body, 'moved')).toBe(2);
    expect(at(cancel.body, 'results', '2', 'message')).toBe(
      'This order is completed, so it cannot be canceled.',
    );

    // Each move is an entry of the change log, by the employee who made it.
    const log = await server.api('GET', `/changes/Order/${a}`, { token: owner });
    expect(rows(log).map((entry) => [at(entry, 'operation'), at(entry, 'fields')])).toEqual([
      ['moveOrders', [{ field: 'orderStatus', from: 'toBeDelivered', to: 'canceled' }]],
      ['moveOrders', [{ field: 'orderStatus', from: 'processing', to: 'toBeDelivered' }]],
    ]);
    expect(at(rows(log)[1], 'employee', 'name')).toBe('Sabbir Hossain');
  });

  it('of batches and single moves racing over the same orders, exactly one moves each', async () => {
    const ids = await place(...Array.from({ length: 30 }, () => ({ status: 'processing' as const })));
    const single = (id: string) =>
      server.api('PATCH', `/customers/orders/changeOrderStatus/toBeDeliveredFromProcessing/${id}`, {
        token: owner,
      });
    const [whole, firstHalf, ...singles] = await Promise.all([
      move(ids, 'toBeDelivered'),
      move(ids.slice(0, 15).reverse(), 'toBeDelivered', owner),
      ...ids.slice(10, 20).map(single),
    ]);
    const winners = new Map<string, number>(ids.map((id) => [id, 0]));
    for (const batch of [whole, firstHalf]) {
      expect(batch?.status).toBe(200);
      const results = at(batch?.body, 'results');
      for (const result of Array.isArray(results) ? results : []) {
        const id = String(at(result, '_id'));
        expect(at(result, 'status')).toBe('toBeDelivered');
        if (at(result, 'outcome') === 'moved') winners.set(id, (winners.get(id) ?? 0) + 1);
        else expect(at(result, 'outcome')).toBe('alreadyThere');
      }
    }
    for (const [n, answer] of singles.entries()) {
      const id = ids[10 + n] ?? '';
      if (answer.status === 200) winners.set(id, (winners.get(id) ?? 0) + 1);
      else
        expect(answer.body).toEqual({
          message: 'This order is to be delivered, so it cannot be moved to to be delivered.',
        });
    }
    expect([...winners.values()]).toEqual(ids.map(() => 1));
    const moves = await server.database.exec(
      `select entity_id::text as id, count(*)::int as n from changes
       where entity_type = 'Order' and entity_id = any('{${ids.join(',')}}'::bigint[]) group by entity_id`,
    );
    expect(moves.map((row) => row.n)).toEqual(ids.map(() => 1));
    const list = await server.api('GET', '/customers/orders/allOrdersByStatus/toBeDelivered?pageSize=100', {
      token: owner,
    });
    const listed = new Set(rows(list).map((row) => at(row, '_id')));
    expect(ids.every((id) => listed.has(id))).toBe(true);
  });

  it('refuses a malformed batch with a message and moves nothing', async () => {
    const [id] = await place({ status: 'processing' });
    const many = Array.from({ length: 501 }, (_, n) => String(n + 1));
    for (const [json, pattern] of [
      [{ ids: [], to: 'shipped' }, /ids/],
      [{ ids: many, to: 'shipped' }, /ids/],
      [{ ids: [id, id], to: 'shipped' }, /ids/],
      [{ ids: [id], to: 'processing' }, /to/],
      [{ ids: ['12abc'], to: 'shipped' }, /ids/],
      [{ ids: [id] }, /to/],
    ] as const) {
      const answer = await server.api('POST', '/customers/orders/moveOrders', { token: clerk.token, json });
      expect(answer.status).toBe(400);
      expect(text(answer.body, 'message')).toMatch(pattern);
    }
    const order = await server.api('GET', `/customers/orders/getSingleOrder/${id}`, { token: owner });
    expect(at(order.body, 'orderStatus')).toBe('processing');
  });
});

describe('printing', () => {
  it('answers the shop, each order’s customer, address, lines and amounts, in the order asked, and logs the print', async () => {
    const db = server.database.db;
    await db
      .insert(appSettings)
      .values({ name: 'Machh Bazar', isCategoryFeatured: false, image: 'app/logo.webp' });
    const [dhaka] = await db.insert(divisions).values({ name: 'Dhaka' }).returning();
    const [ctg] = await db.insert(divisions).values({ name: 'Chattogram' }).returning();
    const [dhakaDistrict] = await db
      .insert(districts)
      .values({ name: 'Dhaka', divisionId: dhaka?.id ?? 0n })
      .returning();
    const [ctgDistrict] = await db
      .insert(districts)
      .values({ name: 'Chattogram', divisionId: ctg?.id ?? 0n })
      .returning();
    const [dhanmondi] = await db
      .insert(areas)
      .values({ name: 'Dhanmondi', districtId: dhakaDistrict?.id ?? 0n })
      .returning();
    // "Sadar" names an area in both districts: only the customer's own address tells which.
    await db.insert(areas).values({ name: 'Sadar', districtId: dhakaDistrict?.id ?? 0n });
    const [ctgSadar] = await db
      .insert(areas)
      .values({ name: 'Sadar', districtId: ctgDistrict?.id ?? 0n })
      .returning();
    await db.insert(addresses).values([
      {
        customerId,
        name: 'Home',
        type: 'Home',
        areaId: dhanmondi?.id ?? 0n,
        fullAddress: 'Road 27, House 12',
        zipCode: '1209',
      },
      {
        customerId: otherCustomerId,
        name: 'Office',
        type: 'Office',
        areaId: ctgSadar?.id ?? 0n,
        fullAddress: 'Agrabad 4',
        zipCode: '4100',
      },
    ]);
    const [first, second, unknownArea] = await place(
      {
        createdAt: new Date('2026-11-20T10:00:00Z'),
        lines: [
          { item: itemIds[0] ?? 0n, quantity: 2, unitPrice: 1250.5 },
          { item: itemIds[1] ?? 0n, quantity: 1, unitPrice: 100_000 },
        ],
      },
      { customer: otherCustomerId, area: 'Sadar', fullAddress: 'Agrabad 4', lines: [] },
      { customer: customerId, area: 'Sadar', fullAddress: 'Somewhere', lines: [] },
    );
    const before = await server.database.exec('select coalesce(max(id), 0)::text as id from changes');
    const answer = await server.api('POST', '/customers/orders/printOrders', {
      token: clerk.token,
      json: { ids: [second, '999999999', first, unknownArea], document: 'packingSlip' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      document: 'packingSlip',
      shop: { name: 'Machh Bazar', logo: 'app/logo.webp' },
      missing: ['999999999'],
      orders: [
        {
          order: { _id: second, customer: { name: 'Karim Sarkar' } },
          customer: { _id: String(otherCustomerId), name: 'Karim Sarkar', mobile: '+8801811000002' },
          address: {
            division: 'Chattogram',
            district: 'Chattogram',
            area: 'Sadar',
            fullAddress: 'Agrabad 4',
          },
          lines: [],
        },
        {
          order: {
            _id: first,
            subtotal: 102_501,
            grandTotal: 102_561,
            createdAt: '2026-11-20T10:00:00.000Z',
          },
          customer: { name: 'Rahim Uddin', email: 'rahim@example.com' },
          address: {
            division: 'Dhaka',
            district: 'Dhaka',
            area: 'Dhanmondi',
            fullAddress: 'Road 27, House 12',
          },
          lines: [
            { item: { _id: String(itemIds[0]), name: 'Hilsa' }, quantity: 2, unitPrice: 1250.5, total: 2501 },
            {
              item: { _id: String(itemIds[1]), name: 'Rui' },
              quantity: 1,
              unitPrice: 100_000,
              total: 100_000,
            },
          ],
        },
        // Two areas are called Sadar and neither is this customer's: the division and district stay unknown.
        { order: { _id: unknownArea }, address: { division: null, district: null, area: 'Sadar' } },
      ],
    });
    const printed = await server.database.exec(
      `select entity_id::text as id, note, operation from changes where id > ${before[0]?.id} order by entity_id`,
    );
    expect(printed).toEqual(
      [first, second, unknownArea]
        .sort((x, y) => Number(x) - Number(y))
        .map((id) => ({ id, note: 'Printed the packing slip', operation: 'printOrders' })),
    );
    const invoice = await server.api('POST', '/customers/orders/printOrders', {
      token: owner,
      json: { ids: [first], document: 'invoice' },
    });
    expect(at(invoice.body, 'document')).toBe('invoice');
    const timeline = await server.api('GET', `/changes/Order/${first}`, { token: owner });
    expect(rows(timeline).map((entry) => at(entry, 'note'))).toEqual([
      'Printed the invoice',
      'Printed the packing slip',
    ]);
  });

  it('refuses a malformed request and answers an empty printout for only unknown orders', async () => {
    for (const json of [
      { ids: [], document: 'invoice' },
      { ids: ['1'], document: 'receipt' },
      { ids: ['1', '1'], document: 'invoice' },
      { ids: Array.from({ length: 501 }, (_, n) => String(n + 1)), document: 'invoice' },
    ]) {
      const answer = await server.api('POST', '/customers/orders/printOrders', { token: clerk.token, json });
      expect(answer.status).toBe(400);
    }
    const none = await server.api('POST', '/customers/orders/printOrders', {
      token: clerk.token,
      json: { ids: ['999999998'], document: 'invoice' },
    });
    expect(none.body).toMatchObject({ orders: [], missing: ['999999998'] });
  });
});
