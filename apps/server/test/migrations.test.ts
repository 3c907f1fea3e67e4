// Migrations on a database that already holds a shop: what each one does to the data that was there.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchItems } from '../src/data/item-lists.js';
import { sharedMobilesNotice } from '../src/data/mobile-numbers.js';
import { MIGRATIONS_FOLDER, openPglite } from '../src/db/client.js';

let dir: string;

/** The migrations up to and including `tag`, as a database of that version had them: their folder. */
async function migrationsThrough(tag: string): Promise<string> {
  const folder = path.join(dir, tag);
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal: { entries: Array<{ tag: string }> } = JSON.parse(await readFile(journalFile, 'utf8'));
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  if (last < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'shop-migrations-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the migrations journal', () => {
  it('dates each migration after the one before (drizzle skips one dated before the last applied)', async () => {
    const journal: { entries: Array<{ idx: number; when: number; tag: string }> } = JSON.parse(
      await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
    );
    const outOfOrder = journal.entries.filter((entry, index) => {
      const before = journal.entries[index - 1];
      return entry.idx !== index || (before !== undefined && entry.when <= before.when);
    });
    expect(outOfOrder.map((entry) => entry.tag)).toEqual([]);
  });
});

describe('0007 staff roles and 0009 versions on an existing shop', () => {
  it('makes the employee created first the owner, leaves the others employees and active', async () => {
    const pgdata = path.join(dir, 'pgdata');
    // The renderings are this version's: they fit only the full set of migrations.
    const before = await openPglite(pgdata, {
      migrationsFolder: await migrationsThrough('0006_item_name_keys'),
      renderings: false,
    });
    await before.migrate();
    await before.exec(`insert into employees (name, email, password_hash, created_at) values
      ('Second', 'second@shop.test', 'x', '2026-02-01'),
      ('First', 'first@shop.test', 'x', '2026-01-01'),
      ('Third', 'third@shop.test', 'x', '2026-03-01')`);
    await before.exec(`insert into invites (email, token_hash, invited_by, expires_at)
      select 'new@shop.test', 'h', id, now() + interval '1 day' from employees where name = 'Second'`);
    await before.close();
    const database = await openPglite(pgdata);
    await database.migrate();
    const staff = await database.exec(
      'select name, level, deactivated_at is null as active from employees order by created_at',
    );
    expect(staff).toEqual([
      { name: 'First', level: 'owner', active: true },
      { name: 'Second', level: 'employee', active: true },
      { name: 'Third', level: 'employee', active: true },
    ]);
    expect(await database.exec('select level from invites')).toEqual([{ level: 'employee' }]);
    // 0009: every record starts at version 1, and the next update makes it 2.
    expect(await database.exec('select distinct version from employees')).toEqual([{ version: 1 }]);
    await database.exec("update employees set name = 'First Owner' where name = 'First'");
    expect(await database.exec("select version from employees where name = 'First Owner'")).toEqual([
      { version: 2 },
    ]);
    await database.close();
  });
});

describe('0013 search keys on an existing shop', () => {
  it('finds the items and customers already there by their names in any Unicode form', async () => {
    const pgdata = path.join(dir, 'pgdata-0013');
    const before = await openPglite(pgdata, {
      migrationsFolder: await migrationsThrough('0012_sales_days'),
      renderings: false,
    });
    await before.migrate();
    // Stored as an older keyboard wrote them: ya with nukta as one letter (U+09DF), with a joiner (U+200D).
    const humayun = 'হুমা\u09DFূন আহমেদ';
    const joynal = 'জ\u09DFনাল আবে\u200Dদীন';
    await before.exec(`insert into categories (name, description, image) values ('Books', '', 'c.webp')`);
    await before.exec(`
      insert into items (name, description, price, is_available, is_visible, category_or_subcategory, category_id)
      select '${humayun}', '', 250, true, true, 'category', id from categories`);
    await before.exec(
      `insert into customers (name, email, mobile) values ('${joynal}', 'joynal@example.com', '+8801912000003')`,
    );
    await before.close();

    const database = await openPglite(pgdata);
    await database.migrate();
    const found = await searchItems(database.db, 'হুমা\u09AF\u09BCূন', 'name', { limit: 50, offset: 0 });
    expect(JSON.parse(found.text)).toMatchObject({ total: 1, data: [{ name: humayun }] });
    expect(
      await database.exec(`select name from customers where search_key(name) like search_pattern('আবেদীন')`),
    ).toEqual([{ name: joynal }]);
    const [index] = await database.exec(
      "select indexdef from pg_indexes where indexname = 'customers_name_trgm_idx'",
    );
    expect(String(index?.indexdef)).toContain('search_key(name)');
    await database.close();
  });
});

describe('0016 taking orders on an existing shop', () => {
  /** A shop as 0015 left it: a customer, an order to them, the mobiles as they were typed in. */
  async function shopBefore0016(pgdata: string, mobiles: string[]) {
    const before = await openPglite(pgdata, {
      migrationsFolder: await migrationsThrough('0015_shop_policy'),
      renderings: false,
    });
    await before.migrate();
    const values = mobiles
      .map((mobile, i) => `('Customer ${i}', 'c${i}@example.com', '${mobile}')`)
      .join(', ');
    await before.exec(`insert into customers (name, email, mobile) values ${values}`);
    await before.exec(`insert into orders (customer_id, order_status, area_string, full_address_string, subtotal,
        discount, delivery_fee, total, vat, grand_total, notes)
      select min(id), 'processing', 'Dhanmondi', 'Road 1', 100, 0, 60, 160, 0, 160, '' from customers`);
    await before.close();
    const database = await openPglite(pgdata);
    await database.migrate();
    return database;
  }

  it("writes every mobile that reads as Bangladeshi in one form, leaves the others, and makes one number one customer's", async () => {
    const database = await shopBefore0016(path.join(dir, 'pgdata-0016'), [
      '01712-345678',
      '+880 1812 345678',
      '৮৮০১৯১২৩৪৫৬৭৮',
      '+8801512345678',
      '02-9661234',
      'call the shop',
    ]);
    expect(
      (await database.exec('select mobile from customers order by id')).map((row) => row.mobile),
    ).toEqual([
      '+8801712345678',
      '+8801812345678',
      '+8801912345678',
      '+8801512345678',
      '02-9661234',
      'call the shop',
    ]);
    const [index] = await database.exec(`select i.indisunique as "unique" from pg_index i
      join pg_class c on c.oid = i.indexrelid where c.relname = 'customers_mobile_key'`);
    expect(index).toEqual({ unique: true });
    expect(await sharedMobilesNotice(database.db)).toBeUndefined();
    // The order from before: from the storefront (what orders said then), to no address; its rendering says so.
    expect(await database.exec('select source, address_id, area_id, district_id from orders')).toEqual([
      { source: 'storefront', address_id: null, area_id: null, district_id: null },
    ]);
    const [listed] = await database.exec('select listing from order_listings');
    expect(JSON.parse(String(listed?.listing))).toMatchObject({ source: 'storefront', address: null });
    await database.close();
  });

  it('keeps the index plain where customers already share a number, and the server says so at its start', async () => {
    const database = await shopBefore0016(path.join(dir, 'pgdata-0016-shared'), [
      '01712345678',
      '+8801712345678',
      '01812345678',
    ]);
    const [index] = await database.exec(`select i.indisunique as "unique" from pg_index i
      join pg_class c on c.oid = i.indexrelid where c.relname = 'customers_mobile_key'`);
    expect(index).toEqual({ unique: false });
    expect(await sharedMobilesNotice(database.db)).toMatch(
      /^1 mobile number belongs to more than one customer/,
    );
    await database.close();
  });
});
