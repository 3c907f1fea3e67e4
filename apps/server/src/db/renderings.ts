import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from './executor.js';

/**
 * The longest suffix of an item name's search key kept per position (item_name_suffixes): a search for a longer
 * text narrows by its first SUFFIX_LENGTH characters, then checks each name for all of it (searchItems,
 * src/data/item-lists.ts).
 */
export const SUFFIX_LENGTH = 32;

/**
 * How items and orders are rendered as the document's `Item` and `Order` (every read of one, single or listed,
 * answers this text: it is kept per row in item_listings / order_listings by the triggers of migration 0005), and
 * how an item's name is cut into the suffixes its search finds it by. This is the one place each is stated: the
 * server applies it at every start, and when it differs from what the database last applied (its hash, kept as the
 * comment of item_listing) every kept rendering is made again, in one transaction.
 */
const RENDERINGS = [
  `CREATE OR REPLACE FUNCTION item_listing(item items, category_name text, subcategory_name text) RETURNS text
   LANGUAGE sql STABLE AS $$
  SELECT json_build_object(
    '_id', item.id::text,
    'version', item.version,
    'name', item.name,
    'description', item.description,
    'price', item.price,
    'isAvailable', item.is_available,
    'isVisible', item.is_visible,
    'image', item.image,
    'categoryOrSubcategory', item.category_or_subcategory,
    'category', json_build_object('_id', item.category_id::text, 'name', category_name),
    'subcategory', CASE WHEN item.subcategory_id IS NULL THEN NULL
                        ELSE json_build_object('_id', item.subcategory_id::text, 'name', subcategory_name) END)::text
  $$`,
  // `createdAt` as JavaScript's toISOString writes it (milliseconds, UTC), like every other time the API answers.
  // The address by its name (a rename renders its orders again: migration 0016's trigger).
  `CREATE OR REPLACE FUNCTION order_listing(placed orders, customer_name text) RETURNS text
   LANGUAGE sql STABLE AS $$
  SELECT json_build_object(
    '_id', placed.id::text,
    'version', placed.version,
    'customer', json_build_object('_id', placed.customer_id::text, 'name', customer_name),
    'orderStatus', placed.order_status,
    'source', placed.source,
    'address', (SELECT json_build_object('_id', delivered_to.id::text, 'name', delivered_to.name)
                FROM addresses delivered_to WHERE delivered_to.id = placed.address_id),
    'areaString', placed.area_string,
    'fullAddressString', placed.full_address_string,
    'subtotal', placed.subtotal,
    'discount', placed.discount,
    'deliveryFee', placed.delivery_fee,
    'total', placed.total,
    'vat', placed.vat,
    'grandTotal', placed.grand_total,
    'notes', placed.notes,
    'createdAt', to_char(placed.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text
  $$`,
  // Every suffix of the name's search key (search_key, migration 0013), at most SUFFIX_LENGTH characters of each.
  `CREATE OR REPLACE FUNCTION item_name_suffixes_of(names items) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT substr(name_search_key, position, ${SUFFIX_LENGTH})
  FROM search_key(names.name) AS name_search_key, generate_series(1, length(name_search_key)) AS position
  $$`,
];

/** Everything kept from the renderings, made again from the rows (faster than row by row; no dead rows left). */
const RENDER_AGAIN = [
  // Writes to these tables wait until the renderings are made again (another server may run on this database).
  'LOCK TABLE items, categories, subcategories, orders, customers, addresses IN SHARE MODE',
  'TRUNCATE item_listings, order_listings, item_name_suffixes',
  `INSERT INTO item_listings (item_id, listing)
   SELECT item.id, item_listing(item, category.name, subcategory.name)
   FROM items item
   JOIN categories category ON category.id = item.category_id
   LEFT JOIN subcategories subcategory ON subcategory.id = item.subcategory_id`,
  `INSERT INTO order_listings (order_id, listing)
   SELECT placed.id, order_listing(placed, customer.name)
   FROM orders placed JOIN customers customer ON customer.id = placed.customer_id`,
  `INSERT INTO item_name_suffixes (item_id, suffix, name_key)
   SELECT items.id, item_name_suffixes_of(items), lower(items.name) FROM items`,
  'ANALYZE item_listings, order_listings, item_name_suffixes',
];

const VERSION = `renderings ${createHash('sha256').update(RENDERINGS.join('\n')).digest('hex').slice(0, 16)}`;

/**
 * Applies the renderings when the database holds other ones (a new database, or a server whose renderings
 * changed), and makes every kept rendering again; answers whether it did. Runs after the migrations; servers
 * starting together take turns (an advisory lock), and the second finds the work done.
 */
export async function applyRenderings(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('shop.renderings'))`);
    const result = await tx.execute(
      sql`select obj_description('item_listing(items,text,text)'::regprocedure, 'pg_proc') as version`,
    );
    if (versionOf(result) === VERSION) return false;
    for (const statement of [...RENDERINGS, ...RENDER_AGAIN]) await tx.execute(sql.raw(statement));
    await tx.execute(sql.raw(`COMMENT ON FUNCTION item_listing(items, text, text) IS '${VERSION}'`));
    return true;
  });
}

function versionOf(result: unknown): unknown {
  if (typeof result !== 'object' || result === null || !('rows' in result) || !Array.isArray(result.rows)) {
    return undefined;
  }
  const [row] = result.rows;
  return typeof row === 'object' && row !== null && 'version' in row ? row.version : undefined;
}
