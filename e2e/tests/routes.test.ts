import { orderStatusValues, unwrap } from '@shop/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoConsoleErrors, useShop } from '../support/shop.js';

const shop = useShop();

/** Every route of the product spec's section 2, with ids taken from the demo shop. */
let routes: string[] = [];

beforeAll(async () => {
  const api = shop.api;
  // An order of any status: the tests before this one may have moved every processing order on.
  const byStatus = await Promise.all(
    orderStatusValues.map((status) =>
      unwrap(api.GET('/customers/orders/allOrdersByStatus/{status}', { params: { path: { status } } })),
    ),
  );
  const orders = { data: byStatus.flatMap((list) => list.data) };
  const [customers, items, collections, categories, divisions] = await Promise.all([
    unwrap(api.GET('/customers/manageCustomers/getAllCustomers', { params: { query: { pageSize: 1 } } })),
    unwrap(api.GET('/controlItems/manageItem', { params: { query: { pageSize: 1 } } })),
    unwrap(api.GET('/collections')),
    unwrap(api.GET('/categories')),
    unwrap(api.GET('/divisions')),
  ]);
  const id = (list: { data: { _id: string }[] }, what: string) => {
    const first = list.data[0]?._id;
    if (!first) throw new Error(`The demo shop has no ${what}`);
    return first;
  };
  const division = id(divisions, 'division');
  const districts = await unwrap(api.GET('/districts', { params: { query: { division } } }));
  const customer = id(customers, 'customer');
  const category = id(categories, 'category');
  const item = id(items, 'item');
  routes = [
    '/',
    '/profile',
    '/change-password',
    '/user_screens',
    '/customers',
    '/employees',
    '/employee-invites',
    `/wishlist_from_customer/${customer}`,
    `/addresses_from_customer/${customer}`,
    `/orders_from_customer/${customer}`,
    '/orderScreens',
    ...['processing', 'toBeDelivered', 'shipped', 'completed', 'canceled'].map(
      (s) => `/ordersFromStatus/${s}`,
    ),
    `/order_items_from_order/${id(orders, 'order')}`,
    '/item_screens',
    '/items',
    `/item_assets_from_items/${item}`,
    '/item_assets',
    '/featured_items',
    '/wishlists',
    `/item_collections/${id(collections, 'collection')}`,
    `/item_categories/${category}`,
    '/item_groups',
    '/collection_screens',
    '/collections',
    '/nav_collections',
    '/category_screens',
    '/categories',
    '/featured_categories',
    `/subcategories/${category}`,
    '/address_screens',
    `/areas/${id(districts, 'district')}`,
    `/districts/${division}`,
    '/divisions',
    '/general_settings',
    '/vat',
    '/discounts',
    '/delivery-fees',
    '/social_links',
    '/hero_sliders',
    '/testimonials',
    '/app_settings',
  ];
  const subcategories = await unwrap(
    api.GET('/subCategories/getSubcategoriesByCategory/{categoryId}', {
      params: { path: { categoryId: category } },
    }),
  );
  const subcategory = subcategories.data[0]?._id;
  if (subcategory) routes.push(`/item_subcategories/${subcategory}`);
});

describe('every route of the spec', () => {
  it('loads directly (deep link) with a heading and no error in the console', async () => {
    const page = await shop.signedInPage('/');
    const failures: string[] = [];
    for (const route of routes) {
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const errorShown = await page
        .getByRole('alert')
        .filter({ hasText: /went wrong|not found|cannot/i })
        .count();
      if (errorShown > 0) failures.push(`${route}: shows an error`);
      if (new URL(page.url()).pathname !== route) failures.push(`${route}: ended at ${page.url()}`);
    }
    expect(failures).toEqual([]);
    expectNoConsoleErrors(shop, page);
  });

  it('shows a not-found page with a way home for an unknown URL', async () => {
    const page = await shop.signedInPage('/no-such-screen');
    await page.getByRole('link', { name: /home/i }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  });
});
