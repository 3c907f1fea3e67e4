import { type SQL, sql } from 'drizzle-orm';

export interface Paging {
  limit: number;
  offset: number;
}

/** `page` and `pageSize` (the validator fills in the document's defaults) as a limit and offset. */
export function paging({ page, pageSize }: { page: number; pageSize: number }): Paging {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/**
 * `limit … offset …` with the numbers written into the statement rather than sent as parameters: with parameters
 * there, PostgreSQL cannot know a page is small, so a prepared statement's generic plan looks costly and every
 * execution is planned again; with them written in, a named statement is planned once per connection. Only ever
 * from `paging` (whole numbers the document bounds), never from a request's text.
 */
export function pageClause({ limit, offset }: Paging): SQL {
  if (!Number.isSafeInteger(limit) || !Number.isSafeInteger(offset) || limit < 0 || offset < 0) {
    throw new Error(`not a page: limit ${limit}, offset ${offset}`);
  }
  return sql.raw(`limit ${limit} offset ${offset}`);
}

/** `count(*)` as a JS number. */
export const countAll = sql<number>`count(*)`.mapWith(Number);
