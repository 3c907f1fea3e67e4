import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prefixEnd } from '../src/data/item-lists.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { at, form, rows } from './support/values.js';

// Item search reads item_name_suffixes, kept by triggers: it must find every name containing `q`, whatever wrote
// the name (insert, bulk insert, rename) and whatever `q` holds.

let server: TestServer;
let token: string;
let categoryId: string;

const search = async (q: string) => {
  const response = await server.api(
    'GET',
    `/controlItems/manageItem?q=${encodeURIComponent(q)}&pageSize=100`,
    {
      token,
    },
  );
  return rows(response).map((item) => at(item, 'name'));
};

// A fresh embedded database with every migration and a sign-in: slow while every package tests at once.
beforeAll(async () => {
  server = await startTestServer();
  token = await server.login();
  await server.database.exec(
    `insert into categories (name, description, image) values ('Tea', '', 'c.webp')`,
  );
  categoryId = String((await server.database.exec('select id from categories'))[0]?.id);
  await server.database.exec(`
    insert into items (name, description, price, is_available, is_visible, category_or_subcategory, category_id)
    select name, '', 10, true, true, 'category', ${categoryId}
    from unnest(array['Sylhet Tea 12', 'Green TEA 120', '100% Cotton_Shirt', 'A very long name of an item that goes on and on',
                       'ইলিশ মাছ', 'Puzzle Box']) name`);
});

afterAll(async () => {
  await server.close();
});

describe('item search', () => {
  it('finds every name containing the text, in any case, anywhere in the name', async () => {
    expect(await search('tea 12')).toEqual(['Green TEA 120', 'Sylhet Tea 12']);
    expect(await search('EA 1')).toEqual(['Green TEA 120', 'Sylhet Tea 12']);
    expect(await search('0%')).toEqual(['100% Cotton_Shirt']);
    expect(await search('n_s')).toEqual(['100% Cotton_Shirt']);
    expect(await search('%')).toEqual(['100% Cotton_Shirt']);
    expect(await search('cotton shirt')).toEqual([]);
  });

  it('finds names in any script, and texts ending in the last letters', async () => {
    expect(await search('মাছ')).toEqual(['ইলিশ মাছ']);
    expect(await search('ইলিশ ম')).toEqual(['ইলিশ মাছ']);
    expect(await search('zz')).toEqual(['Puzzle Box']);
    expect(await search('x')).toEqual(['Puzzle Box']);
    expect(await search('zzz')).toEqual([]);
  });

  it('bounds a prefix range by the next text in code point order', () => {
    expect(prefixEnd('tea 12')).toBe('tea 13');
    expect(prefixEnd('puz')).toBe('pu{');
    expect(prefixEnd('মা')).toBe('মি');
    expect(prefixEnd('a\u{d7ff}')).toBe('a\u{e000}');
    expect(prefixEnd('a\u{10ffff}')).toBe('b');
    expect(prefixEnd('\u{10ffff}')).toBeUndefined();
  });

  it('matches a text longer than the kept suffixes on the whole name', async () => {
    expect(await search('very long name of an item that goes on')).toEqual([
      'A very long name of an item that goes on and on',
    ]);
    expect(await search('very long name of an item that goes off')).toEqual([]);
  });

  it('counts, sorts and pages the matches as the item list does, in every sort', async () => {
    await server.database.exec(`
      insert into items (name, description, price, is_available, is_visible, category_or_subcategory, category_id,
                         created_at)
      select (array['Tea ', 'tea ', 'TEA pot '])[1 + g % 3] || (g % 10) || (case when g % 4 = 0 then ' tea' else '' end),
             '', 5 + g % 7, true, true, 'category', ${categoryId}, now() - (g % 5) * interval '1 hour'
      from generate_series(1, 30) g`);
    const terms: Record<string, string> = {
      name: 'lower(name) asc, id asc',
      '-name': 'lower(name) desc, id desc',
      price: 'price asc, id asc',
      '-price': 'price desc, id desc',
      createdAt: 'created_at asc, id asc',
      '-createdAt': 'created_at desc, id desc',
    };
    for (const [sort, order] of Object.entries(terms)) {
      const expected = (
        await server.database.exec(`select name from items where lower(name) like '%tea%' order by ${order}`)
      ).map((row) => row.name);
      const seen: unknown[] = [];
      for (let page = 1; page <= 10; page += 1) {
        const response = await server.api(
          'GET',
          `/controlItems/manageItem?q=tEa&sort=${encodeURIComponent(sort)}&pageSize=7&page=${page}`,
          { token },
        );
        expect(at(response.body, 'total'), sort).toBe(expected.length);
        seen.push(...rows(response).map((item) => at(item, 'name')));
      }
      expect(seen, sort).toEqual(expected);
    }
    const long = await server.api(
      'GET',
      `/controlItems/manageItem?q=${encodeURIComponent('very long name of an item that goes on')}&sort=-price`,
      { token },
    );
    expect(rows(long).map((item) => at(item, 'name'))).toEqual([
      'A very long name of an item that goes on and on',
    ]);
  });

  it('follows an item created, renamed and deleted through the API', async () => {
    const created = await server.api('POST', '/controlItems/manageItem', {
      token,
      form: form({ name: 'Hilsa Fish', categoryOrSubcategory: 'category', category: categoryId }),
    });
    expect(created.status).toBe(201);
    const id = String(at(created.body, '_id'));
    expect(await search('lsa f')).toEqual(['Hilsa Fish']);
    const renamed = await server.api('PATCH', `/controlItems/manageItem/${id}`, {
      token,
      form: form({ name: 'Rui Fish' }),
    });
    expect(renamed.status).toBe(200);
    expect(await search('lsa f')).toEqual([]);
    expect(await search('rui')).toEqual(['Rui Fish']);
    expect((await server.api('DELETE', `/controlItems/manageItem/${id}`, { token })).status).toBe(204);
    expect(await search('rui')).toEqual([]);
    expect(
      Number((await server.database.exec('select count(*) as n from item_name_suffixes'))[0]?.n),
    ).toBeGreaterThan(0);
  });
});
