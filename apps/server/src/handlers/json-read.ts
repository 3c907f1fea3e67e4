import { createHash } from 'node:crypto';
import type { components } from '@shop/sdk';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { RenderedJson } from '../contract/rendered-json.js';
import type { Executor } from '../db/client.js';

type Schemas = components['schemas'];

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
 * The `answer` column of the first row of a raw query's result (node-postgres answers `rows`). The statement
 * selects it `::text`, so the driver hands over the text without decoding it.
 */
function answerOf(result: unknown): string {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    const [row] = result.rows;
    if (typeof row === 'object' && row !== null && 'answer' in row && typeof row.answer === 'string') {
      return row.answer;
    }
  }
  throw new Error('The database answered no JSON text (a column `answer` of the first row).');
}

/**
 * Reads an answer that PostgreSQL renders as JSON text in the shape of the document's schema `name` (one value,
 * selected `::text as answer`), to be sent as it is.
 *
 * For the big list reads: rendered row by row through the driver and the query builder, a page of 50 orders cost
 * about three times as much as the query itself (every one of its 650 values decoded, mapped and encoded again);
 * parsed, checked and encoded again in this process, still a third of the server's time per read. The statement
 * is prepared (named by its text), so PostgreSQL plans it once per connection rather than on every read: with
 * the page's numbers written into it (pageClause) its plan does not depend on its parameters. The tests check
 * every answer of these reads against the document.
 */
export function jsonReader<Name extends keyof Schemas>(_name: Name) {
  return async (db: Executor, query: SQL): Promise<RenderedJson<Schemas[Name]>> => {
    const built = dialect.sqlToQuery(query);
    const prepared = db._.session.prepareQuery(built, undefined, statementName(built.sql), false);
    return new RenderedJson(answerOf(await prepared.execute()));
  };
}

/**
 * A list answer, `{"data":[…],"total":n}`, as one `answer` column: `data` selects the page's JSON texts joined by
 * commas (null when the page is empty), `total` selects the count.
 */
export function pageAnswer(data: SQL, total: SQL): SQL {
  return sql`select '{"data":[' || coalesce((${data}), '') || '],"total":' || (${total})::text || '}' as answer`;
}
