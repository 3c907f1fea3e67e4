import {
  areas,
  categories,
  deliveryFeeDistricts,
  deliveryFees,
  discounts,
  districts,
  divisions,
  items,
  vats,
} from '../../src/db/schema.js';
import type { TestServer } from './test-server.js';

/** A small shop to take orders in: two districts, three items, VAT, a discount and two delivery fees. */
export interface OrderShop {
  /** Districts and areas by name. */
  dhaka: string;
  khulna: string;
  dhanmondi: string;
  gulshan: string;
  sonadanga: string;
  /** Items: Hilsa ৳800, Tea ৳350.50, Saree ৳4,999.99 (not available). */
  hilsa: string;
  tea: string;
  saree: string;
  insideDhaka: string;
  outsideDhaka: string;
}

/**
 * Fills a test server's empty database with {@link OrderShop}, behind the API's back: VAT 5% and a discount of
 * 10%, both applicable; "Inside Dhaka" ৳60 covers the Dhaka district and "Outside Dhaka" ৳120 the rest.
 */
export async function openOrderShop(server: TestServer): Promise<OrderShop> {
  const db = server.database.db;
  const [division] = await db.insert(divisions).values({ name: 'Dhaka' }).returning();
  const [khulnaDivision] = await db.insert(divisions).values({ name: 'Khulna' }).returning();
  const [dhaka, khulna] = await db
    .insert(districts)
    .values([
      { name: 'Dhaka', divisionId: division?.id ?? 0n },
      { name: 'Khulna', divisionId: khulnaDivision?.id ?? 0n },
    ])
    .returning();
  const [dhanmondi, gulshan, sonadanga] = await db
    .insert(areas)
    .values([
      { name: 'Dhanmondi', districtId: dhaka?.id ?? 0n },
      { name: 'Gulshan', districtId: dhaka?.id ?? 0n },
      { name: 'Sonadanga', districtId: khulna?.id ?? 0n },
    ])
    .returning();
  const [category] = await db
    .insert(categories)
    .values({ name: 'Bazar', description: '', image: 'categories/x.webp' })
    .returning();
  const item = (name: string, price: number, isAvailable = true) => ({
    name,
    description: '',
    price,
    isAvailable,
    isVisible: true,
    categoryOrSubcategory: 'category' as const,
    categoryId: category?.id ?? 0n,
  });
  const [hilsa, tea, saree] = await db
    .insert(items)
    .values([item('Hilsa', 800), item('Tea', 350.5), item('Saree', 4999.99, false)])
    .returning();
  await db.insert(vats).values({ amount: 5, isApplicable: true });
  await db.insert(discounts).values({ amount: 10, isApplicable: true });
  const [inside, outside] = await db
    .insert(deliveryFees)
    .values([
      { name: 'Inside Dhaka', amount: 60, isApplicable: true, slot: 1 },
      { name: 'Outside Dhaka', amount: 120, isApplicable: true, slot: 2 },
    ])
    .returning();
  await db
    .insert(deliveryFeeDistricts)
    .values({ deliveryFeeId: inside?.id ?? 0n, districtId: dhaka?.id ?? 0n });
  const text = (row: { id: bigint } | undefined) => String(row?.id);
  return {
    dhaka: text(dhaka),
    khulna: text(khulna),
    dhanmondi: text(dhanmondi),
    gulshan: text(gulshan),
    sonadanga: text(sonadanga),
    hilsa: text(hilsa),
    tea: text(tea),
    saree: text(saree),
    insideDhaka: text(inside),
    outsideDhaka: text(outside),
  };
}

/** How many rows the tables that taking orders writes to hold: the same before and after a refused request. */
export interface RowCounts {
  orders: number;
  order_items: number;
  customers: number;
  addresses: number;
  idempotency_keys: number;
  changes: number;
}

export async function rowCounts(server: TestServer): Promise<RowCounts> {
  const [row] = await server.database.exec(`select
    (select count(*)::int from orders) as orders,
    (select count(*)::int from order_items) as order_items,
    (select count(*)::int from customers) as customers,
    (select count(*)::int from addresses) as addresses,
    (select count(*)::int from idempotency_keys) as idempotency_keys,
    (select count(*)::int from changes) as changes`);
  const count = (name: string) => Number(row?.[name]);
  return {
    orders: count('orders'),
    order_items: count('order_items'),
    customers: count('customers'),
    addresses: count('addresses'),
    idempotency_keys: count('idempotency_keys'),
    changes: count('changes'),
  };
}
