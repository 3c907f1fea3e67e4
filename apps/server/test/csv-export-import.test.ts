// CSV export and import (issue 22): every export answers the rows its list answers for the same filters, in the same
// order, with every value round-tripping through the file (commas, quotes, line breaks, Bangla, formulas); the item
// import checks each row by the rules of createItem and updateItem, writes nothing on a dry run or when one row is an
// error, and is one entry of the change log when applied.
import {
  customerCsvColumnValues,
  importLimits,
  itemCsvColumnValues,
  orderCsvColumnValues,
  orderLineCsvColumnValues,
  orderStatusValues,
} from '@shop/sdk';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CsvDownload } from '../src/csv/csv-download.js';
import { unguarded } from '../src/csv/csv-text.js';
import { readKeysetPage } from '../src/data/keyset-pages.js';
import { orderExportSource } from '../src/data/order-lists.js';
import { customers, orders } from '../src/db/schema.js';
import { images } from './support/images.js';
import { addStaff } from './support/staff.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { at, form, idOf, rows } from './support/values.js';

let server: TestServer;
let token: string;

const api = (method: string, apiPath: string, options: Parameters<TestServer['api']>[2] = {}) =>
  server.api(method, apiPath, { token, ...options });

/** An export as the bytes arrive: its headers, whether it starts with the byte order mark, and its text. */
async function download(apiPath: string, as = token) {
  // Through the checked client first (declared status, a CSV body), then as bytes (fetch's text() drops the BOM).
  const checked = await server.api('GET', apiPath, { token: as });
  expect(checked.status, checked.text).toBe(200);
  const response = await fetch(`${server.url}/api${apiPath}`, { headers: { authorization: `Bearer ${as}` } });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return {
    headers: response.headers,
    bom: bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf,
    text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes),
  };
}

/** A CSV text parsed back: its header, and its records as objects by column (cells as in the file). */
function parseCsv(text: string): { header: string[]; records: Array<Record<string, string>> } {
  const [header = [], ...lines]: string[][] = parse(text.replace(/^\uFEFF/, ''), {
    relax_column_count: false,
  });
  return {
    header,
    records: lines.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? '']))),
  };
}

/** A value as its cell reads once the formula guard is taken off. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  return String(value);
}

/** The records of a file with each cell as it was before the formula guard. */
const unguardedRecords = (records: Array<Record<string, string>>) =>
  records.map((record) => Object.fromEntries(Object.entries(record).map(([k, v]) => [k, unguarded(v)])));

/** Every row of a paged list, page by page. */
async function wholeList(apiPath: string): Promise<unknown[]> {
  const found: unknown[] = [];
  for (let page = 1; ; page++) {
    const separator = apiPath.includes('?') ? '&' : '?';
    const answer = await api('GET', `${apiPath}${separator}page=${page}&pageSize=500`);
    expect(answer.status, answer.text).toBe(200);
    const data = rows(answer);
    found.push(...data);
    if (data.length < 500) return found;
  }
}

const itemCells = (item: unknown) => ({
  id: cellText(at(item, '_id')),
  version: cellText(at(item, 'version')),
  name: cellText(at(item, 'name')),
  description: cellText(at(item, 'description')),
  price: cellText(at(item, 'price')),
  isAvailable: cellText(at(item, 'isAvailable')),
  isVisible: cellText(at(item, 'isVisible')),
  categoryOrSubcategory: cellText(at(item, 'categoryOrSubcategory')),
  category: cellText(at(item, 'category', 'name')),
  subcategory: cellText(at(item, 'subcategory', 'name')),
  image: cellText(at(item, 'image')),
});

const orderCells = (order: unknown) => ({
  id: cellText(at(order, '_id')),
  version: cellText(at(order, 'version')),
  customerId: cellText(at(order, 'customer', '_id')),
  customer: cellText(at(order, 'customer', 'name')),
  ...Object.fromEntries(
    orderCsvColumnValues
      .filter((column) => !['id', 'version', 'customerId', 'customer'].includes(column))
      .map((column) => [column, cellText(at(order, column))]),
  ),
});

/** The exports without personal data: items, and order lines (ids, items, quantities, prices). */
const OPEN_EXPORTS = [
  '/controlItems/manageItem/exportItems',
  '/customers/orders/exportOrderLinesByStatus/processing',
];
/** The exports of personal data: customers (names, emails, mobiles) and orders (names, addresses). */
const PERSONAL_EXPORTS = [
  '/customers/manageCustomers/exportCustomers',
  '/customers/orders/exportOrdersByStatus/processing',
];

