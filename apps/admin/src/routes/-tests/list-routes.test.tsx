import { screen } from '@testing-library/react';
import { HttpResponse, type RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { anEmployeeSession, listOf } from '../../test/fixtures';
import { http } from '../../test/http';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

// Every list route of the spec loads its list through its loader and names it with the total. Each row: the URL,
// the heading, and the one call the page must make (with the parameters it must pass on).
const empty = (total: number) => listOf([], total);
/** The answer to a call whose parameters are not the ones expected: the page then shows an error, not its heading. */
const unexpected = () => HttpResponse.json({ message: 'Unexpected parameters' }, { status: 400 });

const cases: Array<[url: string, heading: string, handler: RequestHandler]> = [
  [
    '/customers?q=rah&page=2',
    'Customers (31 in total)',
    http.get('/customers/manageCustomers/getAllCustomers', ({ query, response }) =>
      query.get('q') === 'rah' && query.get('page') === '2'
        ? response(200).json(empty(31))
        : response.untyped(unexpected()),
    ),
  ],
  [
    '/employees',
    'Employees (3 in total)',
    http.get('/manageEmployees/getAllEmployees', ({ response }) => response(200).json(empty(3))),
  ],
  [
    '/employee-invites',
    'Employee Invites (2 in total)',
    http.get('/manageEmployees/getAllInvites', ({ response }) => response(200).json(empty(2))),
  ],
  [
    '/wishlist_from_customer/5',
    'Wishlists (4 in total)',
    http.get('/customers/manageCustomers/getWishlistsForSingleCustomer/{id}', ({ params, response }) =>
      params.id === '5' ? response(200).json(empty(4)) : response.untyped(unexpected()),
    ),
  ],
  [
    '/addresses_from_customer/5',
    'Addresses (2 in total)',
    http.get('/customers/manageCustomers/getAddressesForSingleCustomer/{id}', ({ params, response }) =>
      params.id === '5' ? response(200).json(empty(2)) : response.untyped(unexpected()),
    ),
  ],
  [
    '/orders_from_customer/5',
    'Orders (9 in total)',
    http.get('/customers/manageCustomers/getSingleCustomerOrders/{id}', ({ params, response }) =>
      params.id === '5' ? response(200).json(empty(9)) : response.untyped(unexpected()),
    ),
  ],
  [
    '/ordersFromStatus/toBeDelivered',
    'TOBEDELIVERED (6 in total)',
    http.get('/customers/orders/allOrdersByStatus/{status}', ({ params, response }) =>
      params.status === 'toBeDelivered' ? response(200).json(empty(6)) : response.untyped(unexpected()),
    ),
  ],
  [
    '/order_items_from_order/12',
    'Order Items (3 in total)',
    http.get('/customers/orders/orderItemsFromOrder/{orderID}', ({ params, response }) =>
      params.orderID === '12' ? response(200).json(empty(3)) : response.untyped(unexpected()),
    ),
  ],
  [
    '/items?q=shirt&sort=-price',
    'Items (14 in total)',
    http.get('/controlItems/manageItem', ({ query, response }) =>
      query.get('q') === 'shirt' && query.get('sort') === '-price'
        ? response(200).json(empty(14))
        : response.untyped(unexpected()),
    ),
  ],
  [
    '/item_assets_from_items/8',
    'Item Assets (4 in total)',
    http.get('/itemAssets', ({ query, response }) =>
      query.get('item') === '8' ? response(200).json(empty(4)) : response.untyped(unexpected()),
    ),
  ],
  [
    '/item_assets',
    'Item Assets (40 in total)',
    http.get('/itemAssets', ({ response }) => response(200).json(empty(40))),
  ],
  [
    '/featured_items',
    'Featured Items (4 in total)',
    http.get('/featuredItems', ({ response }) => response(200).json(empty(4))),
  ],
  [
    '/wishlists',
    'Wishlists (22 in total)',
    http.get('/wishlists', ({ response }) => response(200).json(empty(22))),
  ],
  [
    '/item_collections/3',
    'Collection Items (5 in total)',
    http.get('/itemCollections', ({ query, response }) =>
      query.get('collection') === '3' ? response(200).json(empty(5)) : response.untyped(unexpected()),
    ),
  ],
  [
    '/item_categories/3',
    'Item Categories (5 in total)',
    http.get('/itemCategories', ({ query, response }) =>
      query.get('category') === '3' ? response(200).json(empty(5)) : response.untyped(unexpected()),
    ),
  ],
  [
    '/item_subcategories/3',
    'Item Subcategories (5 in total)',
    http.get('/itemSubcategories', ({ query, response }) =>
      query.get('subcategory') === '3' ? response(200).json(empty(5)) : response.untyped(unexpected()),
    ),
  ],
  [
    '/collections',
    'Collections (7 in total)',
    http.get('/collections', ({ response }) => response(200).json(empty(7))),
  ],
  [
    '/nav_collections',
    'Nav Collections (4 in total)',
    http.get('/navCollections', ({ response }) => response(200).json(empty(4))),
  ],
  [
    '/categories',
    'Categories (8 in total)',
    http.get('/categories', ({ response }) => response(200).json(empty(8))),
  ],
  [
    '/featured_categories',
    'Featured Categories (4 in total)',
    http.get('/featuredCategories', ({ response }) => response(200).json(empty(4))),
  ],
  [
    '/subcategories/2',
    'Subcategories (6 in total)',
    http.get('/subCategories/getSubcategoriesByCategory/{categoryId}', ({ params, response }) =>
      params.categoryId === '2' ? response(200).json(empty(6)) : response.untyped(unexpected()),
    ),
  ],
  [
    '/areas/4',
    'Areas (12 in total)',
    http.get('/areas', ({ query, response }) =>
      query.get('district') === '4' ? response(200).json(empty(12)) : response.untyped(unexpected()),
    ),
  ],
  [
    '/districts/1',
    'Districts (13 in total)',
    http.get('/districts', ({ query, response }) =>
      query.get('division') === '1' ? response(200).json(empty(13)) : response.untyped(unexpected()),
    ),
  ],
  [
    '/divisions',
    'Divisions (8 in total)',
    http.get('/divisions', ({ response }) => response(200).json(empty(8))),
  ],
  ['/vat', 'VAT (1 in total)', http.get('/vats', ({ response }) => response(200).json(empty(1)))],
  [
    '/discounts',
    'Discounts (0 in total)',
    http.get('/discounts', ({ response }) => response(200).json(empty(0))),
  ],
  [
    '/delivery-fees',
    'Delivery Fees (2 in total)',
    http.get('/deliveryFees', ({ response }) => response(200).json(empty(2))),
  ],
  [
    '/social_links',
    'Social Links (3 in total)',
    http.get('/socialLinks', ({ response }) => response(200).json(empty(3))),
  ],
  [
    '/hero_sliders',
    'Hero Sliders (2 in total)',
    http.get('/heroSliders', ({ response }) => response(200).json(empty(2))),
  ],
  [
    '/testimonials',
    'Testimonials (5 in total)',
    http.get('/testimonials', ({ response }) => response(200).json(empty(5))),
  ],
  [
    '/app_settings',
    'App Settings (1 in total)',
    http.get('/appSettings', ({ response }) => response(200).json(empty(1))),
  ],
];

describe('list routes', () => {
  it.each(cases)('%s loads its list and shows "%s"', async (url, heading, handler) => {
    server.use(handler);
    await renderApp({ url, user: anEmployeeSession() });
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
