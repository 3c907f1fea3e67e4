import { customerCsvColumnValues, type Schema } from '@shop/sdk';
import { and, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import { badRequest, HttpError } from '../core/http-error.js';
import { idField, valueField } from '../data/crud/fields.js';
import { type Assignment, assign, clearInput, imageInput, textInput } from '../data/crud/inputs.js';
import { type CsvColumns, csvExport, oneLine, rowCheck, shopDay } from '../data/csv-export.js';
import { CUSTOMER_SORT_KEYS, customerConditions, customerOrder } from '../data/customer-filters.js';
import { askedFilters } from '../data/export-log.js';
import { requireMobile } from '../data/mobile-numbers.js';
import { containingKeyOf, searchKey } from '../data/search-keys.js';
import type { Tx } from '../db/executor.js';
import { customers } from '../db/schema.js';
import { tableResource } from '../handlers/crud/table-resource.js';
import type { Handlers } from '../handlers/handler-types.js';

/**
 * The mobile number a write gives customer `id` (undefined for a new one), in its one form; a 409 naming the
 * customer who has it already. Writes of one number wait for each other here (a transaction's advisory lock, which
 * holds across server processes), so of two at once the second sees the first's customer.
 */
async function mobileRule(
  tx: Tx,
  id: bigint | undefined,
  written: string | undefined,
): Promise<Assignment[]> {
  if (written === undefined) return [];
  const mobile = requireMobile(written);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`customers.mobile:${mobile}`}, 0))`);
  const [holder] = await tx
    .select({ id: customers.id, name: customers.name, mobile: customers.mobile })
    .from(customers)
    .where(
      id === undefined
        ? eq(customers.mobile, mobile)
        : and(eq(customers.mobile, mobile), ne(customers.id, id)),
    )
    .limit(1);
  if (holder !== undefined) {
    throw new HttpError(
      409,
      /*i18n*/ {
        id: 'customer.mobileInUse',
        message: '{name} already has this mobile number.',
        values: { name: holder.name },
      },
      {
        mobile: /*i18n*/ {
          id: 'customer.mobileInUseField',
          message: 'Another customer, {name}, has this number',
          values: { name: holder.name },
        },
      },
      undefined,
      {
        customer: {
          _id: holder.id.toString(),
          name: holder.name,
          mobile: holder.mobile,
        } satisfies Schema<'MobileInUseError'>['customer'],
      },
    );
  }
  return [assign(customers.mobile, mobile)];
}

/** Customers, by name; staff create and change them. */
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
  input: {
    name: textInput(customers.name),
    mobile: textInput(customers.mobile),
    email: textInput(customers.email),
    dp: imageInput(customers.dp),
    removeDp: clearInput(customers.dp),
  },
  folder: 'customers',
  async beforeInsert(tx, body) {
    // The email is optional: a customer without one has it empty.
    return [
      ...(body.email === undefined ? [assign(customers.email, '')] : []),
      ...(await mobileRule(tx, undefined, body.mobile)),
    ];
  },
  async beforeUpdate(tx, id, body) {
    if (body.dp !== undefined && body.removeDp === true) {
      const field = /*i18n*/ {
        id: 'customer.pictureOrRemove',
        message: 'Send a new picture or remove it, not both',
      };
      throw badRequest(
        /*i18n*/ {
          id: 'customer.pictureAndRemove',
          message: 'Please check the picture: send a new one or remove it, not both.',
        },
        { dp: field, removeDp: field },
      );
    }
    return mobileRule(tx, id, body.mobile);
  },
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
  async listCustomers({ query }, { db, config }) {
    const { q, sort, page: _page, pageSize: _pageSize, ...filters } = query;
    const where = and(matching(q), await customerConditions(db, filters, config.shopTimeZone));
    return { status: 200, body: await customer.select(db, where, query, customerOrder(sort)) };
  },
  /** Every customer the list finds for `q` and the filters, in its order, as a CSV file read a page at a time. */
  async exportCustomers({ query }, { db, config, now }) {
    const { q, sort, ...filters } = query;
    const where = and(matching(q), await customerConditions(db, filters, config.shopTimeZone));
    const { term, descending } = CUSTOMER_SORT_KEYS[sort];
    return {
      status: 200,
      body: await csvExport({
        db,
        filename: `customers-${shopDay(now(), config.shopTimeZone)}.csv`,
        source: {
          from: sql`${customers}`,
          where,
          keys: [term, { sql: sql`${customers.id}`, type: 'bigint' }],
          descending,
          json: customer.json,
        },
        check: customerCheck,
        order: customerCsvColumnValues,
        rows: { linesOf: oneLine, columns: CUSTOMER_COLUMNS },
        logged: { entityType: 'Customer', label: 'Export of customers', filters: askedFilters(query) },
      }),
    };
  },
  getCustomer: customer.get,
  createCustomer: customer.create,
  updateCustomer: customer.update,
} satisfies Partial<Handlers>;
