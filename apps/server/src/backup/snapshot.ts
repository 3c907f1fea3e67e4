// The database's part of a backup: every table's rows as they were at one moment (one REPEATABLE READ, READ ONLY
// transaction), written to files of one JSON object per line as fast as the database gives them, so that the
// snapshot is held only as long as reading takes, never as long as a slow client takes to download the archive.
// The embedded database, whose one session the pool's connections share, holds it only for the commit that copies
// the rows into held cursors (heldSnapshot).
import { createHash, randomBytes } from 'node:crypto';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/executor.js';
import type { SequenceValue, TableEntry } from './manifest.js';

/**
 * The tables that hold nothing but renderings of other rows (db/renderings.ts): a backup leaves them out, and the
 * restore makes them again (the restored database has no renderings applied, so its first `migrate()` renders
 * everything).
 */
export const RENDERED_TABLES = ['item_listings', 'order_listings', 'item_name_suffixes'] as const;

/** Rows fetched at a time from a cursor. */
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

/**
 * Turns up to `how_many` rows of a held cursor into JSON lines, in the database, as `row_to_json` made them in the
 * snapshot's transaction before: the cursors hold the rows as they are (copied at the commit several times faster
 * than as JSON text, and the commit is the time the embedded database answers no one else). A temporary function:
 * it lives in the session, never in the shop's schema.
 */
const LINES_FUNCTION = sql`create or replace function pg_temp.shop_backup_lines(cursor_name refcursor, how_many integer)
  returns setof text language plpgsql as $$
  declare
    r record;
  begin
    for i in 1..how_many loop
      fetch cursor_name into r;
      exit when not found;
      return next row_to_json(r)::text;
    end loop;
  end
  $$`;

/** What a snapshot may be given. */
export interface SnapshotOptions {
  /** Stops the reading at its next chunk (a cancelled backup): the snapshot then fails with the signal's reason. */
  signal?: AbortSignal;
  /**
   * Awaited after each chunk of rows is written (on the embedded database, after the snapshot's commit): a test
   * holds the backup there.
   */
  afterChunk?: (chunk: { table: string; rows: number }) => Promise<void>;
}

/** Writes a table's rows to `file`, a chunk of lines at a time as `nextLines` gives them (none: the end). */
async function spoolTable(
  table: string,
  columns: readonly string[],
  file: string,
  nextLines: () => Promise<string[]>,
  { signal, afterChunk }: SnapshotOptions,
): Promise<DumpedTable> {
  // A file handle, not a write stream: a failed write (a full disk) rejects here instead of being an 'error' event.
  const out = await open(file, 'w');
  const hash = createHash('sha256');
  let rows = 0;
  let bytes = 0;
  try {
    for (;;) {
      signal?.throwIfAborted();
      const lines = await nextLines();
      if (lines.length === 0) break;
      const chunk = Buffer.from(`${lines.join('\n')}\n`);
      rows += lines.length;
      bytes += chunk.length;
      hash.update(chunk);
      await out.write(chunk);
      await afterChunk?.({ table, rows });
    }
  } finally {
    await out.close();
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

function linesOf(result: unknown): string[] {
  return rowsOf(result).map((row) => text(row, 'line'));
}

function selectColumns(table: string, columns: readonly string[]) {
  const selected = sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  return sql`select ${selected} from ${sql.identifier(table)}`;
}

/** Where the facts and the tables of a snapshot go as they are read. */
interface SnapshotSink {
  announce(facts: SnapshotFacts): void;
  push(table: DumpedTable): void;
}

/**
 * The embedded database's snapshot: one short transaction reads the facts and declares a `WITH HOLD` cursor per
 * table; its commit copies every table's rows into those cursors (in the database's own temporary files), and then
 * the session is free again. The rows are fetched from the cursors a chunk at a time, each chunk one short request
 * that other connections' requests take turns with (pglite-thread.ts). Every cursor is closed, whatever stops the
 * backup: a held cursor otherwise keeps its rows until the database closes.
 */
async function heldSnapshot(
  db: Db,
  spoolDir: string,
  sink: SnapshotSink,
  options: SnapshotOptions,
): Promise<void> {
  // Cursors belong to the session, which the pool's connections share: the names are this backup's own.
  const prefix = `shop_backup_${randomBytes(6).toString('hex')}`;
  await db.execute(LINES_FUNCTION);
  const { facts, cursors } = await db.transaction(
    async (tx) => {
      const read = await readFacts(tx);
      const declared = [];
      for (const [index, { table, columns }] of read.tables.entries()) {
        const cursor = `${prefix}_${index}`;
        await tx.execute(
          sql`declare ${sql.identifier(cursor)} no scroll cursor with hold for ${selectColumns(table, columns)}`,
        );
        declared.push({ table, columns, cursor });
      }
      return { facts: read, cursors: declared };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const unclosed = new Set(cursors.map(({ cursor }) => cursor));
  try {
    sink.announce(facts);
    for (const { table, columns, cursor } of cursors) {
      const nextLines = async () =>
        linesOf(
          await db.execute(sql`select line from pg_temp.shop_backup_lines(${cursor}, ${FETCH_ROWS}) as line`),
        );
      sink.push(await spoolTable(table, columns, path.join(spoolDir, `${table}.jsonl`), nextLines, options));
      await db.execute(sql`close ${sql.identifier(cursor)}`);
      unclosed.delete(cursor);
    }
  } finally {
    for (const cursor of unclosed) {
      // The backup has already failed with its own reason; a cursor that cannot be closed now went with the
      // database's session.
      await db.execute(sql`close ${sql.identifier(cursor)}`).catch(() => undefined);
    }
  }
}

/**
 * A PostgreSQL server's snapshot: one REPEATABLE READ, READ ONLY transaction reads every table through a cursor,
 * a chunk at a time, while other sessions go on beside it; nothing is copied on the server.
 */
async function serverSnapshot(
  db: Db,
  spoolDir: string,
  sink: SnapshotSink,
  options: SnapshotOptions,
): Promise<void> {
  await db.transaction(
    async (tx) => {
      const facts = await readFacts(tx);
      sink.announce(facts);
      for (const { table, columns } of facts.tables) {
        await tx.execute(sql`declare backup_rows no scroll cursor for
          select row_to_json(r)::text as line from (${selectColumns(table, columns)}) r`);
        const nextLines = async () =>
          linesOf(await tx.execute(sql.raw(`fetch ${FETCH_ROWS} from backup_rows`)));
        sink.push(
          await spoolTable(table, columns, path.join(spoolDir, `${table}.jsonl`), nextLines, options),
        );
        await tx.execute(sql`close backup_rows`);
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * Starts reading the database in one snapshot into files under `spoolDir`: every table as it was at one moment,
 * whatever is written meanwhile. On a PostgreSQL server other sessions go on beside the snapshot's transaction; the
 * embedded database has one session, which the snapshot holds only while its commit copies the rows (see
 * heldSnapshot).
 */
export function takeSnapshot(
  db: Db,
  kind: 'pglite' | 'postgres',
  spoolDir: string,
  options: SnapshotOptions = {},
): Snapshot {
  const tables = new Channel<DumpedTable>();
  let announce: (facts: SnapshotFacts) => void = () => {};
  let refuse: (error: unknown) => void = () => {};
  const facts = new Promise<SnapshotFacts>((resolve, reject) => {
    announce = resolve;
    refuse = reject;
  });
  const sink: SnapshotSink = { announce, push: (table) => tables.push(table) };
  const read = kind === 'pglite' ? heldSnapshot : serverSnapshot;
  const done = read(db, spoolDir, sink, options).then(
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
