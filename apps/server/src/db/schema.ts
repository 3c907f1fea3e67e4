import {
  apiScopeValues,
  categoryOrSubcategoryValues,
  employeeLevelValues,
  eventTypeValues,
  orderSourceValues,
  orderStatusValues,
  savedViewListNameValues,
  savedViewScopeValues,
  webhookDeliveryStatusValues,
  webhookDisabledReasonValues,
} from '@shop/sdk';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// numeric(14,2) read back as a JS number: amounts are taka with at most two decimals, far below 2^53.
const money = customType<{ data: number; driverData: string | number }>({
  dataType: () => 'numeric(14, 2)',
  fromDriver: (value) => Number(value),
  toDriver: (value) => value.toFixed(2),
});
const percentage = customType<{ data: number; driverData: string | number }>({
  dataType: () => 'numeric(5, 2)',
  fromDriver: (value) => Number(value),
  toDriver: (value) => value.toFixed(2),
});

const id = () => bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity();
const ref = (name: string) => bigint(name, { mode: 'bigint' });
/** The record's version: 1 when created, one more with each UPDATE (a trigger, migration 0009). */
const version = () => integer('version').notNull().default(1);
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const employees = pgTable(
  'employees',
  {
    id: id(),
    version: version(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    dp: text('dp'),
    level: text('level', { enum: employeeLevelValues }).notNull().default('employee'),
    /** Set while the employee is deactivated: no session, no sign-in, no password reset. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('employees_email_key').on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    employeeId: ref('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('sessions_token_hash_key'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** When the session last made a call (kept to the minute): it ends after SESSION_IDLE_HOURS without one. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The browser and system its User-Agent named at sign-in (`Chrome on Windows`), for the list of sessions. */
    browser: text('browser').notNull().default(''),
    /** The client address of its sign-in, then of its last use (written with `last_used_at`); null before 0021. */
    address: text('address'),
  },
  (t) => [index('sessions_employee_id_idx').on(t.employeeId)],
);

/**
 * The tokens owners made for the shop's other tools (`createApiToken`): only the secret's SHA-256 (hex, as sessions
 * keep theirs) and its last four characters are kept. A revocation is announced on `session_revoked` (migration
 * 0017), as a deleted session is, so every process forgets the token at once.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: id(),
    version: version(),
    name: text('name').notNull(),
    scopes: text('scopes', { enum: apiScopeValues }).array().notNull(),
    createdBy: ref('created_by')
      .notNull()
      .references(() => employees.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    tokenHash: text('token_hash').notNull().unique('api_tokens_token_hash_key'),
    lastFour: text('last_four').notNull(),
    /** When the token last made a call, kept at most once a minute, and from which client address. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    lastUsedAddress: text('last_used_address'),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    revokedBy: ref('revoked_by').references(() => employees.id),
  },
  (t) => [index('api_tokens_created_at_idx').on(t.createdAt, t.id)],
);

export const invites = pgTable(
  'invites',
  {
    id: id(),
    version: version(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique('invites_token_hash_key'),
    /** The role the invitee registers with. */
    level: text('level', { enum: employeeLevelValues }).notNull().default('employee'),
    invitedBy: ref('invited_by')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('invites_email_key').on(sql`lower(${t.email})`),
    index('invites_invited_by_idx').on(t.invitedBy),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    employeeId: ref('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('password_resets_token_hash_key'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('password_resets_employee_id_idx').on(t.employeeId)],
);

/**
 * The throttles' counters (auth/throttles.ts), in the database so that every server process adds to the same ones
 * and a restart forgets none. `key` is a rule and a hashed subject (an account, an address); `count` starts over
 * once `expires_at` is past, and rows past it are pruned.
 */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    lastHitAt: timestamp('last_hit_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('throttle_counters_expires_at_idx').on(t.expiresAt)],
);

export const divisions = pgTable('divisions', {
  id: id(),
  version: version(),
  name: text('name').notNull().unique('divisions_name_key'),
});

export const districts = pgTable(
  'districts',
  {
    id: id(),
    version: version(),
    name: text('name').notNull(),
    divisionId: ref('division_id')
      .notNull()
      .references(() => divisions.id),
  },
  (t) => [unique('districts_division_name_key').on(t.divisionId, t.name)],
);

export const areas = pgTable(
  'areas',
  {
    id: id(),
    version: version(),
    name: text('name').notNull(),
    districtId: ref('district_id')
      .notNull()
      .references(() => districts.id),
  },
  (t) => [unique('areas_district_name_key').on(t.districtId, t.name)],
);

export const customers = pgTable(
  'customers',
  {
    id: id(),
    version: version(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    dp: text('dp'),
    createdAt: createdAt(),
  },
  (t) => [
    // One customer per mobile number (stored as +8801XXXXXXXXX). Migration 0016 makes this index a plain one on a
    // database whose customers already shared numbers; writes check it under a lock either way (customers.ts).
    uniqueIndex('customers_mobile_key').on(t.mobile),
    index('customers_name_idx').on(sql`lower(${t.name})`, t.id),
    // The customers list by when they were added (migration 0020).
    index('customers_created_at_idx').on(t.createdAt, t.id),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    version: version(),
    customerId: ref('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    areaId: ref('area_id')
      .notNull()
      .references(() => areas.id),
    fullAddress: text('full_address').notNull(),
    zipCode: text('zip_code').notNull(),
  },
  (t) => [index('addresses_customer_id_idx').on(t.customerId), index('addresses_area_id_idx').on(t.areaId)],
);

export const collections = pgTable('collections', {
  id: id(),
  version: version(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  createdAt: createdAt(),
});

export const categories = pgTable('categories', {
  id: id(),
  version: version(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  image: text('image').notNull(),
  createdAt: createdAt(),
});

export const subcategories = pgTable(
  'subcategories',
  {
    id: id(),
    version: version(),
    categoryId: ref('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    description: text('description').notNull(),
    precedence: integer('precedence').notNull(),
  },
  (t) => [
    // Target of items' composite key: an item's subcategory must belong to the item's category.
    unique('subcategories_id_category_key').on(t.id, t.categoryId),
    index('subcategories_category_id_idx').on(t.categoryId),
  ],
);

export const items = pgTable(
  'items',
  {
    id: id(),
    version: version(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    price: money('price').notNull(),
    isAvailable: boolean('is_available').notNull(),
    isVisible: boolean('is_visible').notNull(),
    image: text('image'),
    categoryOrSubcategory: text('category_or_subcategory', { enum: categoryOrSubcategoryValues }).notNull(),
    categoryId: ref('category_id')
      .notNull()
      .references(() => categories.id),
    subcategoryId: ref('subcategory_id'),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'items_subcategory_in_category_fk',
      columns: [t.subcategoryId, t.categoryId],
      foreignColumns: [subcategories.id, subcategories.categoryId],
    }),
    check(
      'items_link_kind_check',
      sql`(${t.categoryOrSubcategory} = 'category' AND ${t.subcategoryId} IS NULL) OR (${t.categoryOrSubcategory} = 'subcategory' AND ${t.subcategoryId} IS NOT NULL)`,
    ),
    index('items_category_id_idx').on(t.categoryId),
    index('items_subcategory_id_idx').on(t.subcategoryId),
    index('items_lower_name_idx').on(sql`lower(${t.name})`, t.id),
    index('items_price_idx').on(t.price, t.id),
    index('items_created_at_idx').on(t.createdAt, t.id),
  ],
);

export const itemCategories = pgTable(
  'item_categories',
  {
    id: id(),
    version: version(),
    itemId: ref('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    categoryId: ref('category_id')
      .notNull()
      .references(() => categories.id),
  },
  (t) => [
    unique('item_categories_item_key').on(t.itemId),
    index('item_categories_category_id_idx').on(t.categoryId),
  ],
);

export const itemSubcategories = pgTable(
  'item_subcategories',
  {
    id: id(),
    version: version(),
    itemId: ref('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    subcategoryId: ref('subcategory_id')
      .notNull()
      .references(() => subcategories.id),
  },
  (t) => [
    unique('item_subcategories_item_key').on(t.itemId),
    index('item_subcategories_subcategory_id_idx').on(t.subcategoryId),
  ],
);

export const itemCollections = pgTable(
  'item_collections',
  {
    id: id(),
    version: version(),
    collectionId: ref('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    itemId: ref('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
  },
  (t) => [
    unique('item_collections_collection_item_key').on(t.collectionId, t.itemId),
    index('item_collections_item_id_idx').on(t.itemId),
  ],
);

export const navCollections = pgTable(
  'nav_collections',
  {
    id: id(),
    version: version(),
    collectionId: ref('collection_id')
      .notNull()
      .references(() => collections.id)
      .unique('nav_collections_collection_key'),
    precedence: smallint('precedence').notNull(),
  },
  (t) => [check('nav_collections_precedence_check', sql`${t.precedence} BETWEEN 1 AND 4`)],
);

export const featuredCategories = pgTable(
  'featured_categories',
  {
    id: id(),
    version: version(),
    categoryId: ref('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' })
      .unique('featured_categories_category_key'),
    precedence: smallint('precedence').notNull(),
  },
  (t) => [check('featured_categories_precedence_check', sql`${t.precedence} BETWEEN 1 AND 4`)],
);

export const featuredItems = pgTable(
  'featured_items',
  {
    id: id(),
    version: version(),
    itemId: ref('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' })
      .unique('featured_items_item_key'),
    precedence: integer('precedence').notNull(),
  },
  (t) => [check('featured_items_precedence_check', sql`${t.precedence} BETWEEN 1 AND 1000`)],
);

export const itemAssets = pgTable(
  'item_assets',
  {
    id: id(),
    version: version(),
    itemId: ref('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    precedence: smallint('precedence').notNull(),
  },
  (t) => [
    check('item_assets_precedence_check', sql`${t.precedence} BETWEEN 1 AND 4`),
    index('item_assets_item_id_idx').on(t.itemId, t.precedence),
  ],
);

export const wishlists = pgTable(
  'wishlists',
  {
    id: id(),
    version: version(),
    customerId: ref('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    itemId: ref('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('wishlists_customer_id_idx').on(t.customerId, t.createdAt),
    index('wishlists_item_id_idx').on(t.itemId),
  ],
);

export const heroSliders = pgTable('hero_sliders', {
  id: id(),
  version: version(),
  link: text('link').notNull(),
  image: text('image').notNull(),
  image1: text('image1').notNull(),
  precedence: integer('precedence').notNull(),
});

export const testimonials = pgTable('testimonials', {
  id: id(),
  version: version(),
  name: text('name').notNull(),
  designation: text('designation').notNull(),
  testimonial: text('testimonial').notNull(),
  precedence: integer('precedence').notNull(),
  image: text('image'),
});

export const socialLinks = pgTable('social_links', {
  id: id(),
  version: version(),
  name: text('name').notNull(),
  link: text('link').notNull(),
  isVisible: boolean('is_visible').notNull(),
});

export const appSettings = pgTable('app_settings', {
  id: id(),
  version: version(),
  name: text('name').notNull(),
  isCategoryFeatured: boolean('is_category_featured').notNull(),
  image: text('image').notNull(),
  createdAt: createdAt(),
});

// At most one row: every row carries singleton = true, which is unique.
/**
 * A setting the shop has at most one of (VAT, discount): the unique `singleton` column, always true, admits one
 * row, so a second create, concurrent or not, fails on it.
 */
function singletonRateTable(name: string) {
  return pgTable(
    name,
    {
      id: id(),
      version: version(),
      amount: percentage('amount').notNull(),
      isApplicable: boolean('is_applicable').notNull(),
      singleton: boolean('singleton').notNull().default(true).unique(`${name}_singleton_key`),
    },
    (t) => [check(`${name}_singleton_check`, sql`${t.singleton}`)],
  );
}

export type SingletonRateTable = ReturnType<typeof singletonRateTable>;
export const vats = singletonRateTable('vats');
export const discounts = singletonRateTable('discounts');

/**
 * The shop policy: the shop's own rules for its staff, beyond their roles. Exactly one row, id 1 (its migration
 * makes it; the check admits no other id).
 */
export const shopPolicy = pgTable(
  'shop_policy',
  {
    id: smallint('id').primaryKey().default(1),
    version: version(),
    /** Employees may export customers' personal data (the document's `x-role-policies`). */
    employeesMayExport: boolean('employees_may_export').notNull().default(false),
  },
  (t) => [check('shop_policy_one_row_check', sql`${t.id} = 1`)],
);

// At most two rows: each takes slot 1 or 2, and slots are unique.
export const deliveryFees = pgTable(
  'delivery_fees',
  {
    id: id(),
    version: version(),
    name: text('name').notNull(),
    amount: money('amount').notNull(),
    isApplicable: boolean('is_applicable').notNull(),
    slot: smallint('slot').notNull().unique('delivery_fees_slot_key'),
  },
  (t) => [check('delivery_fees_slot_check', sql`${t.slot} IN (1, 2)`)],
);

/**
 * The districts each delivery fee covers: an order to an address in one of them pays that fee (src/data/pricing.ts).
 * A district is covered by one fee at most; the fee that covers none applies everywhere else.
 */
export const deliveryFeeDistricts = pgTable(
  'delivery_fee_districts',
  {
    deliveryFeeId: ref('delivery_fee_id')
      .notNull()
      .references(() => deliveryFees.id, { onDelete: 'cascade' }),
    districtId: ref('district_id')
      .notNull()
      .references(() => districts.id)
      .unique('delivery_fee_districts_district_key'),
  },
  (t) => [primaryKey({ columns: [t.deliveryFeeId, t.districtId] })],
);

export type OrderStatus = (typeof orderStatusValues)[number];

export const orders = pgTable(
  'orders',
  {
    id: id(),
    version: version(),
    customerId: ref('customer_id')
      .notNull()
      .references(() => customers.id),
    orderStatus: text('order_status', { enum: orderStatusValues }).notNull(),
    areaString: text('area_string').notNull(),
    fullAddressString: text('full_address_string').notNull(),
    subtotal: money('subtotal').notNull(),
    discount: money('discount').notNull(),
    deliveryFee: money('delivery_fee').notNull(),
    total: money('total').notNull(),
    vat: money('vat').notNull(),
    grandTotal: money('grand_total').notNull(),
    notes: text('notes').notNull(),
    createdAt: createdAt(),
    /** Where the order came from; orders from before sources were recorded say `storefront`. */
    source: text('source', { enum: orderSourceValues }).notNull().default('storefront'),
    /** The customer's address it is delivered to; null for orders placed before orders pointed to addresses. */
    addressId: ref('address_id').references(() => addresses.id),
    /** The area and district of that address when the order was placed or last changed (filters read them). */
    areaId: ref('area_id').references(() => areas.id),
    districtId: ref('district_id').references(() => districts.id),
  },
  (t) => [
    check(
      'orders_status_check',
      sql`${t.orderStatus} IN (${sql.raw(orderStatusValues.map((s) => `'${s}'`).join(', '))})`,
    ),
    check(
      'orders_source_check',
      sql`${t.source} IN (${sql.raw(orderSourceValues.map((s) => `'${s}'`).join(', '))})`,
    ),
    // Partial: the orders placed before addresses were recorded (all of a shop's orders at the upgrade) take no room.
    index('orders_address_id_idx').on(t.addressId).where(sql`${t.addressId} IS NOT NULL`),
    // Newest first as `order by created_at desc, id desc` reads it (descending puts nulls first): an index with
    // another null order cannot give that order, and the list would sort every order of the status.
    index('orders_status_created_idx').on(
      t.orderStatus,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('orders_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The filtered lists (migration 0020, data/order-filters.ts): every status newest first, a district's, an
    // area's or a source's newest first (these two in place of 0016's plain area and district indexes), and by
    // grand total with or without a status.
    index('orders_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_district_created_idx')
      .on(t.districtId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.districtId} IS NOT NULL`),
    index('orders_area_created_idx')
      .on(t.areaId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.areaId} IS NOT NULL`),
    index('orders_source_created_idx').on(
      t.source,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('orders_status_total_idx').on(t.orderStatus, t.grandTotal, t.id),
    index('orders_total_idx').on(t.grandTotal, t.id),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    version: version(),
    orderId: ref('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemId: ref('item_id')
      .notNull()
      .references(() => items.id),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    total: money('total').notNull(),
  },
  (t) => [
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
    index('order_items_order_id_idx').on(t.orderId),
    index('order_items_item_id_idx').on(t.itemId),
  ],
);

/**
 * How many rows some big lists hold, kept by statement triggers (migration 0002) in the same transaction as every
 * insert, delete and status move, so a list's total is one row read rather than a count over a million rows.
 * Keys: `items`, and `orders.<status>` for each order status.
 */
export const listCounts = pgTable(
  'list_counts',
  {
    list: text('list').primaryKey(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [check('list_counts_count_check', sql`${t.count} >= 0`)],
);

/**
 * Every suffix of each item's lowercased name (up to 32 characters of it), kept by triggers (migration 0003). A
 * name contains `q` exactly when one of its suffixes starts with `q`, and a B-tree finds those as one range: the
 * items search costs about as much as it finds. (A trigram index answers the same, but walks the long lists of
 * every common trigram of `q` first: 2 to 3 ms per search in the embedded database whatever it finds.)
 */
export const itemNameSuffixes = pgTable(
  'item_name_suffixes',
  {
    itemId: ref('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    suffix: text('suffix').notNull(),
    /** The item's whole name, lowercased: a search sorted by name is found, counted and cut from the index alone. */
    nameKey: text('name_key').notNull(),
  },
  (t) => [
    index('item_name_suffixes_suffix_idx').on(t.suffix.op('text_pattern_ops'), t.itemId, t.nameKey),
    // Deletes and renames find an item's suffixes by it.
    index('item_name_suffixes_item_id_idx').on(t.itemId),
  ],
);

/**
 * Each item as the item lists show it (the document's `Item`, JSON text with its category's and subcategory's
 * names), kept by triggers (migration 0005) in the transaction of every write to items, categories and
 * subcategories. A page of items is then its rows' texts joined, not 50 items rendered again on every read: the
 * rendering was most of a page's cost.
 */
export const itemListings = pgTable('item_listings', {
  itemId: ref('item_id')
    .primaryKey()
    .references(() => items.id, { onDelete: 'cascade' }),
  listing: text('listing').notNull(),
});

/**
 * Each order as the order lists show it (the document's `Order`, JSON text with its customer's name), kept by
 * triggers (migration 0005) in the transaction of every write to orders and every rename of a customer.
 */
export const orderListings = pgTable('order_listings', {
  orderId: ref('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  listing: text('listing').notNull(),
});

/**
 * The change log: one row per write through the API (in the write's transaction) and per sign-in event. `fields`
 * holds, for an update, each changed field's old and new value as the API shows the record; never a secret.
 */
export const changes = pgTable(
  'changes',
  {
    id: id(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    employeeId: ref('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    role: text('role', { enum: employeeLevelValues }),
    /** The API token the change was made with; null for a person's session. */
    apiTokenId: ref('api_token_id').references(() => apiTokens.id),
    operation: text('operation').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: ref('entity_id'),
    label: text('label').notNull(),
    fields: jsonb('fields').$type<ChangedField[]>().notNull().default([]),
    note: text('note'),
    clientAddress: text('client_address'),
  },
  (t) => [
    // Newest first, and each filter of the Activity screen newest first.
    index('changes_at_idx').on(t.at, t.id),
    index('changes_employee_idx').on(t.employeeId, t.at, t.id),
    index('changes_api_token_idx').on(t.apiTokenId, t.at, t.id).where(sql`${t.apiTokenId} is not null`),
    index('changes_entity_idx').on(t.entityType, t.entityId, t.at, t.id),
    index('changes_operation_idx').on(t.operation, t.at, t.id),
  ],
);

/**
 * The outbox (migration 0018): one row per event, appended by append_events in the transaction of the write the
 * change log records, numbered gap-free in commit order (`seq`), kept 30 days. The stream and the webhooks read it.
 */
export const events = pgTable(
  'events',
  {
    seq: bigint('seq', { mode: 'bigint' }).primaryKey(),
    id: uuid('id').notNull().defaultRandom().unique(),
    type: text('type', { enum: eventTypeValues }).notNull(),
    entityType: text('entity_type').notNull(),
    recordId: ref('record_id'),
    version: integer('version'),
    fromStatus: text('from_status', { enum: orderStatusValues }),
    toStatus: text('to_status', { enum: orderStatusValues }),
    employeeId: ref('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    apiTokenId: ref('api_token_id').references(() => apiTokens.id),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    payload: jsonb('payload').$type<{ label: string; fields: ChangedField[] }>().notNull(),
  },
  (t) => [index('events_occurred_at_idx').on(t.occurredAt)],
);

/** The last sequence an event took (one row): it outlives the events pruned, so a sequence is never reused. */
export const eventSequence = pgTable('event_sequence', {
  last: bigint('last', { mode: 'bigint' }).notNull(),
});

/**
 * The shop's webhook endpoints (owners' registrations). `secret` (and `previous_secret` for 24 hours after a
 * rotation) is kept as it was given, since the server signs with it; no answer, log line or change-log entry carries
 * it (docs/security.md). `after_seq` is how far in the outbox the endpoint's deliveries have been made: its fan-out
 * reads the events after it and moves it on in one transaction, holding the endpoint's claim.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    version: version(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    eventTypes: text('event_types', { enum: eventTypeValues }).array().notNull(),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true, mode: 'date' }),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason', { enum: webhookDisabledReasonValues }),
    disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
    failingSince: timestamp('failing_since', { withTimezone: true, mode: 'date' }),
    afterSeq: bigint('after_seq', { mode: 'bigint' }).notNull(),
    createdBy: ref('created_by')
      .notNull()
      .references(() => employees.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webhook_endpoints_url_key').on(t.url),
    index('webhook_endpoints_created_at_idx').on(t.createdAt, t.id),
  ],
);

/**
 * Each endpoint's deliveries, one per event sent to it (and one per replay or test event), kept 30 days. A
 * `pending` one waits until `next_attempt_at`, and behind any earlier pending one of the same record (`record_key`),
 * so each record's events reach the endpoint in order.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    endpointId: ref('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventSeq: bigint('event_seq', { mode: 'bigint' }).notNull(),
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type', { enum: eventTypeValues }).notNull(),
    /** The event as sent: its body is the same at every attempt and replay (the outbox prunes after 30 days). */
    body: text('body').notNull(),
    recordKey: text('record_key').notNull(),
    status: text('status', { enum: webhookDeliveryStatusValues }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    replay: boolean('replay').notNull().default(false),
    createdAt: createdAt(),
    firstAttemptAt: timestamp('first_attempt_at', { withTimezone: true, mode: 'date' }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true, mode: 'date' }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }),
    responseStatus: integer('response_status'),
    response: text('response'),
    error: text('error'),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
    index('webhook_deliveries_pending_idx')
      .on(t.endpointId, t.recordKey, t.id)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_created_at_idx').on(t.createdAt),
  ],
);

/** One field of a change: its value before and after (null for a record created or deleted). */
export interface ChangedField {
  field: string;
  from: unknown;
  to: unknown;
}

/**
 * Orders placed per quarter hour (UTC), kept by triggers in the writing transaction (migration 0010): how many, how
 * many of them are canceled, and the grand totals of those that are not. Quarter hours add up to the days of any
 * time zone, so the dashboard sums at most 2,880 rows for 30 days, whatever the shop's zone.
 */
/**
 * The answers of requests sent with an `Idempotency-Key` (createOrder), per caller and key, for 24 hours: the same
 * key and body answer the kept answer again (src/data/idempotency.ts). `fingerprint` is the SHA-256 of the request's
 * operation and canonical body; older rows are ignored and pruned by the hourly upkeep.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Whose key it is: `employee:<id>`. */
    caller: text('caller').notNull(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    status: integer('status').notNull(),
    body: text('body').notNull(),
    headers: jsonb('headers').$type<{ [name: string]: string }>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.caller, t.key] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);

export const orderTotals = pgTable('order_totals', {
  bucket: timestamp('bucket', { withTimezone: true, mode: 'date' }).primaryKey(),
  orders: integer('orders').notNull().default(0),
  canceled: integer('canceled').notNull().default(0),
  revenue: money('revenue').notNull().default(0),
});

/**
 * The time zones whose days `order_days` keeps (migration 0012): the shop's (`SHOP_TIME_ZONE`), added with its days
 * the first time a dashboard is read in it.
 */
export const salesZones = pgTable('sales_zones', {
  timeZone: text('time_zone').primaryKey(),
});

/**
 * The same totals as order_totals per day of each kept time zone, kept by the same triggers (migration 0012): the
 * dashboard reads 30 rows for 30 days.
 */
export const orderDays = pgTable(
  'order_days',
  {
    timeZone: text('time_zone')
      .notNull()
      .references(() => salesZones.timeZone, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    orders: integer('orders').notNull().default(0),
    canceled: integer('canceled').notNull().default(0),
    revenue: money('revenue').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.timeZone, t.day] })],
);

/**
 * The quantities and line totals sold of each item per day of each kept time zone, orders not canceled (migration
 * 0012): a day's best sellers are the first rows of an index.
 */
export const itemDays = pgTable(
  'item_days',
  {
    timeZone: text('time_zone')
      .notNull()
      .references(() => salesZones.timeZone, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    itemId: ref('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(0),
    revenue: money('revenue').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.timeZone, t.day, t.itemId] }),
    index('item_days_best_idx').on(t.timeZone, t.day, t.quantity.desc(), t.revenue.desc(), t.itemId),
  ],
);

/** The quantities and line totals sold of each item per quarter hour, orders not canceled (migration 0010). */
export const itemSales = pgTable(
  'item_sales',
  {
    bucket: timestamp('bucket', { withTimezone: true, mode: 'date' }).notNull(),
    itemId: ref('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(0),
    revenue: money('revenue').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.itemId] })],
);

/**
 * A person's saved filters, sort and columns of a big list (migration 0020): their own (`mine`) or, made by an
 * owner, the whole shop's (`shop`). `filters` holds the list operation's query parameters as its URL carries them.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: id(),
    version: version(),
    name: text('name').notNull(),
    list: text('list', { enum: savedViewListNameValues }).notNull(),
    filters: text('filters').notNull().default(''),
    sort: text('sort'),
    columns: text('columns').array().notNull().default(sql`'{}'::text[]`),
    scope: text('scope', { enum: savedViewScopeValues }).notNull(),
    createdBy: ref('created_by')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'saved_views_list_check',
      sql`${t.list} IN (${sql.raw(savedViewListNameValues.map((v) => `'${v}'`).join(', '))})`,
    ),
    check(
      'saved_views_scope_check',
      sql`${t.scope} IN (${sql.raw(savedViewScopeValues.map((v) => `'${v}'`).join(', '))})`,
    ),
    // One name per list among a person's own views, and among the shop's.
    uniqueIndex('saved_views_mine_name_key')
      .on(t.createdBy, t.list, sql`lower(${t.name})`)
      .where(sql`${t.scope} = 'mine'`),
    uniqueIndex('saved_views_shop_name_key')
      .on(t.list, sql`lower(${t.name})`)
      .where(sql`${t.scope} = 'shop'`),
  ],
);
