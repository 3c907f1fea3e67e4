import { customerCsvColumnValues, type Schema } from '@shop/sdk';
import { like, or, type SQL, sql } from 'drizzle-orm';
import type { Handlers } from '../contract/handler-types.js';
import { idField, valueField } from '../data/crud/fields.js';
import { tableResource } from '../data/crud/table-resource.js';
import { type CsvColumns, csvExport, oneLine, rowCheck, shopDay } from '../data/csv-export.js';
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

/** The customers whose name, email or mobile contains `q` (case-insensitive; every customer without one). */
function matching(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  return text === undefined || text === ''
    ? undefined
    : or(
        like(sql`lower(${customers.name})`, containsPattern(text)),
        like(sql`lower(${customers.email})`, containsPattern(text)),
        like(sql`lower(${customers.mobile})`, containsPattern(text)),
      );
}

type Customer = Schema<'Customer'>;

/** The columns of a customers file (the document's `CustomerCsvColumn`). */
const CUSTOMER_COLUMNS: CsvColumns<(typeof customerCsvColumnValues)[number], Customer> = {
  id: (c) => c._id,
  version: (c) => c.version,
  name: (c) => c.name,
  email: (c) => c.email,
  mobile: (c) => c.mobile,
  dp: (c) => c.dp,
};

const customerCheck = rowCheck<Customer>({ $ref: '#/components/schemas/Customer' });

export const customerOperations = {
  /** A page of customers; `q` finds a case-insensitive part of the name, email or mobile number. */
  async listCustomers({ query }, { db }) {
    return { status: 200, body: await customer.select(db, matching(query.q), query) };
  },
  /** Every customer the list finds for `q`, in its order (name, then id), as a CSV file read a page at a time. */
  async exportCustomers({ query }, { db, config, now }) {
    return {
      status: 200,
      body: csvExport({
        db,
        filename: `customers-${shopDay(now(), config.shopTimeZone)}.csv`,
        source: {
          from: sql`${customers}`,
          where: matching(query.q),
          keys: [
            { sql: sql`lower(${customers.name})`, type: 'text' },
            { sql: sql`${customers.id}`, type: 'bigint' },
          ],
          descending: false,
          json: customer.json,
        },
        check: customerCheck,
        order: customerCsvColumnValues,
        rows: { linesOf: oneLine, columns: CUSTOMER_COLUMNS },
      }),
    };
  },
  getCustomer: customer.get,
} satisfies Partial<Handlers>;
