import type { components } from '@shop/sdk';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../app-deps.js';
import type { HandlerInput, Handlers } from '../contract/handler-types.js';
import { badRequest, conflict, notFound } from '../contract/http-error.js';
import type { Executor, Tx } from '../db/client.js';
import {
  categories,
  featuredItems,
  itemAssets,
  itemCategories,
  itemListings,
  itemNameSuffixes,
  itemSubcategories,
  items,
  listCounts,
  subcategories,
  wishlists,
} from '../db/schema.js';
import { toWishlist, wishlistQuery } from './customers.js';
import { idText, ref, toId } from './ids.js';
import { jsonReader, pageAnswer } from './json-read.js';
import { containsPattern, countAll, type Paging, pageClause, paging } from './paging.js';
import { requireReference } from './references.js';
import { withUploads } from './uploads.js';

type Item = components['schemas']['Item'];
type ItemKind = Item['categoryOrSubcategory'];

export const MAX_ASSETS_PER_ITEM = 4;

function itemQuery(db: Executor) {
  return db
    .select({ item: items, categoryName: categories.name, subcategoryName: subcategories.name })
    .from(items)
    .innerJoin(categories, eq(items.categoryId, categories.id))
    .leftJoin(subcategories, eq(items.subcategoryId, subcategories.id));
}

function toItem({
  item,
  categoryName,
  subcategoryName,
}: Awaited<ReturnType<typeof itemQuery>>[number]): Item {
  return {
    _id: idText(item.id),
    name: item.name,
    description: item.description,
    price: item.price,
    isAvailable: item.isAvailable,
    isVisible: item.isVisible,
    image: item.image,
    categoryOrSubcategory: item.categoryOrSubcategory,
    category: ref(item.categoryId, categoryName),
    subcategory:
      item.subcategoryId === null || subcategoryName === null
        ? null
        : ref(item.subcategoryId, subcategoryName),
  };
}

async function findItem(db: Executor, id: bigint): Promise<Item> {
  const [row] = await itemQuery(db).where(eq(items.id, id));
  if (row === undefined) throw notFound('No such item.');
  return toItem(row);
}

interface Placement {
  kind: ItemKind;
  categoryId: bigint;
  subcategoryId: bigint | null;
}

/**
 * Where an item goes: with `category`, the category; with `subcategory`, the subcategory and its parent category
 * (a `category` sent along must be that parent).
 */
async function resolvePlacement(
  db: Executor,
  kind: ItemKind,
  category: bigint | undefined,
  subcategory: bigint | undefined,
): Promise<Placement> {
  if (kind === 'category') {
    if (category === undefined) throw badRequest('Choose a category.', { category: 'Required' });
    await requireReference(db, categories, categories.id, category, 'category', 'category', 404);
    return { kind, categoryId: category, subcategoryId: null };
  }
  if (subcategory === undefined) throw badRequest('Choose a subcategory.', { subcategory: 'Required' });
  const [row] = await db
    .select({ id: subcategories.id, categoryId: subcategories.categoryId })
    .from(subcategories)
    .where(eq(subcategories.id, subcategory));
  if (row === undefined) throw notFound('No such subcategory.');
  if (category !== undefined && category !== row.categoryId) {
    throw badRequest('The subcategory does not belong to the chosen category.', {
      subcategory: 'Choose a subcategory of the chosen category',
    });
  }
  return { kind, categoryId: row.categoryId, subcategoryId: row.id };
}

/** The item-category or item-subcategory link follows the item's placement: exactly one, of the right kind. */
async function linkItem(tx: Tx, itemId: bigint, placement: Placement): Promise<void> {
  await tx.delete(itemCategories).where(eq(itemCategories.itemId, itemId));
  await tx.delete(itemSubcategories).where(eq(itemSubcategories.itemId, itemId));
  if (placement.subcategoryId === null) {
    await tx.insert(itemCategories).values({ itemId, categoryId: placement.categoryId });
  } else {
    await tx.insert(itemSubcategories).values({ itemId, subcategoryId: placement.subcategoryId });
  }
}