/** The shop policy's switch for employees' exports, set by the owner (on the version read first). */
async function letEmployeesExport(on: boolean) {
  const read = await api('GET', '/shopPolicy');
  expect(read.status).toBe(200);
  const changed = await api('PATCH', '/shopPolicy', {
    json: { employeesMayExport: on },
    headers: { 'If-Match': read.headers.get('etag') ?? '' },
  });
  expect(changed.status, changed.text).toBe(200);
  expect(at(changed.body, 'employeesMayExport')).toBe(on);
}

/** The newest entries of the change log, as the owner reads them. */
async function newestChanges(count: number, query = '') {
  return rows(await api('GET', `/changes?pageSize=${count}${query}`));
}

/** An export fetched whole as `as` would (one request, unlike `download`): its status and text. */
async function exportOnce(apiPath: string, as = token) {
  const response = await fetch(`${server.url}/api${apiPath}`, { headers: { authorization: `Bearer ${as}` } });
  return { status: response.status, text: await response.text() };
}

/** An items file to import. */
function itemsFile(lines: string[][], name = 'items.csv'): File {
  const text = lines
    .map((cells) => cells.map((c) => (/[",\r\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c)).join(','))
    .join('\r\n');
  return new File([`\uFEFF${text}\r\n`], name, { type: 'text/csv' });
}

function importItems(file: Blob, dryRun?: boolean, as = token) {
  const body = new FormData();
  body.append('file', file, file instanceof File ? file.name : 'file.csv');
  if (dryRun !== undefined) body.append('dryRun', String(dryRun));
  return server.api('POST', '/controlItems/manageItem/importItems', { token: as, form: body });
}

/** How many items and change-log entries there are: what a write would change. */
async function counts() {
  const [row] = await server.database.exec(
    'select (select count(*) from items)::int as items, (select count(*) from changes)::int as changes, (select max(version) from items)::int as versions',
  );
  return row;
}

/** Text as form data carries it: every line break as CRLF. */
const asSent = (text: string) => text.replace(/\r?\n/g, '\r\n');

const AWKWARD = [
  'Shari, "Jamdani" 7',
  'line one\nline two',
  'জামদানি শাড়ি, লাল',
  'comma,quote"crlf\r\nend',
  '=HYPERLINK("http://evil.test","click")',
  '+8801711000000',
  '-5 discount',
  '@SUM(A1)',
  '\tTabbed',
  "'=already quoted",
  "'plain apostrophe",
  '  spaced  ',
];

let saree: string;
let sareeSub: string;
let employeeToken: string;

beforeAll(async () => {
  server = await startTestServer({ seedDemo: true });
  token = await server.login();
  employeeToken = (await addStaff(server, token, 'employee', 'Export Employee')).token;
  const category = await api('POST', '/categories', {
    form: form({ name: 'শাড়ি, "Saree"', description: '', image: await images.png() }),
  });
  expect(category.status, category.text).toBe(201);
  saree = idOf(category);
  const sub = await api('POST', '/subCategories', {
    form: form({ category: saree, name: 'Jamdani, "Tangail"', description: '', precedence: 1 }),
  });
  expect(sub.status, sub.text).toBe(201);
  sareeSub = idOf(sub);
  for (const [index, name] of AWKWARD.entries()) {
    const created = await api('POST', '/controlItems/manageItem', {
      form: form({
        name,
        description: AWKWARD[(index + 3) % AWKWARD.length],
        price: 100 + index + 0.25,
        isVisible: index % 2 === 0,
        ...(index % 3 === 0
          ? { categoryOrSubcategory: 'subcategory', subcategory: sareeSub }
          : { category: saree }),
      }),
    });
    expect(created.status, created.text).toBe(201);
  }
  // Customers with awkward names, and orders of theirs in every status.
  const [customer] = await server.database.db
    .insert(customers)
    .values({ name: '=cmd|"/c calc"!A1, রহিম', email: 'awkward@shop.test', mobile: '+8801700000000' })
    .returning();
  for (const [n, status] of orderStatusValues.entries()) {
    await server.database.db.insert(orders).values({
      customerId: customer?.id ?? 0n,
      orderStatus: status,
      areaString: 'Dhanmondi, "Road 27"',
      fullAddressString: 'House 12\nDhaka',
      subtotal: 1000.5,
      discount: 0,
      deliveryFee: 60,
      total: 1060.5,
      vat: 53.03,
      grandTotal: 1113.53,
      notes: n % 2 === 0 ? '-call first' : 'নোট',
      // Two orders at the very same time: the id orders them.
      createdAt: new Date('2026-11-20T10:00:00.123Z'),
    });
  }
});
afterAll(() => server?.close());

describe('exports', () => {
  it('answer a UTF-8 file with a byte order mark, as an attachment with a sensible name', async () => {
    const file = await download('/controlItems/manageItem/exportItems');
    expect(file.bom).toBe(true);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toMatch(
      /^attachment; filename="items-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(file.headers.get('cache-control')).toBe('no-store');
    expect(file.text.split('\r\n')[0]).toBe(`\uFEFF${itemCsvColumnValues.join(',')}`);
    const orders = await download('/customers/orders/exportOrdersByStatus/shipped');
    expect(orders.headers.get('content-disposition')).toMatch(
      /filename="orders-shipped-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = await download('/customers/orders/exportOrderLinesByStatus/shipped');
    expect(lines.headers.get('content-disposition')).toMatch(/filename="order-lines-shipped-/);
    const people = await download('/customers/manageCustomers/exportCustomers');
    expect(people.headers.get('content-disposition')).toMatch(/filename="customers-/);
  });

  it('items: the list rows for the same q and sort, in the same order, every value round-tripping', async () => {
    for (const sort of ['name', '-name', 'price', '-price', 'createdAt', '-createdAt']) {
      for (const q of [undefined, 'a', 'শাড়ি', 'Jamdani', 'no such item anywhere']) {
        const query = `sort=${sort}${q === undefined ? '' : `&q=${encodeURIComponent(q)}`}`;
        const list = await wholeList(`/controlItems/manageItem?${query}`);
        const { header, records } = parseCsv(
          (await download(`/controlItems/manageItem/exportItems?${query}`)).text,
        );
        expect(header).toEqual([...itemCsvColumnValues]);
        expect(unguardedRecords(records), `${query}`).toEqual(list.map(itemCells));
      }
    }
    // The awkward descriptions came back exactly (form data sends a line break as CRLF; names are trimmed).
    const all = parseCsv((await download('/controlItems/manageItem/exportItems')).text);
    const descriptions = unguardedRecords(all.records).map((record) => record.description);
    for (const text of AWKWARD) expect(descriptions).toContain(asSent(text));
  });

  it('orders of each status, and their lines: the list rows in the list order', async () => {
    for (const status of orderStatusValues) {
      const list = await wholeList(`/customers/orders/allOrdersByStatus/${status}`);
      expect(list.length).toBeGreaterThan(0);
      const { header, records } = parseCsv(
        (await download(`/customers/orders/exportOrdersByStatus/${status}`)).text,
      );
      expect(header).toEqual([...orderCsvColumnValues]);
      expect(unguardedRecords(records), status).toEqual(list.map(orderCells));

      const lines = parseCsv((await download(`/customers/orders/exportOrderLinesByStatus/${status}`)).text);
      expect(lines.header).toEqual([...orderLineCsvColumnValues]);
      const expected = [];
      for (const order of list) {
        const orderId = cellText(at(order, '_id'));
        const items = rows(await api('GET', `/customers/orders/orderItemsFromOrder/${orderId}`));
        for (const line of items) {
          expected.push({
            orderId,
            orderCreatedAt: cellText(at(order, 'createdAt')),
            lineId: cellText(at(line, '_id')),
            itemId: cellText(at(line, 'item', '_id')),
            item: cellText(at(line, 'item', 'name')),
            quantity: cellText(at(line, 'quantity')),
            unitPrice: cellText(at(line, 'unitPrice')),
            total: cellText(at(line, 'total')),
          });
        }
      }
      expect(unguardedRecords(lines.records), status).toEqual(expected);
    }
  });

  it('customers for the same q, in the list order', async () => {
    for (const q of [undefined, 'a', 'রহিম', 'awkward@', 'nobody-here']) {
      const query = q === undefined ? '' : `?q=${encodeURIComponent(q)}`;
      const list = await wholeList(`/customers/manageCustomers/getAllCustomers${query}`);
      const { header, records } = parseCsv(
        (await download(`/customers/manageCustomers/exportCustomers${query}`)).text,
      );
      expect(header).toEqual([...customerCsvColumnValues]);
      expect(unguardedRecords(records), query).toEqual(
        list.map((c) => ({
          id: cellText(at(c, '_id')),
          version: cellText(at(c, 'version')),
          name: cellText(at(c, 'name')),
          email: cellText(at(c, 'email')),
          mobile: cellText(at(c, 'mobile')),
          dp: cellText(at(c, 'dp')),
        })),
      );
    }
  });

  it('quotes as RFC 4180 says and guards formulas with a leading apostrophe', async () => {
    const { text } = await download('/controlItems/manageItem/exportItems?q=hyperlink');
    expect(text).toContain('"\'=HYPERLINK(""http://evil.test"",""click"")"');
    const raw = parseCsv((await download('/controlItems/manageItem/exportItems')).text).records.map(
      (r) => r.description,
    );
    for (const [name, cell] of [
      ['=HYPERLINK("http://evil.test","click")', '\'=HYPERLINK("http://evil.test","click")'],
      ['+8801711000000', "'+8801711000000"],
      ['-5 discount', "'-5 discount"],
      ['@SUM(A1)', "'@SUM(A1)"],
      ['\tTabbed', "'\tTabbed"],
      ["'=already quoted", "''=already quoted"],
      ["'plain apostrophe", "'plain apostrophe"],
      ['Shari, "Jamdani" 7', 'Shari, "Jamdani" 7'],
    ] as const) {
      expect(raw, name).toContain(asSent(cell));
    }
    // No cell of any file starts a formula.
    for (const path of [
      '/controlItems/manageItem/exportItems',
      '/customers/manageCustomers/exportCustomers',
      '/customers/orders/exportOrdersByStatus/processing',
    ]) {
      for (const record of parseCsv((await download(path)).text).records) {
        for (const value of Object.values(record)) expect(value).not.toMatch(/^[=+@\t\r]|^-[^0-9]/);
      }
    }
    // Money as plain numbers.
    const orders = parseCsv(
      (await download('/customers/orders/exportOrdersByStatus/processing')).text,
    ).records;
    expect(orders.map((o) => o.grandTotal)).toContain('1113.53');
  });

  it('reads page after page by the sort key and id, never skipping or repeating a row (orders at the same time)', async () => {
    const source = orderExportSource(sql`${orders.orderStatus} = 'processing'`, '-createdAt');
    const seen: unknown[] = [];
    let last: readonly [string, string] | undefined;
    for (;;) {
      const page = await readKeysetPage(server.database.db, source, last, 2);
      seen.push(...page.rows);
      if (page.rows.length < 2 || page.last === undefined) break;
      last = page.last;
    }
    expect(seen).toEqual(await wholeList('/customers/orders/allOrdersByStatus/processing'));
  });

  it('need a session: 401 without one; items and order lines (no personal data) are open to employees', async () => {
    for (const path of [...OPEN_EXPORTS, ...PERSONAL_EXPORTS]) {
      expect((await server.api('GET', path)).status, path).toBe(401);
      expect((await server.api('GET', path, { token: 'not-a-token' })).status, path).toBe(401);
    }
    for (const path of OPEN_EXPORTS) expect((await download(path, employeeToken)).bom, path).toBe(true);
    expect((await api('GET', '/controlItems/manageItem/exportItems?sort=colour')).status).toBe(400);
    expect((await api('GET', '/customers/orders/exportOrdersByStatus/lost')).status).toBe(400);
    const noUpload = await importItems(itemsFile([['name', 'price', 'category']]), true, 'not-a-token');
    expect(noUpload.status).toBe(401);
  });
});

describe('the item import', () => {
  it('takes an export back: every row unchanged', async () => {
    const { text } = await download('/controlItems/manageItem/exportItems');
    const answer = await importItems(new File([`\uFEFF${text}`], 'export.csv', { type: 'text/csv' }));
    expect(answer.status, answer.text).toBe(200);
    const total = parseCsv(text).records.length;
    expect(answer.body).toMatchObject({
      dryRun: true,
      counts: { created: 0, updated: 0, unchanged: total, error: 0 },
    });
  });

  it('a dry run answers every row and writes nothing', async () => {
    const [first] = parseCsv((await download('/controlItems/manageItem/exportItems?q=Tabbed')).text).records;
    const before = await counts();
    const file = itemsFile([
      ['id', 'name', 'price', 'category', 'subcategory', 'isVisible'],
      ['', 'নতুন শাড়ি', '1500.5', 'শাড়ি, "Saree"', '', 'true'],
      [first?.id ?? '', unguarded(first?.name ?? ''), '999', 'শাড়ি, "Saree"', '', ''],
      ['', 'Bad price', 'abc', 'শাড়ি, "Saree"', '', ''],
      ['', 'No category', '10', 'Sarees', '', ''],
      ['', 'Three decimals', '10.123', 'শাড়ি, "Saree"', '', ''],
      ['', 'In the sub', '10', 'শাড়ি, "Saree"', 'Jamdani, "Tangail"', ''],
      ['', 'Wrong sub', '10', 'শাড়ি, "Saree"', 'Muslin', ''],
      ['99999999', 'Gone', '10', 'শাড়ি, "Saree"', '', ''],
      ['', '', '10', 'শাড়ি, "Saree"', '', ''],
      ['', 'Short row'],
    ]);
    const answer = await importItems(file);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({
      dryRun: true,
      counts: { created: 2, updated: 1, unchanged: 0, error: 7 },
      rows: [
        { row: 2, outcome: 'created', _id: null },
        { row: 3, outcome: 'updated', _id: first?.id },
        { row: 4, outcome: 'error', _id: null, column: 'price', message: 'Must be a number' },
        {
          row: 5,
          outcome: 'error',
          _id: null,
          column: 'category',
          message: "category 'Sarees' does not exist",
        },
        { row: 6, outcome: 'error', _id: null, column: 'price', message: 'At most two decimals' },
        { row: 7, outcome: 'created', _id: null },
        {
          row: 8,
          outcome: 'error',
          _id: null,
          column: 'subcategory',
          message: `subcategory 'Muslin' does not exist in category 'শাড়ি, "Saree"'`,
        },
        {
          row: 9,
          outcome: 'error',
          _id: null,
          column: 'id',
          message: expect.stringMatching(/^No item 99999999/),
        },
        { row: 10, outcome: 'error', _id: null, column: 'name', message: 'Required' },
        { row: 11, outcome: 'error', _id: null, message: 'The row has 2 cells; the header has 6.' },
      ],
    });
    expect(await counts()).toEqual(before);
  });

  it('an apply with one bad row writes nothing and names the row', async () => {
    const before = await counts();
    const file = itemsFile([
      ['name', 'price', 'category'],
      ['Good one', '10', 'শাড়ি, "Saree"'],
      ['Bad one', 'ten', 'শাড়ি, "Saree"'],
      ['Good two', '20', 'শাড়ি, "Saree"'],
    ]);
    const answer = await importItems(file, false);
    expect(answer.status, answer.text).toBe(422);
    expect(answer.body).toEqual({
      message: 'Row 3 has an error; nothing was imported.',
      counts: { created: 2, updated: 0, unchanged: 0, error: 1 },
      rows: [
        { row: 2, outcome: 'created', _id: null },
        { row: 3, outcome: 'error', _id: null, column: 'price', message: 'Must be a number' },
        { row: 4, outcome: 'created', _id: null },
      ],
    });
    expect(await counts()).toEqual(before);
  });

  it('an apply creates and updates in one go, and is one entry of the change log with its rows', async () => {
    const [first] = parseCsv((await download('/controlItems/manageItem/exportItems?q=spaced')).text).records;
    const file = itemsFile([
      [
        'id',
        'version',
        'name',
        'description',
        'price',
        'isAvailable',
        'isVisible',
        'category',
        'subcategory',
      ],
      ['', '', 'ঢাকাই জামদানি', 'হাতে বোনা', '4500', 'true', 'true', 'শাড়ি, "Saree"', 'Jamdani, "Tangail"'],
      [first?.id ?? '', first?.version ?? '', '  spaced  ', 'new words', '77.5', '', '', 'শাড়ি, "Saree"', ''],
    ]);
    const dry = await importItems(file);
    expect(dry.body).toMatchObject({ counts: { created: 1, updated: 1, unchanged: 0, error: 0 } });
    const answer = await importItems(file, false);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({
      dryRun: false,
      counts: { created: 1, updated: 1, unchanged: 0, error: 0 },
      rows: [
        { row: 2, outcome: 'created', _id: expect.stringMatching(/^\d+$/) },
        { row: 3, outcome: 'updated', _id: first?.id },
      ],
    });
    const createdId = String(at(answer.body, 'rows', '0', '_id'));
    const created = await api('GET', `/controlItems/manageItem/getSingleItem/${createdId}`);
    expect(created.body).toMatchObject({
      name: 'ঢাকাই জামদানি',
      price: 4500,
      categoryOrSubcategory: 'subcategory',
      subcategory: { _id: sareeSub },
      category: { _id: saree },
    });
    const updated = await api('GET', `/controlItems/manageItem/getSingleItem/${first?.id}`);
    expect(updated.body).toMatchObject({ description: 'new words', price: 77.5, subcategory: null });
    // The item's link followed it out of the subcategory (as updateItem's rules do).
    const links = await api('GET', `/itemSubcategories?item=${first?.id}`);
    if (links.status === 200) expect(rows(links)).toEqual([]);

    const log = await api('GET', '/changes?operation=importItems');
    expect(log.status).toBe(200);
    expect(rows(log)).toHaveLength(1);
    expect(rows(log)[0]).toMatchObject({
      operation: 'importItems',
      entityType: 'Item',
      entityId: null,
      label: 'Item import of items.csv: 1 created, 1 updated, 0 unchanged',
      fields: [
        { field: 'row 2', from: null, to: expect.objectContaining({ _id: createdId, name: 'ঢাকাই জামদানি' }) },
        {
          field: 'row 3',
          from: expect.objectContaining({ description: expect.any(String) }),
          to: expect.objectContaining({ _id: first?.id, description: 'new words', price: 77.5 }),
        },
      ],
    });
    // The same file again: the version it names is gone.
    const again = await importItems(file);
    expect(at(again.body, 'rows', '1')).toMatchObject({ outcome: 'error', column: 'version' });
  });

  it('refuses bad files with a message, never a 500', async () => {
    const png = await images.png();
    const cases: Array<[Blob, number, RegExp]> = [
      [png, 400, /not (UTF-8 text|a CSV file)/],
      [
        new File([new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0xff, 0xfe, 0x41])], 'latin.csv'),
        400,
        /not UTF-8 text/,
      ],
      [new File(['name,price\nTea,10\n'], 'a.csv'), 400, /lacks the column category/],
      [new File(['name,price,category,colour\nTea,10,X,red\n'], 'a.csv'), 400, /column 'colour'/],
      [new File(['name,name,price,category\n'], 'a.csv'), 400, /twice|no rows/],
      [new File([''], 'empty.csv'), 400, /empty|Choose/i],
      [new File(['name,price,category\n"Tea,10,X\n'], 'a.csv'), 400, /not valid CSV/],
      [new File(['name,price,category\n'], 'a.csv'), 400, /no rows/],
    ];
    for (const [file, status, message] of cases) {
      const answer = await importItems(file);
      expect(answer.status, answer.text).toBe(status);
      expect(at(answer.body, 'message'), answer.text).toMatch(message);
    }
    const big = new File([new Uint8Array(importLimits.fileBytes + 1024).fill(0x61)], 'big.csv');
    const tooBig = await importItems(big);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toEqual({ message: 'The file is too large (at most 20 MB).' });
  });
});

describe('personal data leaving the shop', () => {
  it("is the owner's: employees get 403 for customers and orders until an owner allows them, at once", async () => {
    const before = await counts();
    const policy = await server.api('GET', '/shopPolicy', { token: employeeToken });
    expect(policy.status).toBe(200);
    expect(policy.body).toEqual({ _id: '1', version: expect.any(Number), employeesMayExport: false });
    for (const path of PERSONAL_EXPORTS) {
      const refused = await server.api('GET', path, { token: employeeToken });
      expect(refused.status, path).toBe(403);
      expect(at(refused.body, 'message'), path).toMatch(
        /^Only the shop owner can export .+, unless they allow employees to \(General Settings\)\.$/,
      );
      // Owners always may.
      expect((await exportOnce(path)).status, path).toBe(200);
    }
    // A refused export is not in the log; the owner's two are.
    expect((await counts())?.changes).toBe(Number(before?.changes) + 2);
    // An employee cannot allow themself.
    const self = await server.api('PATCH', '/shopPolicy', {
      token: employeeToken,
      json: { employeesMayExport: true },
    });
    expect(self.status).toBe(403);
    expect(self.body).toEqual({ message: 'Only the shop owner can update the shop policy.' });

    await letEmployeesExport(true);
    for (const path of PERSONAL_EXPORTS) expect((await download(path, employeeToken)).bom, path).toBe(true);
    await letEmployeesExport(false);
    for (const path of PERSONAL_EXPORTS)
      expect((await server.api('GET', path, { token: employeeToken })).status, path).toBe(403);
  });

  it('the refusal in Bangla too', async () => {
    const refused = await server.api('GET', '/customers/manageCustomers/exportCustomers', {
      token: employeeToken,
      headers: { 'Accept-Language': 'bn' },
    });
    expect(refused.status).toBe(403);
    expect(at(refused.body, 'message')).toMatch(/^শুধু দোকানের মালিক .+।$/);
  });

  it('the policy is one record: If-Match, 412 on an old version, 400 for a bad body, each change logged', async () => {
    const read = await api('GET', '/shopPolicy');
    const version = Number(at(read.body, 'version'));
    expect(read.headers.get('etag')).toBe(`"${version}"`);
    const changed = await api('PATCH', '/shopPolicy', {
      json: { employeesMayExport: true },
      headers: { 'If-Match': `"${version}"` },
    });
    expect(changed.body).toEqual({ _id: '1', version: version + 1, employeesMayExport: true });
    const [entry] = await newestChanges(1);
    expect(entry).toMatchObject({
      operation: 'updateShopPolicy',
      role: 'owner',
      entityType: 'ShopPolicy',
      entityId: '1',
      fields: [{ field: 'employeesMayExport', from: false, to: true }],
    });
    const stale = await api('PATCH', '/shopPolicy', {
      json: { employeesMayExport: false },
      headers: { 'If-Match': `"${version}"` },
    });
    expect(stale.status).toBe(412);
    expect(at(stale.body, 'current', 'employeesMayExport')).toBe(true);
    for (const json of [{}, { employeesMayExport: 'yes' }, { employeesMayExport: true, extra: 1 }]) {
      expect((await api('PATCH', '/shopPolicy', { json })).status, JSON.stringify(json)).toBe(400);
    }
    await letEmployeesExport(false);
    // Its history is open to both roles, as the policy is.
    const history = await server.api('GET', '/changes/ShopPolicy/1', { token: employeeToken });
    expect(history.status).toBe(200);
    expect(rows(history).length).toBeGreaterThanOrEqual(2);
  });

  it('every export is an entry of the change log: who, what, the filters asked and the rows written', async () => {
    await letEmployeesExport(true);
    const customersFile = await exportOnce(
      '/customers/manageCustomers/exportCustomers?q=awkward',
      employeeToken,
    );
    expect(customersFile.status).toBe(200);
    const [customersEntry] = await newestChanges(1);
    expect(customersEntry).toMatchObject({
      operation: 'exportCustomers',
      employee: { name: 'Export Employee' },
      role: 'employee',
      entityType: 'Customer',
      entityId: null,
      label: 'Export of customers',
      fields: [
        { field: 'q', from: null, to: 'awkward' },
        { field: 'sort', from: null, to: 'name' },
        { field: 'rows', from: null, to: parseCsv(customersFile.text).records.length },
        { field: 'complete', from: null, to: true },
      ],
    });
    expect(parseCsv(customersFile.text).records.length).toBe(1);

    const linesFile = await exportOnce('/customers/orders/exportOrderLinesByStatus/shipped');
    const ordersFile = await exportOnce('/customers/orders/exportOrdersByStatus/shipped');
    const itemsFile = await exportOnce('/controlItems/manageItem/exportItems?q=Shari&sort=-price');
    const [items, orders, lines] = await newestChanges(3);
    expect(lines).toMatchObject({
      operation: 'exportOrderLinesByStatus',
      role: 'owner',
      entityType: 'Order',
      label: 'Export of order lines (shipped)',
      fields: [
        { field: 'status', to: 'shipped' },
        { field: 'sort', to: '-createdAt' },
        { field: 'rows', to: parseCsv(linesFile.text).records.length },
        { field: 'complete', to: true },
      ],
    });
    expect(orders).toMatchObject({
      operation: 'exportOrdersByStatus',
      label: 'Export of orders (shipped)',
      fields: [
        { field: 'status', to: 'shipped' },
        { field: 'sort', to: '-createdAt' },
        { field: 'rows', to: parseCsv(ordersFile.text).records.length },
        { field: 'complete', to: true },
      ],
    });
    expect(items).toMatchObject({
      operation: 'exportItems',
      entityType: 'Item',
      label: 'Export of items',
      fields: [
        { field: 'q', to: 'Shari' },
        { field: 'sort', to: '-price' },
        { field: 'rows', to: parseCsv(itemsFile.text).records.length },
        { field: 'complete', to: true },
      ],
    });
    expect(parseCsv(itemsFile.text).records.length).toBeGreaterThan(0);
    await letEmployeesExport(false);
  });

  it('a transfer cut half-way is recorded as not complete, with the rows sent until then', async () => {
    // Orders large enough that a page of them (500) fills the connection long before the last one is read.
    const [customer] = await server.database.exec(
      "select id from customers where email = 'awkward@shop.test'",
    );
    await server.database.exec(`insert into orders (customer_id, order_status, area_string, full_address_string,
        subtotal, discount, delivery_fee, total, vat, grand_total, notes)
      select ${String(customer?.id)}, 'canceled', 'Gulshan', repeat('Road 7, House ' || n, 400), 10, 0, 0, 10, 0, 10, ''
      from generate_series(1, 1500) n`);
    server.answers.cache.clear();
    const controller = new AbortController();
    const response = await fetch(`${server.url}/api/customers/orders/exportOrdersByStatus/canceled`, {
      headers: { authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body?.getReader();
    await reader?.read();
    controller.abort();
    // Wait on the entry: its end is recorded once the server has seen the connection go.
    let entry: unknown;
    for (;;) {
      [entry] = await newestChanges(1, '&operation=exportOrdersByStatus');
      if (fieldOf(entry, 'complete') === false && fieldOf(entry, 'rows') !== null) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    const sent = Number(fieldOf(entry, 'rows'));
    expect(sent).toBeGreaterThanOrEqual(0);
    expect(sent).toBeLessThan(1500);
  });
});

/** The value an entry of the change log gives `field` (`rows`, `complete`). */
function fieldOf(entry: unknown, field: string): unknown {
  const fields = at(entry, 'fields');
  return Array.isArray(fields)
    ? at(
        fields.find((one) => at(one, 'field') === field),
        'to',
      )
    : undefined;
}

describe('how a file ended, as its entry hears it', () => {
  /** A file of `chunks`, failing where a chunk is an Error; answers the ends `onEnd` heard and the body read. */
  async function ends(chunks: Array<string | Error>) {
    const heard: boolean[] = [];
    async function* text() {
      for (const chunk of chunks) {
        if (chunk instanceof Error) throw chunk;
        yield chunk;
      }
    }
    const download = new CsvDownload('f.csv', text(), async (complete) => {
      heard.push(complete);
    });
    const failures: unknown[] = [];
    const response = await download.response(200, undefined, (error) => failures.push(error));
    const body = await response.text().then(
      (value) => value,
      () => 'cut',
    );
    return { heard, body, failures: failures.length };
  }

  it('whole: once, complete, before the answer ends', async () => {
    expect(await ends(['a\r\n', 'b\r\n'])).toEqual({ heard: [true], body: 'a\r\nb\r\n', failures: 0 });
  });

  it('a failure half-way: once, not complete; the client sees the file cut', async () => {
    expect(await ends(['a\r\n', new Error('the database went away')])).toEqual({
      heard: [false],
      body: 'cut',
      failures: 1,
    });
  });

  it('a failure before the first byte: not complete, and an error answer instead of a file', async () => {
    const heard: boolean[] = [];
    async function* failing(): AsyncGenerator<string> {
      yield* [];
      throw new Error('refused');
    }
    const download = new CsvDownload('f.csv', failing(), async (complete) => {
      heard.push(complete);
    });
    await expect(download.response(200, undefined, () => undefined)).rejects.toThrow('refused');
    expect(heard).toEqual([false]);
  });
});
