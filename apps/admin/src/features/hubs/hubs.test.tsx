import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anEmployeeSession, orderCounts } from '../../test/fixtures';
import { http } from '../../test/http';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

/** The cards of a hub's grid as [name, href] pairs, in order. */
function cardsOf(label: string): Array<[string, string | null]> {
  const grid = screen.getByRole('list', { name: label });
  return within(grid)
    .getAllByRole('link')
    .map((link) => [link.getAttribute('aria-label') ?? link.textContent ?? '', link.getAttribute('href')]);
}

const statusCards = (counts: [number, number, number, number, number]): Array<[string, string]> => [
  [`Processing: ${counts[0]} ${counts[0] === 1 ? 'order' : 'orders'}`, '/ordersFromStatus/processing'],
  [
    `To Be Delivered: ${counts[1]} ${counts[1] === 1 ? 'order' : 'orders'}`,
    '/ordersFromStatus/toBeDelivered',
  ],
  [`Shipped: ${counts[2]} ${counts[2] === 1 ? 'order' : 'orders'}`, '/ordersFromStatus/shipped'],
  [`Completed: ${counts[3]} ${counts[3] === 1 ? 'order' : 'orders'}`, '/ordersFromStatus/completed'],
  [`Canceled: ${counts[4]} ${counts[4] === 1 ? 'order' : 'orders'}`, '/ordersFromStatus/canceled'],
];

describe('hubs', () => {
  it('/ counts orders by status, each card opening its list, and links the two group screens', async () => {
    server.use(
      http.get('/customers/orders/getOrderCountsByStatus', ({ response }) =>
        response(200).json(orderCounts({ processing: 4, toBeDelivered: 1, shipped: 2, completed: 30 })),
      ),
    );
    await renderApp({ url: '/', user: anEmployeeSession() });

    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(cardsOf('Orders by status')).toEqual(statusCards([4, 1, 2, 30, 0]));
    expect(cardsOf('Catalogue')).toEqual([
      ['Item GroupsCollections and categories', '/item_groups'],
      ['Item ScreensItems and featured items', '/item_screens'],
    ]);
  });

  it('/orderScreens shows the five status cards with their counts', async () => {
    server.use(
      http.get('/customers/orders/getOrderCountsByStatus', ({ response }) =>
        response(200).json(orderCounts({ processing: 7, canceled: 1 })),
      ),
    );
    await renderApp({ url: '/orderScreens', user: anEmployeeSession() });

    expect(screen.getByRole('heading', { level: 1, name: 'Order Screens' })).toBeInTheDocument();
    expect(cardsOf('Orders by status')).toEqual(statusCards([7, 0, 0, 0, 1]));
  });

  it.each<[string, string, Array<[string, string]>]>([
    [
      '/item_screens',
      'Item Screens',
      [
        ['Items', '/items'],
        ['Featured Items', '/featured_items'],
      ],
    ],
    [
      '/item_groups',
      'Item Groups',
      [
        ['Collection ScreensCollections and nav collections', '/collection_screens'],
        ['Category ScreensCategories and featured categories', '/category_screens'],
      ],
    ],
    [
      '/collection_screens',
      'Collection Screens',
      [
        ['Collections', '/collections'],
        ['Nav Collections', '/nav_collections'],
      ],
    ],
    [
      '/category_screens',
      'Category Screens',
      [
        ['Categories', '/categories'],
        ['Featured Categories', '/featured_categories'],
      ],
    ],
    [
      '/user_screens',
      'User Screens',
      [
        ['Employees', '/employees'],
        ['Customers', '/customers'],
        ['Employee Invites', '/employee-invites'],
      ],
    ],
    [
      '/address_screens',
      'Address Screens',
      [
        ['AreasPick a division, then a district, to see its areas', '/divisions'],
        ['DistrictsPick a division to see its districts', '/divisions'],
        ['Divisions', '/divisions'],
      ],
    ],
    [
      '/general_settings',
      'General Settings',
      [
        ['VAT', '/vat'],
        ['Discounts', '/discounts'],
        ['Delivery Fees', '/delivery-fees'],
        ['Hero Sliders', '/hero_sliders'],
        ['Social Links', '/social_links'],
        ['App Settings', '/app_settings'],
        ['Testimonials', '/testimonials'],
        ['AddressesDivisions, districts and areas', '/address_screens'],
        ['ActivityWho changed what, and when', '/activity'],
        ["API tokensThe keys the shop's other tools call the API with", '/api_tokens'],
        ['WebhooksWhere the shop posts its events for other tools', '/webhooks'],
      ],
    ],
  ])('%s shows its cards', async (url, title, cards) => {
    await renderApp({ url, user: anEmployeeSession() });

    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(cardsOf(title)).toEqual(cards);
  });
});