type ItemSortKey = NonNullable<HandlerInput<'listItems'>['query']['sort']>;

/**
 * `sort` as ORDER BY terms on item rows `i`; the id breaks ties, so pages never overlap. Each has an index on the
 * items table. From this fixed list only, never from the request's text.
 */
function itemOrder(sort: ItemSortKey): SQL {
  const terms: { [key in ItemSortKey]: string } = {
    name: 'lower(i.name) asc, i.id asc',
    '-name': 'lower(i.name) desc, i.id desc',
    price: 'i.price asc, i.id asc',
    '-price': 'i.price desc, i.id desc',
    createdAt: 'i.created_at asc, i.id asc',
    '-createdAt': 'i.created_at desc, i.id desc',
  };
  return sql.raw(terms[sort]);
}

const readItemList = jsonReader('ItemList');

/**
 * The rendered items (item_listings) of a page of `source` (items, or rows with an item `id`, as `i`) in `order`
 * (on `i`), joined by commas: the page is cut first, then only its rows' texts are read.
 */
function itemPage(source: SQL, order: SQL, page: Paging): SQL {
  return sql`select string_agg(${itemListings.listing}, ',' order by ${order})
    from (select * from ${source} i order by ${order} ${pageClause(page)}) i
    join ${itemListings} on ${itemListings.itemId} = i.id`;
}

/** A page of every item; the total is the kept count (list_counts), not a count of 100,000 rows. */
function listAllItems(db: Executor, sort: ItemSortKey, page: Paging) {
  return readItemList(
    db,
    pageAnswer(
      itemPage(sql`${items}`, itemOrder(sort), page),
      sql`select ${listCounts.count} from ${listCounts} where ${listCounts.list} = 'items'`,
    ),
  );
}

/** The longest suffix kept per position of a name (item_name_suffixes). */
const SUFFIX_LENGTH = 32;

/**
 * The least text above every text that starts with `prefix`, in code point order (UTF-8's byte order, which the
 * suffix index compares by, text_pattern_ops): `prefix` with its last character one higher. Undefined when there
 * is none (a prefix of U+10FFFF only).
 */
export function prefixEnd(prefix: string): string | undefined {
  const points = Array.from(prefix, (char) => char.codePointAt(0) ?? 0);
  while (points.length > 0) {
    const next = (points.pop() ?? 0) + 1;
    if (next <= 0x10ffff) {
      points.push(next >= 0xd800 && next <= 0xdfff ? 0xe000 : next);
      return String.fromCodePoint(...points);
    }
  }
  return undefined;
}

/**
 * A page of the items whose name contains `q`, and how many there are. The matches are the items with a name
 * suffix starting with `q`: one B-tree range of item_name_suffixes (a longer `q` narrows by its first 32
 * characters, then each name is checked for all of it). Found once (a materialized CTE), then counted, sorted and
 * cut. Sorted by name (the admin's default), the suffix index holds all it needs (the item and its lowercased
 * name); sorted otherwise, the matches' ids go to the items as an array, so each is one primary-key lookup
 * whatever the planner guesses of the range.
 *
 * The range's ends are given as `(select $n)`, which the planner cannot see into: its plan is then the same for
 * every search, and PostgreSQL keeps it for the prepared statement instead of planning each search again (with
 * `like 'tea 12%'` it planned every time, as long as running it).
 */
