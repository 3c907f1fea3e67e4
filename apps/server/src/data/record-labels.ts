import type { PgTable } from 'drizzle-orm/pg-core';
import * as tables from '../db/schema.js';
import type { ChangeEntityType } from './changes.js';

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

/**
 * The kind of record each table's rows are in the change log (the document's `ChangeEntityType`); the tables the
 * API only reads (an order's lines, the item links kept with their items) have none.
 */
const ENTITY_TYPES = new Map<PgTable, ChangeEntityType>([
  [tables.employees, 'Employee'],
  [tables.invites, 'Invite'],
  [tables.orders, 'Order'],
  [tables.customers, 'Customer'],
  [tables.addresses, 'Address'],
  [tables.collections, 'Collection'],
  [tables.itemCollections, 'ItemCollection'],
  [tables.navCollections, 'NavCollection'],
  [tables.categories, 'Category'],
  [tables.featuredCategories, 'FeaturedCategory'],
  [tables.subcategories, 'Subcategory'],
  [tables.items, 'Item'],
  [tables.featuredItems, 'FeaturedItem'],
  [tables.itemAssets, 'ItemAsset'],
  [tables.wishlists, 'Wishlist'],
  [tables.heroSliders, 'HeroSlider'],
  [tables.testimonials, 'Testimonial'],
  [tables.socialLinks, 'SocialLink'],
  [tables.appSettings, 'AppSetting'],
  [tables.vats, 'Vat'],
  [tables.discounts, 'Discount'],
  [tables.deliveryFees, 'DeliveryFee'],
  [tables.divisions, 'Division'],
  [tables.districts, 'District'],
  [tables.areas, 'Area'],
]);

/** The change log's kind of a table's records, or undefined for a table the API only reads. */
export function changeEntityOf(table: PgTable): ChangeEntityType | undefined {
  return ENTITY_TYPES.get(table);
}

/** The label of a table's records; every table the API answers from has one. */
export function recordLabel(table: PgTable): string {
  const label = LABELS.get(table);
  if (label === undefined) throw new Error('A table without a record label: add it to record-labels.ts');
  return label;
}
