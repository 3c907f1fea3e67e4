import { eq } from 'drizzle-orm';
import type { Handlers } from '../contract/handler-types.js';
import { badRequest, notFound } from '../contract/http-error.js';
import {
  type Assignment,
  assign,
  imageInput,
  referenceInput,
  textInput,
  valueInput,
} from '../data/crud/inputs.js';
import { tableResource } from '../data/crud/table-resource.js';
import { allItems, itemListing, searchItems } from '../data/item-lists.js';
import { paging } from '../data/paging.js';
import type { Tx } from '../db/client.js';
import {
  categories,
  itemAssets,
  itemCategories,
  itemSubcategories,
  items,
  subcategories,
} from '../db/schema.js';

type Kind = (typeof items.categoryOrSubcategory)['_']['data'];

/**
 * Where an item goes: with `category`, the category; with `subcategory`, the subcategory and its parent category
 * (a `category` sent along must be that parent).
 */
async function placement(tx: Tx, kind: Kind, category: bigint | undefined, subcategory: bigint | undefined) {
  if (kind === 'category') {
    if (category === undefined) throw badRequest('Choose a category.', { category: 'Required' });
    return [
      assign(items.categoryOrSubcategory, kind),
      assign(items.categoryId, category),
      assign(items.subcategoryId, null),
    ];
  }
  if (subcategory === undefined) throw badRequest('Choose a subcategory.', { subcategory: 'Required' });
  const [row] = await tx
    .select({ categoryId: subcategories.categoryId })
    .from(subcategories)
    .where(eq(subcategories.id, subcategory));
  if (row === undefined) throw notFound('No such subcategory.');
  if (category !== undefined && category !== row.categoryId) {
    throw badRequest('The subcategory does not belong to the chosen category.', {
      subcategory: 'Choose a subcategory of the chosen category',
    });
  }
  return [
    assign(items.categoryOrSubcategory, kind),
    assign(items.categoryId, row.categoryId),
    assign(items.subcategoryId, subcategory),
  ];
}

const idOf = (id: string | undefined) => (id === undefined ? undefined : BigInt(id));

/** Whether a body moves the item (so its category or subcategory link follows). */
const movesItem = (body: { categoryOrSubcategory?: Kind; category?: string; subcategory?: string }) =>
  body.categoryOrSubcategory !== undefined || body.category !== undefined || body.subcategory !== undefined;

/** The item-category or item-subcategory link follows the item's placement: exactly one, of the right kind. */
async function linkItem(tx: Tx, itemId: bigint): Promise<void> {
  const [item] = await tx
    .select({ categoryId: items.categoryId, subcategoryId: items.subcategoryId })
    .from(items)
    .where(eq(items.id, itemId));
  if (item === undefined) throw notFound('No such item.');
  await tx.delete(itemCategories).where(eq(itemCategories.itemId, itemId));
  await tx.delete(itemSubcategories).where(eq(itemSubcategories.itemId, itemId));
  if (item.subcategoryId === null) {
    await tx.insert(itemCategories).values({ itemId, categoryId: item.categoryId });
  } else {
    await tx.insert(itemSubcategories).values({ itemId, subcategoryId: item.subcategoryId });
  }
}

/**
 * Items: each in a category or in a subcategory (and its category), with a link row that follows it; read as kept
 * renderings; deleted with their assets' images, links, featured and collection entries and wishlist entries, and
 * refused while orders hold them (a foreign key).
 */
const item = tableResource({
  table: items,
  shape: itemListing,
  order: items.id.getSQL(),
  input: {
    name: textInput(items.name),
    description: valueInput(items.description),
    price: valueInput(items.price),
    isAvailable: valueInput(items.isAvailable),
    isVisible: valueInput(items.isVisible),
    image: imageInput(items.image),
    categoryOrSubcategory: valueInput(items.categoryOrSubcategory),
    category: referenceInput(items.categoryId, categories),
    subcategory: referenceInput(items.subcategoryId, subcategories),
  },
  folder: 'items',
  async beforeInsert(tx, body) {
    return placement(
      tx,
      body.categoryOrSubcategory ?? 'category',
      idOf(body.category),
      idOf(body.subcategory),
    );
  },
  async beforeUpdate(tx, id, body): Promise<Assignment[]> {
    if (!movesItem(body)) return [];
    const [current] = await tx.select().from(items).where(eq(items.id, id));
    if (current === undefined) throw notFound('No such item.');
    const kind = body.categoryOrSubcategory ?? current.categoryOrSubcategory;
    const category = idOf(body.category);
    const subcategory = idOf(body.subcategory);
    return placement(
      tx,
      kind,
      category ?? (kind === 'category' || subcategory === undefined ? current.categoryId : undefined),
      subcategory ?? current.subcategoryId ?? undefined,
    );
  },
  async afterWrite(tx, id, body) {
    if (movesItem(body)) await linkItem(tx, id);
  },
  deleteImagesOf: [{ column: itemAssets.itemId, image: itemAssets.image }],
});

export const itemOperations = {
  /** A page of items in `sort` order; `q` finds a case-insensitive part of the name (src/data/item-lists.ts). */
  async listItems({ query }, { db }) {
    const q = query.q?.trim();
    const page = paging(query);
    const body =
      q === undefined || q === ''
        ? await allItems(db, query.sort, page)
        : await searchItems(db, q, query.sort, page);
    return { status: 200, body };
  },
  createItem: item.create,
  getItem: item.get,
  updateItem: item.update,
  deleteItem: item.delete,
} satisfies Partial<Handlers>;
