// The database's part of a backup: every table's rows as they were at one moment (one REPEATABLE READ, READ ONLY
// transaction), written to files of one JSON object per line as fast as the database gives them, so that the
// snapshot is held only as long as reading takes, never as long as a slow client takes to download the archive.
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import type { SequenceValue, TableEntry } from './manifest.js';

/**
 * The tables that hold nothing but renderings of other rows (db/renderings.ts): a backup leaves them out, and the
 * restore makes them again (the restored database has no renderings applied, so its first `migrate()` renders
 * everything).
 */
export const RENDERED_TABLES = ['item_listings', 'order_listings', 'item_name_suffixes'] as const;

/** Rows fetched at a time from the cursor. */
const FETCH_ROWS = 2_000;

/** A table's rows, written to `file`. */
export interface DumpedTable extends TableEntry {
  file: string;
}

export interface SnapshotFacts {
  migrations: number;
  lastMigrationAt: number;
  sequences: SequenceValue[];
  /** The tables, in the order they will be restored. */
  tables: Array<{ table: string; columns: string[] }>;
}

/** What `takeSnapshot` hands over: the facts first, then each table as it is written. */
export interface Snapshot {
  facts: Promise<SnapshotFacts>;
  tables: AsyncIterable<DumpedTable>;
  /** Settles when the transaction has ended (the moment of the snapshot is its start). */
  done: Promise<void>;
}

/** A queue read by one consumer while a producer fills it. */
class Channel<T> implements AsyncIterable<T> {
  readonly #items: T[] = [];
  #waiting: (() => void) | undefined;
  #closed = false;
  #error: unknown;

  push(item: T): void {
    this.#items.push(item);
    this.#wake();
  }

  close(error?: unknown): void {
    this.#closed = true;
    this.#error = error;
    this.#wake();
  }

  #wake(): void {
    const waiting = this.#waiting;
    this.#waiting = undefined;
    waiting?.();
  }

  async *[Symbol.asyncIterator](): AsyncIterator<T> {
    for (;;) {
      const item = this.#items.shift();
      if (item !== undefined) {
        yield item;
        continue;
      }
      if (this.#closed) {
        if (this.#error !== undefined) throw this.#error;
        return;
      }
      await new Promise<void>((resolve) => {
        this.#waiting = resolve;
      });
    }
  }
}

function rowsOf(result: unknown): Array<{ [key: string]: unknown }> {
  if (typeof result !== 'object' || result === null || !('rows' in result) || !Array.isArray(result.rows)) {
    return [];
  }
  return result.rows.filter(
    (row): row is { [key: string]: unknown } => typeof row === 'object' && row !== null,
  );
}

function text(row: { [key: string]: unknown }, key: string): string {
  const value = row[key];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return String(value);
  throw new Error(`the database answered no ${key}`);
}

/** Tables ordered so that each comes after the tables it refers to (alphabetical otherwise). */
export function restoreOrder(
  tables: readonly string[],
  references: ReadonlyArray<[string, string]>,
): string[] {
  const ordered: string[] = [];
  const placed = new Set<string>();
  const remaining = [...tables].sort();
  while (remaining.length > 0) {
    const index = remaining.findIndex((table) =>
      references.every(
        ([from, to]) => from !== table || to === table || placed.has(to) || !tables.includes(to),
      ),
    );
    if (index < 0) throw new Error(`the tables refer to each other in a cycle: ${remaining.join(', ')}`);
    const [table] = remaining.splice(index, 1);
    if (table === undefined) break;
    ordered.push(table);
    placed.add(table);
  }
  return ordered;
}

