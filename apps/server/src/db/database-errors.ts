import type { Message } from '../core/messages.js';

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

// Said by the handlers that check these rules first, and by the constraints that catch what slips past them.
export const EMPLOYEE_EXISTS: Message = /*i18n*/ {
  id: 'constraint.employeeExists',
  message: 'An employee with this email already exists.',
};
export const CATEGORY_HAS_SUBCATEGORIES: Message = /*i18n*/ {
  id: 'constraint.categoryHasSubcategories',
  message: 'This category still has subcategories; delete or move them first.',
};
export const CATEGORY_HAS_ITEMS: Message = /*i18n*/ {
  id: 'constraint.categoryHasItems',
  message: 'Items still belong to this category; delete or move them first.',
};
export const SUBCATEGORY_HAS_ITEMS: Message = /*i18n*/ {
  id: 'constraint.subcategoryHasItems',
  message: 'Items still belong to this subcategory; delete or move them first.',
};

// What a person reads when a constraint refuses a change. Handlers check most rules first with a clearer
// message; these answer the races and whatever slips past.
const MESSAGES: { readonly [constraint: string]: Message } = {
  employees_email_key: EMPLOYEE_EXISTS,
  invites_email_key: /*i18n*/ {
    id: 'constraint.invitePending',
    message: 'This email already has a pending invite.',
  },
  divisions_name_key: /*i18n*/ {
    id: 'constraint.divisionExists',
    message: 'A division with this name already exists.',
  },
  districts_division_name_key: /*i18n*/ {
    id: 'constraint.districtExists',
    message: 'This division already has a district with this name.',
  },
  areas_district_name_key: /*i18n*/ {
    id: 'constraint.areaExists',
    message: 'This district already has an area with this name.',
  },
  districts_division_id_divisions_id_fk: /*i18n*/ {
    id: 'constraint.divisionHasDistricts',
    message: 'This division still has districts; delete or move them first.',
  },
  areas_district_id_districts_id_fk: /*i18n*/ {
    id: 'constraint.districtHasAreas',
    message: 'This district still has areas; delete or move them first.',
  },
  addresses_area_id_areas_id_fk: /*i18n*/ {
    id: 'constraint.areaHasAddresses',
    message: "Customers' addresses point to this area; it cannot be deleted.",
  },
  subcategories_category_id_categories_id_fk: CATEGORY_HAS_SUBCATEGORIES,
  items_category_id_categories_id_fk: CATEGORY_HAS_ITEMS,
  item_categories_category_id_categories_id_fk: CATEGORY_HAS_ITEMS,
  items_subcategory_in_category_fk: /*i18n*/ {
    id: 'constraint.subcategoryUsedInCategory',
    message: 'Items use this subcategory with its current category; move those items first.',
  },
  item_subcategories_subcategory_id_subcategories_id_fk: SUBCATEGORY_HAS_ITEMS,
  nav_collections_collection_id_collections_id_fk: /*i18n*/ {
    id: 'constraint.collectionInNavigation',
    message: 'This collection is shown in the navigation; remove its nav collection first.',
  },
  nav_collections_collection_key: /*i18n*/ {
    id: 'constraint.navCollectionExists',
    message: 'This collection is already in the navigation.',
  },
  featured_categories_category_key: /*i18n*/ {
    id: 'constraint.categoryFeatured',
    message: 'This category is already featured.',
  },
  featured_items_item_key: /*i18n*/ {
    id: 'constraint.itemFeatured',
    message: 'This item is already featured.',
  },
  item_collections_collection_item_key: /*i18n*/ {
    id: 'constraint.itemInCollection',
    message: 'This item is already in the collection.',
  },
  order_items_item_id_items_id_fk: /*i18n*/ {
    id: 'constraint.itemInOrders',
    message: 'This item appears in orders, so it cannot be deleted.',
  },
  vats_singleton_key: /*i18n*/ {
    id: 'constraint.vatExists',
    message: 'There is already a VAT setting; update it instead.',
  },
  discounts_singleton_key: /*i18n*/ {
    id: 'constraint.discountExists',
    message: 'There is already a discount setting; update it instead.',
  },
  orders_address_id_addresses_id_fk: /*i18n*/ {
    id: 'constraint.addressHasOrders',
    message: 'Orders were placed to this address, so it is kept.',
  },
  orders_area_id_areas_id_fk: /*i18n*/ {
    id: 'constraint.areaHasOrders',
    message: 'Orders were placed to this area; it cannot be deleted.',
  },
  orders_district_id_districts_id_fk: /*i18n*/ {
    id: 'constraint.districtHasOrders',
    message: 'Orders were placed to this district; it cannot be deleted.',
  },
  delivery_fee_districts_district_id_districts_id_fk: /*i18n*/ {
    id: 'constraint.districtCoveredByFee',
    message: 'A delivery fee covers this district; take it off the fee first.',
  },
  delivery_fee_districts_district_key: /*i18n*/ {
    id: 'constraint.districtCoveredTwice',
    message: 'Another delivery fee covers this district already.',
  },
  customers_mobile_key: /*i18n*/ {
    id: 'constraint.mobileInUse',
    message: 'Another customer has this mobile number.',
  },
  delivery_fees_slot_key: /*i18n*/ {
    id: 'constraint.deliveryFeesFull',
    message: 'There are already two delivery fees; update or delete one instead.',
  },
};

/** A message for a constraint violation, or undefined when the error is not one. */
export function constraintMessage(error: unknown): Message | undefined {
  const pg = pgErrorOf(error);
  if (pg === undefined) return undefined;
  const known = pg.constraint === undefined ? undefined : MESSAGES[pg.constraint];
  if (known !== undefined) return known;
  switch (pg.code) {
    case UNIQUE_VIOLATION:
      return /*i18n*/ { id: 'constraint.unique', message: 'A record with these values already exists.' };
    case FOREIGN_KEY_VIOLATION:
      return /*i18n*/ {
        id: 'constraint.foreignKey',
        message: 'Other records still point to this one, or it points to a record that does not exist.',
      };
    case CHECK_VIOLATION:
      return /*i18n*/ { id: 'constraint.check', message: 'The change breaks a rule of the shop.' };
    default:
      return undefined;
  }
}
