import path from 'node:path';
import { ensureFirstEmployee } from '../auth/first-employee.js';
import { keepTimeZone } from '../data/dashboard.js';
import { type Database, openPglite, openPostgres } from '../db/client.js';
import { type DataDirLock, lockDataDir } from '../db/data-dir-lock.js';
import { loadConfig } from '../load-config.js';

/**
 * Fills a database for benchmarks: 100,000 items and 1,000,000 orders with two lines each (override with
 * SCALE_ITEMS and SCALE_ORDERS), with set-based SQL (generate_series). Totals are consistent, as in the demo.
 * Run it on a new, empty data directory (or database): `DATA_DIR=.data-scale pnpm --filter @shop/server seed:scale`.
 */

const ITEMS = Number(process.env.SCALE_ITEMS ?? 100_000);
const ORDERS = Number(process.env.SCALE_ORDERS ?? 1_000_000);
const CUSTOMERS = Math.max(1000, Math.round(ORDERS / 100));
/** Change-log entries: three per order (its moves), as a busy shop's log holds after a year or so. */
const CHANGES = Number(process.env.SCALE_CHANGES ?? ORDERS * 3);
const BATCH = 100_000;

// A line's item position and the item's price, as SQL of the order number g (1-based) and the item position k.
const PRICE = (k: string) => `(10.5 + ((${k}) % 5000))`;
const LINE1 = `(1 + ((g * 7) % ${ITEMS}))`;
const LINE2 = `(1 + ((g * 13 + 5) % ${ITEMS}))`;
const QTY1 = '(1 + g % 3)';
const QTY2 = '(1 + g % 2)';