async function readFacts(tx: Tx): Promise<SnapshotFacts> {
  const [level] = rowsOf(
    await tx.execute(
      sql`select count(*)::int as count, coalesce(max(created_at), 0)::text as last from drizzle.__drizzle_migrations`,
    ),
  );
  if (level === undefined) throw new Error('the database has no migrations: not a shop database');
  const rendered = new Set<string>(RENDERED_TABLES);
  const tableNames = rowsOf(
    await tx.execute(
      sql`select relname from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'p')`,
    ),
  )
    .map((row) => text(row, 'relname'))
    .filter((name) => !rendered.has(name));
  const references = rowsOf(
    await tx.execute(sql`select source.relname as source, target.relname as target
      from pg_constraint c
      join pg_class source on source.oid = c.conrelid
      join pg_class target on target.oid = c.confrelid
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace`),
  ).map((row): [string, string] => [text(row, 'source'), text(row, 'target')]);
  const columnRows = rowsOf(
    await tx.execute(sql`select c.relname as table, a.attname as column
      from pg_attribute a join pg_class c on c.oid = a.attrelid
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
        and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by c.relname, a.attnum`),
  );
  const columns = new Map<string, string[]>();
  for (const row of columnRows) {
    const table = text(row, 'table');
    columns.set(table, [...(columns.get(table) ?? []), text(row, 'column')]);
  }
  const sequenceNames = rowsOf(
    await tx.execute(
      sql`select relname from pg_class where relnamespace = 'public'::regnamespace and relkind = 'S' order by relname`,
    ),
  ).map((row) => text(row, 'relname'));
  const sequences: SequenceValue[] = [];
  for (const sequence of sequenceNames) {
    const [state] = rowsOf(
      await tx.execute(
        sql`select last_value::text as value, is_called from ${sql.identifier('public')}.${sql.identifier(sequence)}`,
      ),
    );
    if (state === undefined) continue;
    sequences.push({ sequence, value: text(state, 'value'), isCalled: state.is_called === true });
  }
  return {
    migrations: Number(text(level, 'count')),
    lastMigrationAt: Number(text(level, 'last')),
    sequences,
    tables: restoreOrder(tableNames, references).map((table) => ({
      table,
      columns: columns.get(table) ?? [],
    })),
  };
}

/** Writes a table's rows to `file` through a cursor, a few thousand rows at a time. */
async function dumpTable(
  tx: Tx,
  table: string,
  columns: readonly string[],
  file: string,
): Promise<DumpedTable> {
  const out = createWriteStream(file);
  const hash = createHash('sha256');
  let rows = 0;
  let bytes = 0;
  const selected = sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  try {
    await tx.execute(sql`declare backup_rows no scroll cursor for
      select row_to_json(r)::text as line from (select ${selected} from ${sql.identifier(table)}) r`);
    for (;;) {
      const fetched = rowsOf(await tx.execute(sql.raw(`fetch ${FETCH_ROWS} from backup_rows`)));
      if (fetched.length === 0) break;
      const chunk = Buffer.from(`${fetched.map((row) => text(row, 'line')).join('\n')}\n`);
      rows += fetched.length;
      bytes += chunk.length;
      hash.update(chunk);
      if (!out.write(chunk)) await once(out, 'drain');
    }
    await tx.execute(sql`close backup_rows`);
  } finally {
    out.end();
    await once(out, 'close');
  }
  return {
    table,
    columns: [...columns],
    rows,
    bytes,
    sha256: hash.digest('hex'),
    entry: `database/${table}.jsonl`,
    file,
  };
}

/**
 * Starts reading the database in one snapshot into files under `spoolDir`. The transaction is read only and
 * REPEATABLE READ: every table is read as it was when the first statement ran, whatever is written meanwhile. On a
 * PostgreSQL server other sessions go on writing beside it; the embedded database has one session, which the
 * snapshot holds while it reads (other requests wait their turn, see pglite-thread.ts).
 */
export function takeSnapshot(db: Db, spoolDir: string): Snapshot {
  const tables = new Channel<DumpedTable>();
  let announce: (facts: SnapshotFacts) => void = () => {};
  let refuse: (error: unknown) => void = () => {};
  const facts = new Promise<SnapshotFacts>((resolve, reject) => {
    announce = resolve;
    refuse = reject;
  });
  const done = db
    .transaction(
      async (tx) => {
        const read = await readFacts(tx);
        announce(read);
        for (const { table, columns } of read.tables) {
          tables.push(await dumpTable(tx, table, columns, path.join(spoolDir, `${table}.jsonl`)));
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    )
    .then(
      () => tables.close(),
      (error: unknown) => {
        refuse(error);
        tables.close(error);
        throw error;
      },
    );
  // The failure reaches whoever reads the facts or the tables; `done` is awaited only for its end.
  done.catch(() => undefined);
  return { facts, tables, done };
}
