import { sql } from 'drizzle-orm';

export interface Paging {
  limit: number;
  offset: number;
}

/** `page` and `pageSize` (defaults from the document: 1 and 50) as a limit and offset. */
export function paging(query: { page?: number; pageSize?: number }): Paging {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 50;
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/** `count(*)` as a JS number. */
export const countAll = sql<number>`count(*)`.mapWith(Number);

/** `text` with the characters LIKE treats specially (backslash, % and _) escaped, so it matches itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** A LIKE pattern matching `text` as a case-insensitive substring (its own % and _ match themselves). */
export function containsPattern(text: string): string {
  return `%${escapeLike(text.toLowerCase())}%`;
}
