import { describe, it } from 'vitest';
import { expectNoConsoleErrors, useShop } from '../support/shop.js';

const shop = useShop();

// Each hub, its cards, and where each card leads (a heading the target screen shows).
const HUBS: { path: string; heading: string; cards: { name: string; to: string; heading: RegExp }[] }[] = [
  {
    path: '/',
    heading: 'Dashboard',
    cards: [
      { name: 'Processing', to: '/ordersFromStatus/processing', heading: /^PROCESSING/ },
      { name: 'To Be Delivered', to: '/ordersFromStatus/toBeDelivered', heading: /^TOBEDELIVERED/ },
      { name: 'Shipped', to: '/ordersFromStatus/shipped', heading: /^SHIPPED/ },
      { name: 'Completed', to: '/ordersFromStatus/completed', heading: /^COMPLETED/ },
      { name: 'Canceled', to: '/ordersFromStatus/canceled', heading: /^CANCELED/ },
      { name: 'Item Groups', to: '/item_groups', heading: /^Item Groups$/ },
      { name: 'Item Screens', to: '/item_screens', heading: /^Item Screens$/ },
    ],
  },
  {
    path: '/orderScreens',
    heading: 'Order Screens',
    cards: [
      { name: 'Processing', to: '/ordersFromStatus/processing', heading: /^PROCESSING/ },
      { name: 'Canceled', to: '/ordersFromStatus/canceled', heading: /^CANCELED/ },
    ],
  },
  {
    path: '/item_screens',
    heading: 'Item Screens',
    cards: [
      { name: 'Items', to: '/items', heading: /^Items/ },
      { name: 'Featured Items', to: '/featured_items', heading: /^Featured Items/ },
    ],
  },
  {
    path: '/item_groups',
    heading: 'Item Groups',
    cards: [
      { name: 'Collection Screens', to: '/collection_screens', heading: /^Collection Screens$/ },
      { name: 'Category Screens', to: '/category_screens', heading: /^Category Screens$/ },
    ],
  },
  {
    path: '/collection_screens',
    heading: 'Collection Screens',
    cards: [
      { name: 'Collections', to: '/collections', heading: /^Collections/ },
      { name: 'Nav Collections', to: '/nav_collections', heading: /^Nav Collections/ },
    ],
  },
  {
    path: '/category_screens',
    heading: 'Category Screens',
    cards: [
      { name: 'Categories', to: '/categories', heading: /^Categories/ },
      { name: 'Featured Categories', to: '/featured_categories', heading: /^Featured Categories/ },
    ],
  },
  {
    path: '/user_screens',
    heading: 'User Screens',
    cards: [
      { name: 'Employees', to: '/employees', heading: /^Employees/ },
      { name: 'Customers', to: '/customers', heading: /^Customers/ },
      { name: 'Employee Invites', to: '/employee-invites', heading: /^Employee Invites/ },
    ],
  },
  {
    path: '/address_screens',
    heading: 'Address Screens',
    cards: [{ name: 'Divisions', to: '/divisions', heading: /^Divisions/ }],
  },
  {
    path: '/general_settings',
    heading: 'General Settings',
    cards: [
      { name: 'VAT', to: '/vat', heading: /^VAT/ },
      { name: 'Discounts', to: '/discounts', heading: /^Discounts/ },
      { name: 'Delivery Fees', to: '/delivery-fees', heading: /^Delivery Fees/ },
      { name: 'Hero Sliders', to: '/hero_sliders', heading: /^Hero Sliders/ },
      { name: 'Social Links', to: '/social_links', heading: /^Social Links/ },
      { name: 'App Settings', to: '/app_settings', heading: /^App Settings/ },
      { name: 'Testimonials', to: '/testimonials', heading: /^Testimonials/ },
      { name: 'Addresses', to: '/address_screens', heading: /^Address Screens$/ },
    ],
  },
];

describe('hubs', () => {
  for (const hub of HUBS) {
    it(`${hub.path}: every card leads to its screen`, async () => {
      const page = await shop.signedInPage(hub.path);
      for (const card of hub.cards) {
        await page.goto(hub.path);
        await page.getByRole('heading', { name: hub.heading, exact: true, level: 1 }).waitFor();
        await page
          .getByRole('main')
          .getByRole('link', { name: new RegExp(`^${card.name}\\b`) })
          .click();
        await page.waitForURL(`**${card.to}`);
        await page.getByRole('heading', { name: card.heading, level: 1 }).waitFor();
      }
      expectNoConsoleErrors(shop, page);
    });
  }
});
