// order-report: the day's orders per status with their totals, from the shop API.
//   SHOP_TOKEN=shop_pat_… node dist/order-report.js [--url …/api] [--date 2026-11-23] [--time-zone …] [--json]
import { parseArgs } from 'node:util';
import { createShopClient, formatTaka, orderStatusValues, type Schema, unwrap } from '@shop/sdk';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.SHOP_API_URL ?? 'http://127.0.0.1:3000/api' },
    date: { type: 'string' },
    'time-zone': { type: 'string', default: 'Asia/Dhaka' },
    json: { type: 'boolean', default: false },
  },
});
const timeZone = values['time-zone'];
const dayOf = new Intl.DateTimeFormat('en-CA', {
  timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const day = values.date ?? dayOf.format(new Date());
// An API token an owner made for this tool, with only the `orders:read` scope.
const token = process.env.SHOP_TOKEN;
if (!token) throw new Error('Set SHOP_TOKEN to an API token with the orders:read scope (API tokens screen).');
const shop = createShopClient({ baseUrl: values.url, token });

/** The orders of one status placed on `day`: the lists are newest first, so reading stops at an older day. */
async function ordersOn(status: Schema<'OrderStatus'>): Promise<Schema<'Order'>[]> {
  const found: Schema<'Order'>[] = [];
  for (let page = 1; ; page++) {
    const list = await unwrap(
      shop.GET('/customers/orders/allOrdersByStatus/{status}', {
        params: { path: { status }, query: { page, pageSize: 100 } },
      }),
    );
    for (const order of list.data) {
      const placed = dayOf.format(new Date(order.createdAt));
      if (placed < day) return found;
      if (placed === day) found.push(order);
    }
    if (page * 100 >= list.total) return found;
  }
}

// Sums in poisha, so that ৳0.10 + ৳0.20 is ৳0.30.
const poisha = (amount: number) => Math.round(amount * 100);
const statuses = [];
for (const status of orderStatusValues) {
  const orders = await ordersOn(status);
  statuses.push({
    status,
    orders: orders.length,
    total: orders.reduce((sum, o) => sum + poisha(o.grandTotal), 0) / 100,
  });
}
const all = {
  orders: statuses.reduce((n, s) => n + s.orders, 0),
  total: statuses.reduce((t, s) => t + poisha(s.total), 0) / 100,
};

if (values.json) {
  console.log(JSON.stringify({ date: day, timeZone, statuses, ...all }, null, 2));
} else {
  console.log(`Orders on ${day} (${timeZone})`);
  for (const { status, orders, total } of [...statuses, { status: 'all', ...all }]) {
    console.log(`${status.padEnd(14)}${String(orders).padStart(6)}  ${formatTaka(total).padStart(16)}`);
  }
}
