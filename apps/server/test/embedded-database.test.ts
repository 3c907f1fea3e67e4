// The embedded database runs in its own thread and is reached through node-postgres over one connection at a time
// (src/db/pglite-worker.ts): what a failed query, a failed transaction and many callers at once leave behind.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from '../src/db/client.js';
import { startPgliteThread } from '../src/db/pglite-worker.js';

let database: Database;

beforeAll(async () => {
  database = await openPglite(undefined);
  await database.exec('create table notes (id int primary key, body text not null)');
});
afterAll(() => database.close());

/** A node-postgres client of its own on a database thread, connected. */
async function connectTo(thread: Awaited<ReturnType<typeof startPgliteThread>>): Promise<pg.Client> {
  const client = new pg.Client({ user: 'postgres', database: 'postgres', stream: () => thread.connection() });
  await client.connect();
  return client;
}

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  return run().then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('the embedded database in its thread', () => {
  it('answers each query with its own result after a query fails (the connection is replaced cleanly)', async () => {
    await database.exec("insert into notes values (1, 'one')");
    const duplicate = await failure(() => database.exec("insert into notes values (1, 'again')"));
    expect(duplicate).toMatchObject({ code: '23505', constraint: 'notes_pkey' });
    expect(await database.exec('select count(*)::int as n from notes')).toEqual([{ n: 1 }]);
    const syntax = await failure(() => database.exec('selec 1'));
    expect(syntax).toMatchObject({ code: '42601' });
    expect(await database.exec("select 'after' as word")).toEqual([{ word: 'after' }]);
  });

  it('rolls back a transaction that failed, and the next query is outside it', async () => {
    const failed = await failure(() =>
      database.db.transaction(async (tx) => {
        await tx.execute("insert into notes values (2, 'two')");
        await tx.execute("insert into notes values (1, 'clash')");
      }),
    );
    expect(failed).toBeInstanceOf(Error);
    expect(await database.exec('select id from notes order by id')).toEqual([{ id: 1 }]);
    expect(await database.exec('select now() = statement_timestamp() as outside')).toEqual([
      { outside: true },
    ]);
  });

  it('serves many callers at once, each with its own answer, while a transaction keeps its work to itself', async () => {
    const reads = Array.from({ length: 40 }, (_, n) => database.exec(`select ${n} as n`));
    const writes = database.db.transaction(async (tx) => {
      await tx.execute("insert into notes values (3, 'three')");
      await tx.execute("insert into notes values (4, 'four')");
    });
    const clashes = Array.from({ length: 5 }, () =>
      failure(() => database.exec("insert into notes values (1, 'clash')")),
    );
    const answers = await Promise.all(reads);
    expect(answers.map((rows) => rows[0]?.n)).toEqual(Array.from({ length: 40 }, (_, n) => n));
    await writes;
    for (const clash of await Promise.all(clashes)) expect(clash).toMatchObject({ code: '23505' });
    expect(await database.exec('select id from notes order by id')).toEqual([
      { id: 1 },
      { id: 3 },
      { id: 4 },
    ]);
  });

  it("keeps an open transaction's work to itself: others wait until it commits", async () => {
    let resume = () => {};
    const paused = new Promise<void>((resolve) => {
      resume = resolve;
    });
    let begun = () => {};
    const inside = new Promise<void>((resolve) => {
      begun = resolve;
    });
    const writes = database.db.transaction(async (tx) => {
      await tx.execute("insert into notes values (10, 'ten')");
      begun();
      await paused;
    });
    await inside;
    let counted = false;
    const count = database.exec('select count(*)::int as n from notes').then((rows) => {
      counted = true;
      return rows;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(counted).toBe(false);
    resume();
    await writes;
    expect(await count).toEqual([{ n: 4 }]);
  });

  it('rolls back the transaction of a connection that ended without finishing it', async () => {
    const thread = await startPgliteThread(undefined);
    const connect = () => connectTo(thread);
    try {
      const first = await connect();
      await first.query('create table marks (id int)');
      await first.query('begin');
      await first.query('insert into marks values (1)');
      await first.end();
      const second = await connect();
      const { rows } = await second.query('select count(*)::int as n from marks');
      expect(rows).toEqual([{ n: 0 }]);
      await second.end();
    } finally {
      await thread.close();
    }
  });

  it("keeps each connection's prepared statements its own, and forgets them when the connection ends", async () => {
    const thread = await startPgliteThread(undefined);
    try {
      const first = await connectTo(thread);
      const second = await connectTo(thread);
      const prepared = async () => {
        const { rows } = await second.query('select count(*)::int as n from pg_prepared_statements');
        return rows[0]?.n;
      };
      // The same name on two connections, with different texts: each runs its own.
      expect(
        (await first.query({ name: 'answer', text: 'select $1::int + 1 as n', values: [1] })).rows,
      ).toEqual([{ n: 2 }]);
      expect((await second.query({ name: 'answer', text: "select 'two' as n" })).rows).toEqual([
        { n: 'two' },
      ]);
      expect(
        (await first.query({ name: 'answer', text: 'select $1::int + 1 as n', values: [41] })).rows,
      ).toEqual([{ n: 42 }]);
      expect(await prepared()).toBe(2);
      await first.end();
      expect(await prepared()).toBe(1);
      expect((await second.query({ name: 'answer', text: "select 'two' as n" })).rows).toEqual([
        { n: 'two' },
      ]);
      await second.end();
    } finally {
      await thread.close();
    }
  });

  it('does the upkeep autovacuum would do (vacuum, analyze)', async () => {
    await database.exec("update notes set body = body || '!'");
    expect(database.maintain).toBeDefined();
    await database.maintain?.();
    expect(
      await database.exec(
        "select last_vacuum is not null as vacuumed, last_analyze is not null as analyzed from pg_stat_user_tables where relname = 'notes'",
      ),
    ).toEqual([{ vacuumed: true, analyzed: true }]);
  });
});
