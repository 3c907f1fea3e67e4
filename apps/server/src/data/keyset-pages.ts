import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor.js';
import { readPreparedRows } from './json-read.js';

/** The SQL types a sort key may have: its text is cast back to it to read the next page. */
export type KeyType = 'text' | 'numeric' | 'timestamptz' | 'bigint';

/** One term of a sort key: an expression over the source's rows, and its type. */
export interface KeyTerm {
  sql: SQL;
  type: KeyType;
}

/** What a keyset read goes through: rows of `from` matching `where`, in key order, each rendered as JSON. */
export interface KeysetSource {
  /** The table the rows come from (the other expressions name its columns). */
  from: SQL;
  /** The condition on its rows (the list's filters); undefined for every row. */
  where: SQL | undefined;
  /** The sort key, its last term unique (the id), so no two rows have the same key. */
  keys: readonly [KeyTerm, KeyTerm];
  descending: boolean;
  /** The JSON text of one row. */
  json: SQL;
}

/** A page of rows as JSON values, and the key of its last row (undefined when the page is empty). */
export interface KeysetPage {
  rows: unknown[];
  last: readonly [string, string] | undefined;
}

const cast = (value: string, type: KeyType) => sql`(${value}::text)::${sql.raw(type)}`;

/**
 * The condition "after `last` in key order" on two terms: (a, b) after (x, y) is a after x, or a equal to x and b
 * after y. The first term's bound comes first and on its own, so the index on the key serves it.
 */
function after(source: KeysetSource, last: readonly [string, string]): SQL {
  const [first, second] = source.keys;
  const op = sql.raw(source.descending ? '<' : '>');
  const bound = sql.raw(source.descending ? '<=' : '>=');
  const x = cast(last[0], first.type);
  const y = cast(last[1], second.type);
  return sql`${first.sql} ${bound} ${x} and (${first.sql} ${op} ${x} or (${first.sql} = ${x} and ${second.sql} ${op} ${y}))`;
}

/**
 * The page of at most `limit` rows after `last` (from the first when undefined), read in one statement: each page
 * is a statement of its own, so nothing stays open between pages (the embedded database has one session, which
 * other requests use between them) and writes go on meanwhile.
 */
export async function readKeysetPage(
  db: Executor,
  source: KeysetSource,
  last: readonly [string, string] | undefined,
  limit: number,
): Promise<KeysetPage> {
  if (!Number.isSafeInteger(limit) || limit < 1) throw new Error(`not a page size: ${limit}`);
  const [first, second] = source.keys;
  const direction = sql.raw(source.descending ? 'desc' : 'asc');
  const order = sql`${first.sql} ${direction}, ${second.sql} ${direction}`;
  const conditions = [source.where, last === undefined ? undefined : after(source, last)].filter(
    (condition) => condition !== undefined,
  );
  const where = conditions.length === 0 ? sql`` : sql`where ${sql.join(conditions, sql` and `)}`;
  const [row] = await readPreparedRows(
    db,
    sql`with page as materialized (
        select ${source.json} as json, ${first.sql}::text as k1, ${second.sql}::text as k2,
               row_number() over (order by ${order}) as n
        from ${source.from} ${where}
        order by ${order} limit ${sql.raw(String(limit))})
      select '[' || coalesce(string_agg(json, ',' order by n), '') || ']' as answer,
             (select array[k1, k2] from page order by n desc limit 1) as last
      from page`,
  );
  if (typeof row !== 'object' || row === null || !('answer' in row) || typeof row.answer !== 'string') {
    throw new Error('The database answered no page.');
  }
  const rows: unknown = JSON.parse(row.answer);
  if (!Array.isArray(rows)) throw new Error('The database answered a page that is no list.');
  const lastKey = 'last' in row && Array.isArray(row.last) ? row.last : undefined;
  const [k1, k2] = lastKey ?? [];
  return {
    rows,
    last: typeof k1 === 'string' && typeof k2 === 'string' ? [k1, k2] : undefined,
  };
}

/** Every page of `source` in key order, read one after the other until one is short. */
export async function* keysetPages(
  db: Executor,
  source: KeysetSource,
  pageSize: number,
): AsyncGenerator<unknown[]> {
  let last: readonly [string, string] | undefined;
  for (;;) {
    const page = await readKeysetPage(db, source, last, pageSize);
    if (page.rows.length > 0) yield page.rows;
    if (page.rows.length < pageSize || page.last === undefined) return;
    last = page.last;
  }
}
