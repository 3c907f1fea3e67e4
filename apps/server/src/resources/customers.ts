import { customerCsvColumnValues, type Schema } from '@shop/sdk';
import { or, type SQL, sql } from 'drizzle-orm';
import { idField, valueField } from '../data/crud/fields.js';
import { type CsvColumns, csvExport, oneLine, rowCheck, shopDay } from '../data/csv-export.js';
import { containingKeyOf, searchKey } from '../data/search-keys.js';
import { customers } from '../db/schema.js';
import { tableResource } from '../handlers/crud/table-resource.js';
import type { Handlers } from '../handlers/handler-types.js';

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

/**
 * The customers whose name, email or mobile contains `q` by their search keys (src/data/search-keys.ts: in any
 * case and Unicode form, joiners aside), each a trigram index's expression; every customer without `q`.
 */
function matching(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (text === undefined || text === '') return undefined;
  const pattern = containingKeyOf(text);
  return or(
    sql`${searchKey(customers.name)} like ${pattern}`,
    sql`${searchKey(customers.email)} like ${pattern}`,
    sql`${searchKey(customers.mobile)} like ${pattern}`,
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
  /** A page of customers; `q` finds a part of the name, email or mobile number in any case or Unicode form. */
  async listCustomers({ query }, { db }) {
    return { status: 200, body: await customer.select(db, matching(query.q), query) };
  },
  /** Every customer the list finds for `q`, in its order (name, then id), as a CSV file read a page at a time. */
  async exportCustomers({ query }, { db, config, now }) {
    return {
      status: 200,
      body: await csvExport({
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
        logged: { entityType: 'Customer', label: 'Export of customers', filters: { q: query.q } },
      }),
    };
  },
  getCustomer: customer.get,
} satisfies Partial<Handlers>;
