import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/executor.js';
import { RenderedJson } from './rendered-json.js';

const dialect = new PgDialect();

/**
 * How many of these statements are kept prepared on each database connection. They are few (a read's text varies
 * only with its sort, page and filters' shape); the bound keeps a client paging through a million rows from
 * leaving a plan behind for every page: past it, a statement is planned on each run, as an unnamed one is.
 */
const MAX_PREPARED = 200;
const statementNames = new Map<string, string>();

/** The name a statement is prepared under: from its text, so the same text is one prepared statement. */
function statementName(text: string): string | undefined {
  const known = statementNames.get(text);
  if (known !== undefined || statementNames.size >= MAX_PREPARED) return known;
  const name = `json_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
  statementNames.set(text, name);
  return name;
}

/**
 * The `answer` column of the first row of a raw query's result (node-postgres answers `rows`), or undefined when
 * there is no row or the answer is null. The statement selects it `::text`, so the driver hands over the text
 * without decoding it.
 */
function answerOf(result: unknown): string | undefined {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    const [row] = result.rows;
    if (row === undefined) return undefined;
    if (typeof row === 'object' && row !== null && 'answer' in row) {
      if (row.answer === null) return undefined;
      if (typeof row.answer === 'string') return row.answer;
    }
  }
  throw new Error('The database answered no JSON text (a column `answer` of the first row).');
}

/**
 * Reads an answer that PostgreSQL renders as JSON text of type `T` (one value, selected `::text as answer`), to be
 * sent as it is; undefined when the query finds nothing. Every entity's JSON is rendered so (src/data/crud/fields.ts,
 * and the kept item and order renderings), so each has one shape, whichever call answers it.
 *
 * For the big list reads: rendered row by row through the driver and the query builder, a page of 50 orders cost
 * about three times as much as the query itself (every one of its 650 values decoded, mapped and encoded again);
 * parsed, checked and encoded again in this process, still a third of the server's time per read. The statement
 * is prepared (named by its text), so PostgreSQL plans it once per connection rather than on every read: with
 * the page's numbers written into it (pageClause) its plan does not depend on its parameters. The tests check
 * every answer against the document.
 */
export async function readJson<T>(db: Executor, query: SQL): Promise<RenderedJson<T> | undefined> {
  const built = dialect.sqlToQuery(query);
  const prepared = db._.session.prepareQuery(built, undefined, statementName(built.sql), false);
  const answer = answerOf(await prepared.execute());
  return answer === undefined ? undefined : new RenderedJson<T>(answer);
}

/** The rows of a prepared statement (named by its text, as {@link readJson}'s), as node-postgres answers them. */
export async function readPreparedRows(db: Executor, query: SQL): Promise<unknown[]> {
  const built = dialect.sqlToQuery(query);
  const prepared = db._.session.prepareQuery(built, undefined, statementName(built.sql), false);
  const result: unknown = await prepared.execute();
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows;
  }
  throw new Error('The database answered no rows.');
}

/**
 * Reads a record rendered as JSON text of type `T` with its version (`select … ::text as answer, … as version`);
 * undefined when there is no such record.
 */
export async function readVersionedJson<T>(
  db: Executor,
  query: SQL,
): Promise<{ json: RenderedJson<T>; version: number } | undefined> {
  const built = dialect.sqlToQuery(query);
  const prepared = db._.session.prepareQuery(built, undefined, statementName(built.sql), false);
  const result: unknown = await prepared.execute();
  const answer = answerOf(result);
  if (answer === undefined) return undefined;
  const [row]: unknown[] =
    typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)
      ? result.rows
      : [];
  const version =
    typeof row === 'object' && row !== null && 'version' in row ? Number(row.version) : Number.NaN;
  if (!Number.isInteger(version)) throw new Error('The database answered a record without its version.');
  return { json: new RenderedJson<T>(answer), version };
}

/** A list answer `{"data":[…],"total":n}` rendered by PostgreSQL (see {@link pageAnswer}). */
export async function readJsonList<T>(
  db: Executor,
  query: SQL,
): Promise<RenderedJson<{ data: T[]; total: number }>> {
  const list = await readJson<{ data: T[]; total: number }>(db, query);
  if (list === undefined) throw new Error('A list query answered no row.');
  return list;
}

/**
 * A list answer, `{"data":[…],"total":n}`, as one `answer` column: `data` selects the page's JSON texts joined by
 * commas (null when the page is empty), `total` selects the count.
 */
export function pageAnswer(data: SQL, total: SQL): SQL {
  return sql`select '{"data":[' || coalesce((${data}), '') || '],"total":' || (${total})::text || '}' as answer`;
}
