import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * The search key of a column or text, as the database makes it (search_key, migration 0013: lowercased, Unicode's
 * composed form NFC, without the joiners U+200C and U+200D). A name matches a search when its key contains the
 * search text's key; the kept item name suffixes and the customers' trigram indexes are made of the same keys.
 */
export function searchKey(value: SQLWrapper | string): SQL {
  return sql`search_key(${value})`;
}

/**
 * A LIKE pattern matching the search keys that contain `q`'s (its \, % and _ match themselves), worked out once
 * per statement: `(select …)` is not evaluated again for every row a prepared statement's generic plan reads.
 */
export function containingKeyOf(q: string): SQL {
  return sql`(select search_pattern(${q}))`;
}
