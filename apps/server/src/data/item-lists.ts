import type { Schema } from '@shop/sdk';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { QueryParams } from '../core/operation-types.js';
import type { Executor } from '../db/executor.js';
import { SUFFIX_LENGTH } from '../db/renderings.js';
import { itemListings, itemNameSuffixes, items, listCounts } from '../db/schema.js';
import { Field } from './crud/fields.js';
import { pageAnswer, readJsonList } from './json-read.js';
import type { KeysetSource, KeyTerm } from './keyset-pages.js';
import { type Paging, pageClause } from './paging.js';
import { containingKeyOf, searchKey } from './search-keys.js';

type Item = Schema<'Item'>;

/** An item as every read answers it: its kept rendering (item_listings, src/db/renderings.ts). */
export const itemListing = new Field<Item>(
  sql`(select ${itemListings.listing} from ${itemListings} where ${itemListings.itemId} = ${items.id})`,
);

/** The items list's `sort` values (a field, descending with a leading `-`). */
export type ItemSort = QueryParams<'listItems'>['sort'];

/**
 * `sort` as ORDER BY terms on item rows `i`; the id breaks ties, so pages never overlap. Each has an index on the
 * items table. From this fixed list only, never from the request's text.
 */
function itemOrder(sort: ItemSort): SQL {
  const terms: { [key in ItemSort]: string } = {
    name: 'lower(i.name) asc, i.id asc',
    '-name': 'lower(i.name) desc, i.id desc',
    price: 'i.price asc, i.id asc',
    '-price': 'i.price desc, i.id desc',
    createdAt: 'i.created_at asc, i.id asc',
    '-createdAt': 'i.created_at desc, i.id desc',
  };
  return sql.raw(terms[sort]);
}

/**
 * The rendered items (item_listings) of a page of `source` (items, or rows with an item `id`, as `i`) in `order`
 * (on `i`), joined by commas: the page is cut first, then only its rows' texts are read.
 */
function itemPage(source: SQL, order: SQL, page: Paging): SQL {
  return sql`select string_agg(${itemListings.listing}, ',' order by ${order})
    from (select * from ${source} i order by ${order} ${pageClause(page)}) i
    join ${itemListings} on ${itemListings.itemId} = i.id`;
}

/**
 * A page of every item `where` keeps (every item when undefined); the total is then the kept count (list_counts),
 * not a count of 100,000 rows.
 */
export function allItems(db: Executor, sort: ItemSort, page: Paging, where?: SQL) {
  return readJsonList<Item>(
    db,
    where === undefined
      ? pageAnswer(
          itemPage(sql`${items}`, itemOrder(sort), page),
          sql`select ${listCounts.count} from ${listCounts} where ${listCounts.list} = 'items'`,
        )
      : sql`with matched as materialized (select * from ${items} where ${where})
        ${pageAnswer(itemPage(sql`matched`, itemOrder(sort), page), sql`select count(*) from matched`)}`,
  );
}

/**
 * A page of the items whose name contains `q`, and how many there are: the items whose name's search key
 * (src/data/search-keys.ts) has a suffix starting with `q`'s. The suffixes are kept (item_name_suffixes, at most
 * SUFFIX_LENGTH characters each), so the matches are one B-tree range of their index: from the key's first
 * SUFFIX_LENGTH characters to the same followed by SUFFIX_LENGTH times U+10FFFF, the highest character (a suffix
 * starts with the prefix exactly when it sorts between the two). A longer key narrows by that range, then each
 * name is checked for all of it. Found once (a materialized CTE), then counted, sorted and cut. Sorted by name
 * (the admin's default), the suffix index holds all it needs (the item and its lowercased name); sorted otherwise,
 * the matches' ids go to the items as an array, so each is one primary-key lookup whatever the planner guesses of
 * the range.
 *
 * `q`'s key is made by the database, as the suffixes were, in `(select …)`s, which the planner cannot see into:
 * its plan is then the same for every search, and PostgreSQL keeps it for the prepared statement instead of
 * planning each search again (with `like 'tea 12%'` it planned every time, as long as running it).
 */
export function searchItems(db: Executor, q: string, sort: ItemSort, page: Paging, where?: SQL) {
  const length = sql.raw(String(SUFFIX_LENGTH));
  const start = sql`left(${searchKey(q)}, ${length})`;
  const { itemId, suffix, nameKey } = itemNameSuffixes;
  const inRange = sql`${suffix} ~>=~ (select ${start})
    and ${suffix} ~<=~ (select ${start} || repeat(chr(1114111), ${length}))`;
  // The name_key is the name lowercased: its search key is the name's.
  const wholeName = (name: SQLWrapper) =>
    sql`((select length(${searchKey(q)}) <= ${length}) or ${searchKey(name)} like ${containingKeyOf(q)})`;
  // With filters, the matches are items rows, which the filters read.
  const byName = (sort === 'name' || sort === '-name') && where === undefined;
  const matched = byName
    ? sql`select distinct ${itemId} as id, ${nameKey} as name_key from ${itemNameSuffixes}
          where ${inRange} and ${wholeName(nameKey)}`
    : sql`select * from ${items}
          where ${items.id} = any(array(select ${itemId} from ${itemNameSuffixes} where ${inRange}))
          and ${wholeName(items.name)} ${where === undefined ? sql`` : sql`and ${where}`}`;
  const order = byName
    ? sql.raw(sort === 'name' ? 'i.name_key asc, i.id asc' : 'i.name_key desc, i.id desc')
    : itemOrder(sort);
  return readJsonList<Item>(
    db,
    sql`with matched as materialized (${matched})
    ${pageAnswer(itemPage(sql`matched`, order, page), sql`select count(*) from matched`)}`,
  );
}

/** The items list's sort keys as keyset terms (the list's ORDER BY, itemOrder): the key, then the id. */
const ITEM_KEYS: { [key in ItemSort]: { term: KeyTerm; descending: boolean } } = {
  name: { term: { sql: sql`lower(${items.name})`, type: 'text' }, descending: false },
  '-name': { term: { sql: sql`lower(${items.name})`, type: 'text' }, descending: true },
  price: { term: { sql: sql`${items.price}`, type: 'numeric' }, descending: false },
  '-price': { term: { sql: sql`${items.price}`, type: 'numeric' }, descending: true },
  createdAt: { term: { sql: sql`${items.createdAt}`, type: 'timestamptz' }, descending: false },
  '-createdAt': { term: { sql: sql`${items.createdAt}`, type: 'timestamptz' }, descending: true },
};

/**
 * The items the list shows for `q`, `sort` and the filters' conditions, for an export read page by page: the same order (the key, then the
 * id), the same match (a part of the name's search key: what the suffix search finds), the same renderings.
 */
export function itemExportSource(q: string | undefined, sort: ItemSort, filters?: SQL): KeysetSource {
  const { term, descending } = ITEM_KEYS[sort];
  const match =
    q === undefined || q === '' ? undefined : sql`${searchKey(items.name)} like ${containingKeyOf(q)}`;
  const conditions = [match, filters].filter((condition) => condition !== undefined);
  return {
    from: sql`${items}`,
    where: conditions.length === 0 ? undefined : sql.join(conditions, sql` and `),
    keys: [term, { sql: sql`${items.id}`, type: 'bigint' }],
    descending,
    json: itemListing.sql,
  };
}
