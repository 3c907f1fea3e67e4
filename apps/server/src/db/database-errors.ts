/** The fields of a PostgreSQL error that matter here, found through drizzle's wrapping `cause` chain. */
export interface PgError {
  code: string;
  constraint: string | undefined;
}

export function pgErrorOf(error: unknown): PgError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const code = 'code' in current ? current.code : undefined;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      const constraint = 'constraint' in current ? current.constraint : undefined;
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
export const CHECK_VIOLATION = '23514';

// What a person reads when a constraint refuses a change. Handlers check most rules first with a clearer
// message; these answer the races and whatever slips past.
const MESSAGES: { [constraint: string]: string } = {
  employees_email_key: 'An employee with this email already exists.',
  invites_email_key: 'This email already has a pending invite.',
  divisions_name_key: 'A division with this name already exists.',
  districts_division_name_key: 'This division already has a district with this name.',
  areas_district_name_key: 'This district already has an area with this name.',
  districts_division_id_divisions_id_fk: 'This division still has districts; delete or move them first.',
  areas_district_id_districts_id_fk: 'This district still has areas; delete or move them first.',
  addresses_area_id_areas_id_fk: "Customers' addresses point to this area; it cannot be deleted.",
  subcategories_category_id_categories_id_fk:
    'This category still has subcategories; delete or move them first.',
  items_category_id_categories_id_fk: 'Items still belong to this category; delete or move them first.',
  item_categories_category_id_categories_id_fk:
    'Items still belong to this category; delete or move them first.',
  items_subcategory_in_category_fk:
    'Items use this subcategory with its current category; move those items first.',
  item_subcategories_subcategory_id_subcategories_id_fk:
    'Items still belong to this subcategory; delete or move them first.',
  nav_collections_collection_id_collections_id_fk:
    'This collection is shown in the navigation; remove its nav collection first.',
  nav_collections_collection_key: 'This collection is already in the navigation.',
  featured_categories_category_key: 'This category is already featured.',
  featured_items_item_key: 'This item is already featured.',
  item_collections_collection_item_key: 'This item is already in the collection.',
  order_items_item_id_items_id_fk: 'This item appears in orders, so it cannot be deleted.',
  vats_singleton_key: 'There is already a VAT setting; update it instead.',
  discounts_singleton_key: 'There is already a discount setting; update it instead.',
  delivery_fees_slot_key: 'There are already two delivery fees; update or delete one instead.',
};

/** A message for a constraint violation, or undefined when the error is not one. */
export function constraintMessage(error: unknown): string | undefined {
  const pg = pgErrorOf(error);
  if (pg === undefined) return undefined;
  if (pg.constraint !== undefined && MESSAGES[pg.constraint] !== undefined) return MESSAGES[pg.constraint];
  switch (pg.code) {
    case UNIQUE_VIOLATION:
      return 'A record with these values already exists.';
    case FOREIGN_KEY_VIOLATION:
      return 'Other records still point to this one, or it points to a record that does not exist.';
    case CHECK_VIOLATION:
      return 'The change breaks a rule of the shop.';
    default:
      return undefined;
  }
}
