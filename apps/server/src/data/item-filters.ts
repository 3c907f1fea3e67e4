import { type SQL, sql } from 'drizzle-orm';
import type { QueryParams } from '../core/operation-types.js';
import type { Executor } from '../db/executor.js';
import {
  categories,
  collections,
  featuredItems,
  itemCollections,
  items,
  subcategories,
} from '../db/schema.js';
import { FilterFaults } from './filter-checks.js';

/** The filters of the items list and its export (the document's `listItems` query less `q`, sort and paging). */
export type ItemFilters = Omit<QueryParams<'listItems'>, 'q' | 'sort' | 'page' | 'pageSize'>;

/**
 * Checks `filters` beyond their schemas (an inverted price range, a category, subcategory or collection that does
 * not exist: `400` with a field message each) and answers them as conditions on the items table, undefined when
 * they keep every item.
 */
export async function itemConditions(db: Executor, filters: ItemFilters): Promise<SQL | undefined> {
  const faults = new FilterFaults();
  faults.range(filters.minPrice, filters.maxPrice, 'maxPrice');
  await faults.exists(db, 'categoryId', categories, categories.id, filters.categoryId);
  await faults.exists(db, 'subcategoryId', subcategories, subcategories.id, filters.subcategoryId);
  await faults.exists(db, 'collectionId', collections, collections.id, filters.collectionId);
  faults.throwAny();

  const conditions: SQL[] = [];
  if (filters.categoryId !== undefined)
    conditions.push(sql`${items.categoryId} = ${BigInt(filters.categoryId)}`);
  if (filters.subcategoryId !== undefined)
    conditions.push(sql`${items.subcategoryId} = ${BigInt(filters.subcategoryId)}`);
  if (filters.collectionId !== undefined) {
    conditions.push(sql`${items.id} = any(array(select ${itemCollections.itemId} from ${itemCollections}
      where ${itemCollections.collectionId} = ${BigInt(filters.collectionId)}))`);
  }
  if (filters.minPrice !== undefined)
    conditions.push(sql`${items.price} >= ${filters.minPrice.toFixed(2)}::numeric`);
  if (filters.maxPrice !== undefined)
    conditions.push(sql`${items.price} <= ${filters.maxPrice.toFixed(2)}::numeric`);
  if (filters.hasImage !== undefined)
    conditions.push(filters.hasImage ? sql`${items.image} is not null` : sql`${items.image} is null`);
  if (filters.featured !== undefined) {
    const featured = sql`exists (select 1 from ${featuredItems} where ${featuredItems.itemId} = ${items.id})`;
    conditions.push(filters.featured ? featured : sql`not ${featured}`);
  }
  return conditions.length === 0 ? undefined : sql.join(conditions, sql` and `);
}
