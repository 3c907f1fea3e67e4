import type { PgTable } from 'drizzle-orm/pg-core';
import * as tables from '../db/schema.js';

/** How a person calls one record of each table, in messages: "No such featured item." */
const LABELS = new Map<PgTable, string>([
  [tables.employees, 'employee'],
  [tables.invites, 'invite'],
  [tables.orders, 'order'],
  [tables.orderItems, 'order line'],
  [tables.customers, 'customer'],
  [tables.addresses, 'address'],
  [tables.collections, 'collection'],
  [tables.itemCollections, 'collection entry'],
  [tables.navCollections, 'nav collection'],
  [tables.categories, 'category'],
  [tables.featuredCategories, 'featured category'],
  [tables.subcategories, 'subcategory'],
  [tables.items, 'item'],
  [tables.itemCategories, 'item-category link'],
  [tables.itemSubcategories, 'item-subcategory link'],
  [tables.featuredItems, 'featured item'],
  [tables.itemAssets, 'item asset'],
  [tables.wishlists, 'wishlist entry'],
  [tables.heroSliders, 'hero slider'],
  [tables.testimonials, 'testimonial'],
  [tables.socialLinks, 'social link'],
  [tables.appSettings, 'app setting'],
  [tables.vats, 'VAT setting'],
  [tables.discounts, 'discount setting'],
  [tables.deliveryFees, 'delivery fee'],
  [tables.divisions, 'division'],
  [tables.districts, 'district'],
  [tables.areas, 'area'],
]);

/** The label of a table's records; every table the API answers from has one. */
export function recordLabel(table: PgTable): string {
  const label = LABELS.get(table);
  if (label === undefined) throw new Error('A table without a record label: add it to record-labels.ts');
  return label;
}