function searchItems(db: Executor, q: string, sort: ItemSortKey, page: Paging) {
  const text = q.toLowerCase();
  const start = text.slice(0, SUFFIX_LENGTH);
  const end = prefixEnd(start);
  const { itemId, suffix, nameKey } = itemNameSuffixes;
  const inRange = sql`${suffix} ~>=~ (select ${start}::text)
    ${end === undefined ? sql`` : sql`and ${suffix} ~<~ (select ${end}::text)`}`;
  const longer = text.length > SUFFIX_LENGTH;
  const byName = sort === 'name' || sort === '-name';
  const matched = byName
    ? sql`select distinct ${itemId} as id, ${nameKey} as name_key from ${itemNameSuffixes}
          where ${inRange} ${longer ? sql`and ${nameKey} like ${containsPattern(q)}` : sql``}`
    : sql`select * from ${items}
          where ${items.id} = any(array(select ${itemId} from ${itemNameSuffixes} where ${inRange}))
          ${longer ? sql`and lower(${items.name}) like ${containsPattern(q)}` : sql``}`;
  const order = byName
    ? sql.raw(sort === 'name' ? 'i.name_key asc, i.id asc' : 'i.name_key desc, i.id desc')
    : itemOrder(sort);
  return readItemList(
    db,
    sql`with matched as materialized (${matched})
    ${pageAnswer(itemPage(sql`matched`, order, page), sql`select count(*) from matched`)}`,
  );
}

const linkedItem = alias(items, 'linked_item');

function itemCategoryQuery(db: Executor) {
  return db
    .select({ link: itemCategories, itemName: linkedItem.name, categoryName: categories.name })
    .from(itemCategories)
    .innerJoin(linkedItem, eq(itemCategories.itemId, linkedItem.id))
    .innerJoin(categories, eq(itemCategories.categoryId, categories.id));
}

function toItemCategory({
  link,
  itemName,
  categoryName,
}: Awaited<ReturnType<typeof itemCategoryQuery>>[number]) {
  return {
    _id: idText(link.id),
    item: ref(link.itemId, itemName),
    category: ref(link.categoryId, categoryName),
  } satisfies components['schemas']['ItemCategory'];
}

function itemSubcategoryQuery(db: Executor) {
  return db
    .select({ link: itemSubcategories, itemName: linkedItem.name, subcategoryName: subcategories.name })
    .from(itemSubcategories)
    .innerJoin(linkedItem, eq(itemSubcategories.itemId, linkedItem.id))
    .innerJoin(subcategories, eq(itemSubcategories.subcategoryId, subcategories.id));
}

function toItemSubcategory({
  link,
  itemName,
  subcategoryName,
}: Awaited<ReturnType<typeof itemSubcategoryQuery>>[number]) {
  return {
    _id: idText(link.id),
    item: ref(link.itemId, itemName),
    subcategory: ref(link.subcategoryId, subcategoryName),
  } satisfies components['schemas']['ItemSubcategory'];
}

function featuredQuery(db: Executor) {
  return db
    .select({ featured: featuredItems, itemName: items.name })
    .from(featuredItems)
    .innerJoin(items, eq(featuredItems.itemId, items.id));
}

function toFeatured({ featured, itemName }: Awaited<ReturnType<typeof featuredQuery>>[number]) {
  return {
    _id: idText(featured.id),
    item: ref(featured.itemId, itemName),
    precedence: featured.precedence,
  } satisfies components['schemas']['FeaturedItem'];
}

async function findFeatured(db: Executor, id: bigint) {
  const [row] = await featuredQuery(db).where(eq(featuredItems.id, id));
  if (row === undefined) throw notFound('No such featured item.');
  return toFeatured(row);
}

function assetQuery(db: Executor) {
  return db
    .select({ asset: itemAssets, itemName: items.name })
    .from(itemAssets)
    .innerJoin(items, eq(itemAssets.itemId, items.id));
}

function toAsset({ asset, itemName }: Awaited<ReturnType<typeof assetQuery>>[number]) {
  return {
    _id: idText(asset.id),
    item: ref(asset.itemId, itemName),
    image: asset.image,
    precedence: asset.precedence,
  } satisfies components['schemas']['ItemAsset'];
}

async function findAsset(db: Executor, id: bigint) {
  const [row] = await assetQuery(db).where(eq(itemAssets.id, id));
  if (row === undefined) throw notFound('No such item asset.');
  return row;
}

