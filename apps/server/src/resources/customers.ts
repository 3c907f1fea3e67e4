import { like, or, sql } from 'drizzle-orm';
import type { Handlers } from '../contract/handler-types.js';
import { idField, valueField } from '../data/crud/fields.js';
import { tableResource } from '../data/crud/table-resource.js';
import { containsPattern } from '../data/paging.js';
import { customers } from '../db/schema.js';

/** Customers, by name; read only for staff. */
const customer = tableResource({
  table: customers,
  shape: {
    _id: idField(customers.id),
    name: valueField(customers.name),
    email: valueField(customers.email),
    mobile: valueField(customers.mobile),
    dp: valueField(customers.dp),
  },
  order: sql`lower(${customers.name}), ${customers.id}`,
});

export const customerOperations = {
  /** A page of customers; `q` finds a case-insensitive part of the name or email (pg_trgm serves it when there). */
  async listCustomers({ query }, { db }) {
    const q = query.q?.trim();
    const where =
      q === undefined || q === ''
        ? undefined
        : or(
            like(sql`lower(${customers.name})`, containsPattern(q)),
            like(sql`lower(${customers.email})`, containsPattern(q)),
          );
    return { status: 200, body: await customer.select(db, where, query) };
  },
  getCustomer: customer.get,
} satisfies Partial<Handlers>;
