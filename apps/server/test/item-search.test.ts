import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('bounds the range by the highest characters, whatever the script', async () => {
    await server.database.exec(`
      insert into items (name, description, price, is_available, is_visible, category_or_subcategory, category_id)
      values ('Mango \u{1F96D} Box', '', 10, true, true, 'category', ${categoryId}),
             ('Last \u{10FFFF}\u{10FFFF}', '', 10, true, true, 'category', ${categoryId})`);
    expect(await search('\u{1F96D}')).toEqual(['Mango \u{1F96D} Box']);
    expect(await search('\u{10FFFF}')).toEqual(['Last \u{10FFFF}\u{10FFFF}']);
    expect(await search('t \u{10FFFF}\u{10FFFF}')).toEqual(['Last \u{10FFFF}\u{10FFFF}']);
    expect(await search('x')).toEqual(['Mango \u{1F96D} Box', 'Puzzle Box']);
    await server.database.exec(
      `delete from items where name in ('Mango \u{1F96D} Box', 'Last \u{10FFFF}\u{10FFFF}')`,
    );
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

// Keyboards give the same Bangla letters in different Unicode forms, and put the invisible joiners (ZWNJ U+200C,
// ZWJ U+200D) in or leave them out: a name is found by any of them, whichever form it was stored in.
const YA = { one: '\u09DF', two: '\u09AF\u09BC' }; // য়
const RRA = { one: '\u09DC', two: '\u09A1\u09BC' }; // ড়
const O = { one: '\u09CB', two: '\u09C7\u09BE' }; // the vowel sign ো
const ZWNJ = '\u200C';
const ZWJ = '\u200D';

describe('item search in Bangla', () => {
  const humayun = `হুমা${YA.one}ূন আহমেদ: নন্দিত নরকে`;
  const doi = `বগু${RRA.two}ার দই ১ কেজি`;
  const chingri = `গ${O.two}ল্ডা চিং${RRA.one}ি ৫০০ গ্রাম`;
  const wrapping = `র${ZWJ}্যাপিং পেপার`;
  const utshob = 'উৎসবের মিষ্টি';
  const gitanjali = 'রবীন্দ্রনাথ ঠাকুরের গীতাঞ্জলি, বিশ্বভারতী সংস্করণ';

  beforeAll(async () => {
    for (const name of [humayun, doi, chingri, utshob]) {
      await server.database.exec(`
        insert into items (name, description, price, is_available, is_visible, category_or_subcategory, category_id)
        values ('${name}', '', 250, true, true, 'category', ${categoryId})`);
    }
    // Through the API too: the suffixes of a created and of a renamed item.
    for (const [name, renamed] of [
      [wrapping, undefined],
      ['Gitanjali', gitanjali],
    ] as const) {
      const created = await server.api('POST', '/controlItems/manageItem', {
        token,
        form: form({ name, categoryOrSubcategory: 'category', category: categoryId }),
      });
      expect(created.status).toBe(201);
      if (renamed !== undefined) {
        const id = String(at(created.body, '_id'));
        const patched = await server.api('PATCH', `/controlItems/manageItem/${id}`, {
          token,
          form: form({ name: renamed }),
        });
        expect(patched.status).toBe(200);
      }
    }
  });

  it('finds a name by a part of it typed in either Unicode form', async () => {
    expect(await search(`হুমা${YA.two}ূন`)).toEqual([humayun]);
    expect(await search(`হুমা${YA.one}ূন`)).toEqual([humayun]);
    expect(await search(`${YA.two}ূন আহ`)).toEqual([humayun]);
    expect(await search(`বগু${RRA.one}া`)).toEqual([doi]);
    expect(await search(`বগু${RRA.two}া`)).toEqual([doi]);
    expect(await search(`গ${O.one}ল্ডা`)).toEqual([chingri]);
    expect(await search(`গ${O.two}ল্ডা চিং${RRA.two}ি`)).toEqual([chingri]);
    expect(await search('দই ১')).toEqual([doi]);
    expect(await search(`গ${O.one}ল্ডি`)).toEqual([]);
  });

  it('finds a name with or without the joiners, in the name or in the text', async () => {
    expect(await search('র্যাপিং')).toEqual([wrapping]);
    expect(await search(`র${ZWJ}্যাপিং`)).toEqual([wrapping]);
    expect(await search(`পে${ZWNJ}পার`)).toEqual([wrapping]);
    expect(await search(`চিং${ZWNJ}${RRA.two}ি`)).toEqual([chingri]);
    // Khanda ta, once written as ta, hasanta and a joiner.
    expect(await search(`উত্${ZWJ}সব`)).toEqual([utshob]);
  });

  it('matches a text longer than the kept suffixes on the whole name, in any form', async () => {
    const typed = `রবীন্দ্রনাথ ঠাকুরের গীতাঞ্জলি, বিশ্ব${ZWNJ}ভারতী`;
    expect(typed.length).toBeGreaterThan(32);
    expect(await search(typed)).toEqual([gitanjali]);
    expect(await search(`${typed} সংস্করণ`)).toEqual([gitanjali]);
    expect(await search(`${typed} প্রকাশনা`)).toEqual([]);
  });

  it('exports the same items as it lists', async () => {
    const q = encodeURIComponent(`হুমা${YA.two}ূন`);
    const file = await server.api('GET', `/controlItems/manageItem/exportItems?q=${q}`, { token });
    expect(file.status).toBe(200);
    expect(file.text).toContain(humayun);
    expect(file.text.split('\r\n').filter((line) => line !== '')).toHaveLength(2);
  });

  it('keeps finding Latin names in any case', async () => {
    expect(await search('SYLHET tea')).toEqual(['Sylhet Tea 12']);
    expect(await search('cafe\u0301')).toEqual([]);
    await server.database.exec(`
      insert into items (name, description, price, is_available, is_visible, category_or_subcategory, category_id)
      values ('Caf\u00e9 Tea', '', 10, true, true, 'category', ${categoryId})`);
    expect(await search('CAFE\u0301 T')).toEqual(['Caf\u00e9 Tea']);
  });
});
