import type { components } from '@shop/sdk';
import { asc, desc, eq, like, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.js';
import type { Handlers } from '../contract/handler-types.js';
import { notFound } from '../contract/http-error.js';
import type { Executor } from '../db/client.js';
import { addresses, areas, customers, items, orders, wishlists } from '../db/schema.js';
import { idText, ref, toId } from './ids.js';
import { orderPage } from './orders.js';
import { containsPattern, countAll, paging } from './paging.js';

type Customer = components['schemas']['Customer'];

function toCustomer(row: typeof customers.$inferSelect): Customer {
  return { _id: idText(row.id), name: row.name, email: row.email, mobile: row.mobile, dp: row.dp };
}

async function findCustomer(db: Executor, id: bigint) {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  if (row === undefined) throw notFound('No such customer.');
  return row;
}

function addressQuery(db: Executor) {
  return db
    .select({ address: addresses, customerName: customers.name, areaName: areas.name })
    .from(addresses)
    .innerJoin(customers, eq(addresses.customerId, customers.id))
    .innerJoin(areas, eq(addresses.areaId, areas.id));
}

function toAddress({
  address,
  customerName,
  areaName,
}: Awaited<ReturnType<typeof addressQuery>>[number]): components['schemas']['Address'] {
  return {
    _id: idText(address.id),
    customer: ref(address.customerId, customerName),
    name: address.name,
    type: address.type,
    area: ref(address.areaId, areaName),
    fullAddress: address.fullAddress,
    zipCode: address.zipCode,
  };
}

/** Wishlist entries with their customer and item names. */
export function wishlistQuery(db: Executor) {
  return db
    .select({ entry: wishlists, customerName: customers.name, itemName: items.name })
    .from(wishlists)
    .innerJoin(customers, eq(wishlists.customerId, customers.id))
    .innerJoin(items, eq(wishlists.itemId, items.id));
}

export function toWishlist({
  entry,
  customerName,
  itemName,
}: Awaited<ReturnType<typeof wishlistQuery>>[number]): components['schemas']['Wishlist'] {
  return {
    _id: idText(entry.id),
    customer: ref(entry.customerId, customerName),
    item: ref(entry.itemId, itemName),
    name: entry.name,
  };
}

export function customerHandlers(deps: AppDeps) {
  const { db } = deps;
  return {
    async listCustomers({ query }) {
      const page = paging(query);
      const q = query.q?.trim();
      const where =
        q === undefined || q === ''
          ? undefined
          : or(
              like(sql`lower(${customers.name})`, containsPattern(q)),
              like(sql`lower(${customers.email})`, containsPattern(q)),
            );
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(customers)
          .where(where)
          .orderBy(asc(sql`lower(${customers.name})`), asc(customers.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: countAll }).from(customers).where(where),
      ]);
      return { status: 200, body: { data: rows.map(toCustomer), total: count?.total ?? 0 } };
    },

    async getCustomer({ params }) {
      return { status: 200, body: toCustomer(await findCustomer(db, toId(params.id))) };
    },

    async listCustomerWishlists({ params }) {
      const customer = await findCustomer(db, toId(params.id));
      const rows = await wishlistQuery(db)
        .where(eq(wishlists.customerId, customer.id))
        .orderBy(desc(wishlists.createdAt), desc(wishlists.id));
      return { status: 200, body: { data: rows.map(toWishlist), total: rows.length } };
    },

    async listCustomerAddresses({ params }) {
      const customer = await findCustomer(db, toId(params.id));
      const rows = await addressQuery(db)
        .where(eq(addresses.customerId, customer.id))
        .orderBy(asc(addresses.id));
      return { status: 200, body: { data: rows.map(toAddress), total: rows.length } };
    },

    async listCustomerOrders({ params, query }) {
      const customer = await findCustomer(db, toId(params.id));
      return { status: 200, body: await orderPage(db, eq(orders.customerId, customer.id), paging(query)) };
    },

    async getAddress({ params }) {
      const [row] = await addressQuery(db).where(eq(addresses.id, toId(params.id)));
      if (row === undefined) throw notFound('No such address.');
      return { status: 200, body: toAddress(row) };
    },
  } satisfies Partial<Handlers>;
}
