import type { CatalogName } from './language';

/** The catalogs of the signed-in screens beside `app` (every signed-in page's): one per area of the back office. */
export type AreaCatalog = Exclude<CatalogName, 'common' | 'signin' | 'app' | 'changes'>;

// Which area's messages each signed-in address shows (see lingui.config.ts for which folders each catalog holds).
// Each area is its own download per language, so a page loads its own texts, not every screen's. The first matching
// prefix wins; every route of the app is covered (message-areas.test.ts).
const areas: ReadonlyArray<[prefix: RegExp, area: AreaCatalog]> = [
  [/^\/$/, 'orders'],
  [
    /^\/(orderScreens|ordersFromStatus|order_items_from_order|print|customers|orders_from_customer|new_order|edit_order)(\/|$)/,
    'orders',
  ],
  [/^\/(addresses_from_customer|wishlist_from_customer)(\/|$)/, 'orders'],
  [
    /^\/(items|item_assets|item_assets_from_items|item_categories|item_collections|item_subcategories|item_groups|item_screens)(\/|$)/,
    'catalogue',
  ],
  [
    /^\/(featured_items|featured_categories|categories|subcategories|collections|nav_collections|collection_screens|category_screens|wishlists)(\/|$)/,
    'catalogue',
  ],
  [
    /^\/(general_settings|vat|discounts|delivery-fees|address_screens|divisions|districts|areas|hero_sliders|testimonials|social_links|app_settings)(\/|$)/,
    'settings',
  ],
  [
    /^\/(user_screens|employees|employee-invites|activity|profile|change-password|api_tokens|webhooks)(\/|$)/,
    'settings',
  ],
];

/**
 * Which feature folders (`src/features/<folder>`) each area's catalog holds; lingui.config.ts extracts them so.
 * Everything else of the signed-in screens is in `app`.
 */
export const areaFolders: Readonly<Record<AreaCatalog, readonly string[]>> = {
  catalogue: ['items', 'categories', 'collections'],
  orders: ['orders', 'order-entry', 'customers', 'printing', 'dashboard', 'list-filters'],
  settings: [
    'charges',
    'addresses',
    'storefront',
    'employees',
    'profile',
    'activity',
    'backups',
    'shop-policy',
    'api-tokens',
    'webhooks',
  ],
};

/** The area catalog a signed-in address needs, or undefined for an address of no area (a page not found). */
export function areaOf(pathname: string): AreaCatalog | undefined {
  return areas.find(([prefix]) => prefix.test(pathname))?.[1];
}

/** The pages that show the change log as a whole (its words are in the `changes` catalog). */
const changeLogPages = /^\/activity(\/|$)/;

/**
 * Every catalog a signed-in address needs beside `app`: its area's, and for the change log's page the change log's
 * words. (A record's history and an order's timeline load those words themselves, when they are opened.)
 */
export function catalogsOf(pathname: string): CatalogName[] {
  const area = areaOf(pathname);
  return [
    ...(area === undefined ? [] : [area]),
    ...(changeLogPages.test(pathname) ? (['changes'] as const) : []),
  ];
}