/**
 * Locks the item row, then counts its assets: concurrent additions to one item queue on the lock, so the limit
 * holds under concurrency too.
 */
async function reserveAssetSlot(tx: Tx, itemId: bigint): Promise<void> {
  const [item] = await tx.select({ id: items.id }).from(items).where(eq(items.id, itemId)).for('update');
  if (item === undefined) throw notFound('No such item.');
  const [row] = await tx.select({ n: count() }).from(itemAssets).where(eq(itemAssets.itemId, itemId));
  if ((row?.n ?? 0) >= MAX_ASSETS_PER_ITEM) {
    throw conflict(`This item already has ${MAX_ASSETS_PER_ITEM} images; delete one first.`);
  }
}

export function itemHandlers(deps: AppDeps) {
  const { db, media } = deps;
  return {
    async listItems({ query }) {
      const page = paging(query);
      const q = query.q?.trim();
      const sort = query.sort ?? 'name';
      const body =
        q === undefined || q === ''
          ? await listAllItems(db, sort, page)
          : await searchItems(db, q, sort, page);
      return { status: 200, body };
    },

    async createItem({ body }) {
      const placement = await resolvePlacement(
        db,
        body.categoryOrSubcategory,
        body.category === undefined ? undefined : toId(body.category),
        body.subcategory === undefined ? undefined : toId(body.subcategory),
      );
      const id = await withUploads(media, 'items', { image: body.image }, async (stored) => {
        const result = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(items)
            .values({
              name: body.name.trim(),
              description: body.description ?? '',
              price: body.price ?? 0,
              isAvailable: body.isAvailable ?? false,
              isVisible: body.isVisible ?? false,
              image: stored.image ?? null,
              categoryOrSubcategory: placement.kind,
              categoryId: placement.categoryId,
              subcategoryId: placement.subcategoryId,
            })
            .returning({ id: items.id });
          if (row === undefined) throw new Error('insert returned no row');
          await linkItem(tx, row.id, placement);
          return row.id;
        });
        return { result, replaced: [] };
      });
      return { status: 201, body: await findItem(db, id) };
    },

    async getItem({ params }) {
      return { status: 200, body: await findItem(db, toId(params.id)) };
    },

    async updateItem({ params, body }) {
      const id = toId(params.id);
      const [current] = await db.select().from(items).where(eq(items.id, id));
      if (current === undefined) throw notFound('No such item.');
      const kind = body.categoryOrSubcategory ?? current.categoryOrSubcategory;
      const category = body.category === undefined ? undefined : toId(body.category);
      const subcategory = body.subcategory === undefined ? undefined : toId(body.subcategory);
      const placementChanges =
        body.categoryOrSubcategory !== undefined || category !== undefined || subcategory !== undefined;
      const placement = placementChanges
        ? await resolvePlacement(
            db,
            kind,
            category ?? (kind === 'category' || subcategory === undefined ? current.categoryId : undefined),
            subcategory ?? current.subcategoryId ?? undefined,
          )
        : undefined;
      await withUploads(media, 'items', { image: body.image }, async (stored) => {
        await db.transaction(async (tx) => {
          const [row] = await tx
            .update(items)
            .set({
              name: body.name?.trim(),
              description: body.description,
              price: body.price,
              isAvailable: body.isAvailable,
              isVisible: body.isVisible,
              image: stored.image,
              categoryOrSubcategory: placement?.kind,
              categoryId: placement?.categoryId,
              subcategoryId: placement === undefined ? undefined : placement.subcategoryId,
            })
            .where(eq(items.id, id))
            .returning({ id: items.id });
          if (row === undefined) throw notFound('No such item.');
          if (placement !== undefined) await linkItem(tx, id, placement);
        });
        return { result: undefined, replaced: stored.image === undefined ? [] : [current.image] };
      });
      return { status: 200, body: await findItem(db, id) };
    },

    async deleteItem({ params }) {
      const id = toId(params.id);
      const images = await db.transaction(async (tx) => {
        const assets = await tx
          .select({ image: itemAssets.image })
          .from(itemAssets)
          .where(eq(itemAssets.itemId, id));
        // Assets, links, featured, collection and wishlist entries cascade; order lines refuse it (-> 409).
        const [deleted] = await tx.delete(items).where(eq(items.id, id)).returning({ image: items.image });
        if (deleted === undefined) throw notFound('No such item.');
        return [deleted.image, ...assets.map((asset) => asset.image)];
      });
      await media.remove(...images);
      return { status: 204 };
    },

    async listItemCategories({ query }) {
      const page = paging(query);
      const where = and(
        query.category === undefined ? undefined : eq(itemCategories.categoryId, toId(query.category)),
        query.item === undefined ? undefined : eq(itemCategories.itemId, toId(query.item)),
      );
      const [rows, [total]] = await Promise.all([
        itemCategoryQuery(db)
          .where(where)
          .orderBy(asc(sql`lower(${linkedItem.name})`), asc(itemCategories.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: countAll }).from(itemCategories).where(where),
      ]);
      return { status: 200, body: { data: rows.map(toItemCategory), total: total?.n ?? 0 } };
    },

    async getItemCategory({ params }) {
      const [row] = await itemCategoryQuery(db).where(eq(itemCategories.id, toId(params.id)));
      if (row === undefined) throw notFound('No such item-category link.');
      return { status: 200, body: toItemCategory(row) };
    },

    async listItemSubcategories({ query }) {
      const page = paging(query);
      const where = and(
        query.subcategory === undefined
          ? undefined
          : eq(itemSubcategories.subcategoryId, toId(query.subcategory)),
        query.item === undefined ? undefined : eq(itemSubcategories.itemId, toId(query.item)),
      );
      const [rows, [total]] = await Promise.all([
        itemSubcategoryQuery(db)
          .where(where)
          .orderBy(asc(sql`lower(${linkedItem.name})`), asc(itemSubcategories.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: countAll }).from(itemSubcategories).where(where),
      ]);
      return { status: 200, body: { data: rows.map(toItemSubcategory), total: total?.n ?? 0 } };
    },

    async getItemSubcategory({ params }) {
      const [row] = await itemSubcategoryQuery(db).where(eq(itemSubcategories.id, toId(params.id)));
      if (row === undefined) throw notFound('No such item-subcategory link.');
      return { status: 200, body: toItemSubcategory(row) };
    },

    async listFeaturedItems() {
      const rows = await featuredQuery(db).orderBy(asc(featuredItems.precedence), asc(featuredItems.id));
      return { status: 200, body: { data: rows.map(toFeatured), total: rows.length } };
    },

    async createFeaturedItem({ body }) {
      const itemId = toId(body.item);
      await requireReference(db, items, items.id, itemId, 'item', 'item', 404);
      const [row] = await db
        .insert(featuredItems)
        .values({ itemId, precedence: body.precedence })
        .returning({ id: featuredItems.id });
      if (row === undefined) throw new Error('insert returned no row');
      return { status: 201, body: await findFeatured(db, row.id) };
    },

    async getFeaturedItem({ params }) {
      return { status: 200, body: await findFeatured(db, toId(params.id)) };
    },

    async updateFeaturedItem({ params, body }) {
      const id = toId(params.id);
      await findFeatured(db, id);
      const itemId = body.item === undefined ? undefined : toId(body.item);
      if (itemId !== undefined) await requireReference(db, items, items.id, itemId, 'item', 'item', 404);
      await db
        .update(featuredItems)
        .set({ itemId, precedence: body.precedence })
        .where(eq(featuredItems.id, id));
      return { status: 200, body: await findFeatured(db, id) };
    },

    async deleteFeaturedItem({ params }) {
      const [row] = await db
        .delete(featuredItems)
        .where(eq(featuredItems.id, toId(params.id)))
        .returning({ id: featuredItems.id });
      if (row === undefined) throw notFound('No such featured item.');
      return { status: 204 };
    },

    async listItemAssets({ query }) {
      const page = paging(query);
      const where = query.item === undefined ? undefined : eq(itemAssets.itemId, toId(query.item));
      const [rows, [total]] = await Promise.all([
        assetQuery(db)
          .where(where)
          .orderBy(asc(itemAssets.itemId), asc(itemAssets.precedence), asc(itemAssets.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: countAll }).from(itemAssets).where(where),
      ]);
      return { status: 200, body: { data: rows.map(toAsset), total: total?.n ?? 0 } };
    },

    async createItemAsset({ body }) {
      const itemId = toId(body.item);
      const id = await withUploads(media, 'item-assets', { image: body.image }, async (stored) => {
        const result = await db.transaction(async (tx) => {
          await reserveAssetSlot(tx, itemId);
          const [row] = await tx
            .insert(itemAssets)
            .values({ itemId, image: stored.image ?? '', precedence: body.precedence })
            .returning({ id: itemAssets.id });
          if (row === undefined) throw new Error('insert returned no row');
          return row.id;
        });
        return { result, replaced: [] };
      });
      return { status: 201, body: toAsset(await findAsset(db, id)) };
    },

    async getItemAsset({ params }) {
      return { status: 200, body: toAsset(await findAsset(db, toId(params.id))) };
    },

    async updateItemAsset({ params, body }) {
      const id = toId(params.id);
      const current = await findAsset(db, id);
      const itemId = body.item === undefined ? undefined : toId(body.item);
      await withUploads(media, 'item-assets', { image: body.image }, async (stored) => {
        await db.transaction(async (tx) => {
          if (itemId !== undefined && itemId !== current.asset.itemId) await reserveAssetSlot(tx, itemId);
          const [row] = await tx
            .update(itemAssets)
            .set({ itemId, image: stored.image, precedence: body.precedence })
            .where(eq(itemAssets.id, id))
            .returning({ id: itemAssets.id });
          if (row === undefined) throw notFound('No such item asset.');
        });
        return { result: undefined, replaced: stored.image === undefined ? [] : [current.asset.image] };
      });
      return { status: 200, body: toAsset(await findAsset(db, id)) };
    },

    async deleteItemAsset({ params }) {
      const [row] = await db
        .delete(itemAssets)
        .where(eq(itemAssets.id, toId(params.id)))
        .returning({ image: itemAssets.image });
      if (row === undefined) throw notFound('No such item asset.');
      await media.remove(row.image);
      return { status: 204 };
    },

    async listWishlists({ query }) {
      const page = paging(query);
      const where = and(
        query.customer === undefined ? undefined : eq(wishlists.customerId, toId(query.customer)),
        query.item === undefined ? undefined : eq(wishlists.itemId, toId(query.item)),
      );
      const [rows, [total]] = await Promise.all([
        wishlistQuery(db)
          .where(where)
          .orderBy(desc(wishlists.createdAt), desc(wishlists.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: countAll }).from(wishlists).where(where),
      ]);
      return { status: 200, body: { data: rows.map(toWishlist), total: total?.n ?? 0 } };
    },

    async getWishlist({ params }) {
      const [row] = await wishlistQuery(db).where(eq(wishlists.id, toId(params.id)));
      if (row === undefined) throw notFound('No such wishlist entry.');
      return { status: 200, body: toWishlist(row) };
    },

    async deleteWishlist({ params }) {
      const [row] = await db
        .delete(wishlists)
        .where(eq(wishlists.id, toId(params.id)))
        .returning({ id: wishlists.id });
      if (row === undefined) throw notFound('No such wishlist entry.');
      return { status: 204 };
    },
  } satisfies Partial<Handlers>;
}
