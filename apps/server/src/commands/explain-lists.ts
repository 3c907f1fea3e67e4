// `node dist/commands/explain-lists.js` (DATA_DIR or DATABASE_URL as the server reads them): prints PostgreSQL's
// plan of the first page of each documented orders filter (the statement the server runs: the page and its total),
// and `seq-scan <filter>` for each whose plan reads the whole orders table. For an operator who wonders why a list is
// slow, and for `pnpm bench list-filters`, which runs it on the scale data. Reads nothing but the plans.
import path from 'node:path';
import { orderStatusValues } from '@shop/sdk';
import { sql } from 'drizzle-orm';
import { readPreparedRows } from '../data/json-read.js';
import { type OrderFilters, type OrderSort, orderConditions } from '../data/order-filters.js';
import { countOf, orderPageQuery } from '../data/order-lists.js';
import { type Database, openPglite, openPostgres } from '../db/client.js';
import { type DataDirLock, lockDataDir } from '../db/data-dir-lock.js';
import { loadConfig } from '../load-config.js';

/** A day `days` from today in the shop's time zone (YYYY-MM-DD). */
function shopDay(days: number, timeZone: string): string {
  const at = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

async function firstId(database: Database, table: string, where = 'true'): Promise<string> {
  const [row] = await database.exec(`select id::text as id from ${table} where ${where} order by id limit 1`);
  return String(row?.id ?? '1');
}

async function main(): Promise<void> {
  const config = loadConfig(process.env, process.cwd(), { weighPasswords: false });
  let lock: DataDirLock | undefined;
  let database: Database;
  if (config.databaseUrl === undefined) {
    lock = lockDataDir(config.dataDir);
    database = await openPglite(path.join(config.dataDir, 'pgdata'));
  } else {
    database = await openPostgres(config.databaseUrl);
  }
  try {
    const zone = config.shopTimeZone;
    const district = await firstId(database, 'districts');
    const [mobile] = await database.exec('select mobile from customers order by id offset 4241 limit 1');
    const mobilePart = `0${String(mobile?.mobile ?? '+8801700000001').slice(4)}`;
    const cases: Array<{ name: string; filters: OrderFilters; sort?: OrderSort }> = [
      { name: 'every status', filters: {} },
      { name: 'status', filters: { status: ['processing', 'shipped'] } },
      { name: 'placed date range', filters: { placedFrom: shopDay(-7, zone), placedTo: shopDay(0, zone) } },
      { name: 'division', filters: { divisionId: await firstId(database, 'divisions') } },
      { name: 'district', filters: { districtId: district } },
      { name: 'area', filters: { areaId: await firstId(database, 'areas') } },
      { name: 'source', filters: { source: ['phone', 'whatsapp'] } },
      { name: 'grand total range', filters: { minGrandTotal: 5000, maxGrandTotal: 6000 } },
      { name: 'customer', filters: { customerId: await firstId(database, 'customers') } },
      { name: 'search by mobile', filters: { q: mobilePart } },
      { name: 'search by name', filters: { q: 'Fatema Khan' } },
      { name: 'search by order id', filters: { q: await firstId(database, 'orders', 'id > 500000') } },
      {
        name: 'district + last 7 days + over 5000',
        filters: { districtId: district, placedFrom: shopDay(-7, zone), minGrandTotal: 5000 },
      },
      { name: 'sort by grand total', filters: { status: ['completed'] }, sort: '-grandTotal' },
      { name: 'sort by grand total, every status', filters: {}, sort: 'grandTotal' },
      { name: 'oldest first', filters: { status: [...orderStatusValues] }, sort: 'createdAt' },
    ];
    for (const { name, filters, sort = '-createdAt' } of cases) {
      const where = await orderConditions(database.db, filters, zone);
      const query = orderPageQuery(where, { limit: 50, offset: 0 }, sort, countOf(where));
      const plan = await readPreparedRows(database.db, sql`explain ${query}`);
      const lines = plan.map((row) =>
        typeof row === 'object' && row !== null && 'QUERY PLAN' in row ? String(row['QUERY PLAN']) : '',
      );
      console.log(`explain ${name} (${JSON.stringify(filters)}, sort ${sort}):`);
      for (const line of lines) console.log(`  ${line}`);
      if (lines.some((line) => /Seq Scan on orders\b/.test(line))) console.log(`seq-scan ${name}`);
    }
  } finally {
    await database.close();
    lock?.release();
  }
}

await main();