async function step(database: Database, label: string, sql: string): Promise<void> {
  const started = performance.now();
  await database.exec(sql);
  console.log(`  ${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

async function count(database: Database, table: string): Promise<number> {
  return Number((await database.exec(`select count(*) as n from ${table}`))[0]?.n ?? 0);
}

async function main() {
  const config = loadConfig();
  let lock: DataDirLock | undefined;
  let database: Database;
  if (config.databaseUrl === undefined) {
    lock = lockDataDir(config.dataDir);
    database = await openPglite(path.join(config.dataDir, 'pgdata'));
  } else {
    database = await openPostgres(config.databaseUrl);
  }
  try {
    await database.migrate();
    // As a server's start would: the demo password only on a local trial (a server elsewhere would not start on it).
    await ensureFirstEmployee(database.db, config.adminEmail, config.adminPassword);
    if ((await count(database, 'items')) > 0 || (await count(database, 'orders')) > 0) {
      throw new Error(
        'The database already has items or orders: run the scale seed on a new, empty data directory.',
      );
    }
    console.log(
      `Scale seed into ${database.description}: ${ITEMS} items, ${CUSTOMERS} customers, ${ORDERS} orders`,
    );
    const started = performance.now();

    await step(
      database,
      'address tree',
      // Eight districts in two divisions, their 50 areas in turn: the orders' places, which the lists filter by.
      `insert into divisions (name) values ('Dhaka'), ('Chattogram') on conflict do nothing;
       insert into districts (name, division_id)
         select d.name, v.id from (values ('Dhaka', 'Dhaka'), ('Gazipur', 'Dhaka'), ('Narayanganj', 'Dhaka'),
           ('Tangail', 'Dhaka'), ('Chattogram', 'Chattogram'), ('Cox''s Bazar', 'Chattogram'),
           ('Cumilla', 'Chattogram'), ('Feni', 'Chattogram')) d(name, division)
         join divisions v on v.name = d.division;
       with d as (select array_agg(id order by id) ids from districts)
       insert into areas (name, district_id)
         select 'Scale Area ' || g, d.ids[1 + g % 8] from generate_series(1, 50) g, d;`,
    );
    await step(
      database,
      'categories and subcategories',
      `insert into categories (name, description, image)
         select 'Scale Category ' || g, 'Generated for benchmarks', 'categories/scale-' || g || '.webp'
         from generate_series(1, 20) g;
       insert into subcategories (category_id, name, description, precedence)
         select c.id, 'Scale Subcategory ' || c.id || '-' || g, '', g from categories c, generate_series(1, 5) g;`,
    );
    await step(
      database,
      `${ITEMS} items with their links`,
      `with c as (select array_agg(id order by id) ids from categories),
            s as (select array_agg(id order by id) ids, array_agg(category_id order by id) cats from subcategories)
       insert into items (name, description, price, is_available, is_visible, image, category_or_subcategory,
                          category_id, subcategory_id, created_at)
       select (array['Miniket Rice','Soybean Oil','Jamdani Saree','Sylhet Tea','Hilsa','Panjabi','Mango Juice',
                     'Walton Fan','Nakshi Kantha','Roshogolla'])[1 + g % 10] || ' ' || g,
              'Benchmark item ' || g, ${PRICE('g')}, g % 11 <> 0, g % 13 <> 0, null,
              case when g % 2 = 0 then 'category' else 'subcategory' end,
              case when g % 2 = 0 then c.ids[1 + g % array_length(c.ids, 1)]
                   else s.cats[1 + g % array_length(s.ids, 1)] end,
              case when g % 2 = 0 then null else s.ids[1 + g % array_length(s.ids, 1)] end,
              now() - (g || ' minutes')::interval
       from generate_series(1, ${ITEMS}) g, c, s;
       insert into item_categories (item_id, category_id)
         select id, category_id from items where category_or_subcategory = 'category';
       insert into item_subcategories (item_id, subcategory_id)
         select id, subcategory_id from items where category_or_subcategory = 'subcategory';`,
    );
    await step(
      database,
      `${CUSTOMERS} customers with addresses and wishlists`,
      `insert into customers (name, email, mobile, created_at)
         select (array['Rahim','Karim','Fatema','Ayesha','Nusrat','Tanvir','Sabbir','Farhana'])[1 + g % 8] || ' ' ||
                (array['Hossain','Rahman','Ahmed','Islam','Chowdhury','Khan'])[1 + g % 6],
                'customer' || g || '@example.com', '+8801' || (7 + g % 3) || lpad((g % 100000000)::text, 8, '0'),
                now() - (g || ' hours')::interval
         from generate_series(1, ${CUSTOMERS}) g;
       with a as (select array_agg(id order by id) ids from areas)
       insert into addresses (customer_id, name, type, area_id, full_address, zip_code)
         select c.id, 'Home', 'Home', a.ids[1 + c.id::int % array_length(a.ids, 1)], 'House ' || c.id || ', Road 5', '1209'
         from customers c, a;
       with i as (select array_agg(id order by id) ids from items)
       insert into wishlists (customer_id, item_id, name)
         select c.id, i.ids[1 + ((c.id * 31 + k) % ${ITEMS})::int], 'Wishlist'
         from customers c, i, generate_series(1, 3) k;`,
    );
    const firstOrder = `(select coalesce(max(id), 0) from orders)`;
    for (let from = 1; from <= ORDERS; from += BATCH) {
      const to = Math.min(ORDERS, from + BATCH - 1);
      await step(
        database,
        `orders ${from}-${to} with two lines each`,
        `create temporary table batch_orders as
           with c as (select array_agg(id order by id) ids from customers),
                priced as (
                  select g, c.ids[1 + g % array_length(c.ids, 1)] as customer_id,
                         round(${PRICE(LINE1)} * ${QTY1} + ${PRICE(LINE2)} * ${QTY2}, 2) as subtotal
                  from generate_series(${from}, ${to}) g, c)
           select g, customer_id, subtotal, round(subtotal * 0.1, 2) as discount,
                  (case when g % 3 = 0 then 120 else 60 end)::numeric as delivery_fee
           from priced;
         insert into orders (customer_id, order_status, area_string, full_address_string, subtotal, discount,
                             delivery_fee, total, vat, grand_total, notes, created_at, source, address_id, area_id,
                             district_id)
           select batch_orders.customer_id,
                  (array['processing','toBeDelivered','shipped','completed','completed','completed','canceled'])[1 + g % 7],
                  area.name, 'House ' || g || ', Road 5', subtotal, discount, delivery_fee,
                  subtotal - discount + delivery_fee, round((subtotal - discount + delivery_fee) * 0.05, 2),
                  subtotal - discount + delivery_fee + round((subtotal - discount + delivery_fee) * 0.05, 2),
                  '', now() - (${ORDERS - from + 1} - (g - ${from})) * interval '30 seconds',
                  (array['storefront','storefront','storefront','phone','messenger','facebook','whatsapp','walk-in'])[1 + g % 8],
                  address.id, area.id, area.district_id
           from batch_orders
           join addresses address on address.customer_id = batch_orders.customer_id
           join areas area on area.id = address.area_id
           order by g;
         create temporary table batch_ids as
           select id, ${from} - 1 + row_number() over (order by id) as g from orders
           where id > ${firstOrder} - ${to - from + 1};
         with i as (select array_agg(id order by id) ids from items)
         insert into order_items (order_id, item_id, quantity, unit_price, total)
           select b.id, i.ids[${LINE1.replaceAll('g', 'b.g')}], ${QTY1.replaceAll('g', 'b.g')},
                  ${PRICE(LINE1.replaceAll('g', 'b.g'))}, ${PRICE(LINE1.replaceAll('g', 'b.g'))} * ${QTY1.replaceAll('g', 'b.g')}
           from batch_ids b, i
           union all
           select b.id, i.ids[${LINE2.replaceAll('g', 'b.g')}], ${QTY2.replaceAll('g', 'b.g')},
                  ${PRICE(LINE2.replaceAll('g', 'b.g'))}, ${PRICE(LINE2.replaceAll('g', 'b.g'))} * ${QTY2.replaceAll('g', 'b.g')}
           from batch_ids b, i;
         drop table batch_orders;
         drop table batch_ids;`,
      );
    }
    for (let from = 1; from <= CHANGES; from += BATCH) {
      const to = Math.min(CHANGES, from + BATCH - 1);
      // Order moves mostly, some item updates and sign-ins, by the first employee, spread over the last year.
      await step(
        database,
        `change log ${from}-${to}`,
        `with staff as (select id, level from employees order by id limit 1)
         insert into changes (at, employee_id, role, operation, entity_type, entity_id, label, fields, client_address)
         select now() - ((${CHANGES} - g) * interval '10 seconds'), staff.id, staff.level,
                (array['changeOrderToToBeDelivered','changeOrderToShipped','changeOrderToCompleted','updateItem','loginEmployee'])[1 + g % 5],
                (array['Order','Order','Order','Item','Employee'])[1 + g % 5],
                case when g % 5 = 3 then 1 + g % ${ITEMS} when g % 5 = 4 then staff.id else 1 + g % ${ORDERS} end,
                case when g % 5 = 3 then 'Item #' || (1 + g % ${ITEMS}) when g % 5 = 4 then 'Employee Shop Admin'
                     else 'Order #' || (1 + g % ${ORDERS}) end,
                case when g % 5 < 3 then jsonb_build_array(jsonb_build_object('field', 'orderStatus',
                       'from', (array['processing','toBeDelivered','shipped'])[1 + g % 5],
                       'to', (array['toBeDelivered','shipped','completed'])[1 + g % 5]))
                     when g % 5 = 3 then jsonb_build_array(jsonb_build_object('field', 'price', 'from', 100 + g % 900, 'to', 110 + g % 900))
                     else '[]'::jsonb end,
                '127.0.0.1'
         from generate_series(${from}, ${to}) g, staff`,
      );
    }
    // The shop's days (order_days, item_days), as the server's first start would make them.
    console.log(`  the shop's days in ${config.shopTimeZone}`);
    await keepTimeZone(database.db, config.shopTimeZone);
    // What autovacuum would have done by now (a PostgreSQL server's, or the embedded database's upkeep): the
    // visibility map the item search's index-only scan needs, and the planner's statistics.
    await step(database, 'vacuum and analyze', 'vacuum (analyze);');
    console.log(
      `Scale seed done in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
        `${await count(database, 'items')} items, ${await count(database, 'orders')} orders, ` +
        `${await count(database, 'order_items')} order lines, ${await count(database, 'changes')} change-log entries.`,
    );
  } finally {
    await database.close();
    lock?.release();
  }
}

await main();
