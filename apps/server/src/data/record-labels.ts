import type { Schema } from '@shop/sdk';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Language } from '../core/language.js';
import { type Message, translate } from '../core/messages.js';
import * as tables from '../db/schema.js';

/**
 * How a person calls one record of each table: in messages ("No such featured item.", said in the request's
 * language) and in the change log's labels (kept in English, said in the request's language when read).
 */
const NAMES = new Map<PgTable, Message>([
  [tables.employees, /*i18n*/ { id: 'record.employee', message: 'employee' }],
  [tables.invites, /*i18n*/ { id: 'record.invite', message: 'invite' }],
  [tables.orders, /*i18n*/ { id: 'record.order', message: 'order' }],
  [tables.orderItems, /*i18n*/ { id: 'record.orderLine', message: 'order line' }],
  [tables.customers, /*i18n*/ { id: 'record.customer', message: 'customer' }],
  [tables.addresses, /*i18n*/ { id: 'record.address', message: 'address' }],
  [tables.collections, /*i18n*/ { id: 'record.collection', message: 'collection' }],
  [tables.itemCollections, /*i18n*/ { id: 'record.collectionEntry', message: 'collection entry' }],
  [tables.navCollections, /*i18n*/ { id: 'record.navCollection', message: 'nav collection' }],
  [tables.categories, /*i18n*/ { id: 'record.category', message: 'category' }],
  [tables.featuredCategories, /*i18n*/ { id: 'record.featuredCategory', message: 'featured category' }],
  [tables.subcategories, /*i18n*/ { id: 'record.subcategory', message: 'subcategory' }],
  [tables.items, /*i18n*/ { id: 'record.item', message: 'item' }],
  [tables.itemCategories, /*i18n*/ { id: 'record.itemCategoryLink', message: 'item-category link' }],
  [tables.itemSubcategories, /*i18n*/ { id: 'record.itemSubcategoryLink', message: 'item-subcategory link' }],
  [tables.featuredItems, /*i18n*/ { id: 'record.featuredItem', message: 'featured item' }],
  [tables.itemAssets, /*i18n*/ { id: 'record.itemAsset', message: 'item asset' }],
  [tables.wishlists, /*i18n*/ { id: 'record.wishlistEntry', message: 'wishlist entry' }],
  [tables.heroSliders, /*i18n*/ { id: 'record.heroSlider', message: 'hero slider' }],
  [tables.testimonials, /*i18n*/ { id: 'record.testimonial', message: 'testimonial' }],
  [tables.socialLinks, /*i18n*/ { id: 'record.socialLink', message: 'social link' }],
  [tables.appSettings, /*i18n*/ { id: 'record.appSetting', message: 'app setting' }],
  [tables.vats, /*i18n*/ { id: 'record.vatSetting', message: 'VAT setting' }],
  [tables.discounts, /*i18n*/ { id: 'record.discountSetting', message: 'discount setting' }],
  [tables.deliveryFees, /*i18n*/ { id: 'record.deliveryFee', message: 'delivery fee' }],
  [tables.divisions, /*i18n*/ { id: 'record.division', message: 'division' }],
  [tables.districts, /*i18n*/ { id: 'record.district', message: 'district' }],
  [tables.areas, /*i18n*/ { id: 'record.area', message: 'area' }],
  [tables.shopPolicy, /*i18n*/ { id: 'record.shopPolicy', message: 'shop policy' }],
  [tables.apiTokens, /*i18n*/ { id: 'record.apiToken', message: 'API token' }],
  [tables.webhookEndpoints, /*i18n*/ { id: 'record.webhookEndpoint', message: 'webhook endpoint' }],
  [tables.webhookDeliveries, /*i18n*/ { id: 'record.webhookDelivery', message: 'webhook delivery' }],
  [tables.savedViews, /*i18n*/ { id: 'record.savedView', message: 'saved view' }],
]);

/**
 * The kind of record each table's rows are in the change log (the document's `Schema<'ChangeEntityType'>`); the tables the
 * API only reads (an order's lines, the item links kept with their items) have none.
 */
const ENTITY_TYPES = new Map<PgTable, Schema<'ChangeEntityType'>>([
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
  [tables.shopPolicy, 'ShopPolicy'],
  [tables.apiTokens, 'ApiToken'],
  [tables.webhookEndpoints, 'WebhookEndpoint'],
]);

/** The label of a refused sign-in to an account that does not exist, as the change log keeps it. */
const UNKNOWN_ACCOUNT: Message = /*i18n*/ { id: 'record.unknownAccount', message: 'Unknown account' };

/** The change log's label of a sign-in to no known account: "Unknown account". */
export function unknownAccountLabel(): string {
  return translate(UNKNOWN_ACCOUNT, 'en');
}

/** A record's kind as the start of its label: "Item" of "Item Jamdani Saree". */
function title(name: Message, language: Language): string {
  const said = translate(name, language);
  return said.charAt(0).toUpperCase() + said.slice(1);
}

/** How the change log's labels are said in a language: each is kept in English ("Order #233", "Item Jamdani Saree"). */
export interface ChangeLabelWords {
  /** Per kind of record, the start of its labels as kept ("Order") and as said ("অর্ডার"). */
  titles: { readonly [entity: string]: { kept: string; said: string } };
  /** The label of a sign-in to no known account, as kept and as said. */
  unknownAccount: { kept: string; said: string };
}

/** The words that say the change log's labels in `language`. */
export function changeLabelWords(language: Language): ChangeLabelWords {
  const titles: { [entity: string]: { kept: string; said: string } } = {};
  for (const [table, entity] of ENTITY_TYPES) {
    const name = recordName(table);
    titles[entity] = { kept: title(name, 'en'), said: title(name, language) };
  }
  return {
    titles,
    unknownAccount: { kept: translate(UNKNOWN_ACCOUNT, 'en'), said: translate(UNKNOWN_ACCOUNT, language) },
  };
}

/** The change log's kind of a table's records, or undefined for a table the API only reads. */
export function changeEntityOf(table: PgTable): Schema<'ChangeEntityType'> | undefined {
  return ENTITY_TYPES.get(table);
}

/** What the records of a kind of the change log are called ("invite"), to name them in messages. */
export function entityName(entityType: Schema<'ChangeEntityType'>): Message {
  for (const [table, type] of ENTITY_TYPES) if (type === entityType) return recordName(table);
  throw new Error(`A kind of record without a table: ${entityType}`);
}

/** What a table's records are called; every table the API answers from has a name. */
function recordName(table: PgTable): Message {
  const name = NAMES.get(table);
  if (name === undefined) throw new Error('A table without a record label: add it to record-labels.ts');
  return name;
}

/** The English label of a table's records, as the change log keeps it: "featured item". */
export function recordLabel(table: PgTable): string {
  return translate(recordName(table), 'en');
}

/** The 404 message of a record of `table` that does not exist: "No such featured item." */
export function noSuchRecord(table: PgTable): Message {
  return /*i18n*/ {
    id: 'record.noSuch',
    message: 'No such {record}.',
    comment: '{record} is what a record is called: one of the record.* messages',
    values: { record: recordName(table) },
  };
}

/** The same as a field's message: "No such featured item". */
export function noSuchRecordField(table: PgTable): Message {
  return /*i18n*/ {
    id: 'record.noSuchField',
    message: 'No such {record}',
    comment: '{record} is what a record is called: one of the record.* messages',
    values: { record: recordName(table) },
  };
}
