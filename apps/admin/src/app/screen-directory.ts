import type { operations } from '@shop/sdk';
import type { IconName } from '@shop/ui-kit/icon';
import type { RegisteredRouter } from '@tanstack/react-router';

/** The screens a link can open without parameters: every route whose path has none. */
export type ScreenPath = WithoutParams<RegisteredRouter['routeTree']['types']['fileRouteTypes']['to']>;
type WithoutParams<Path> = Path extends `${string}$${string}` ? never : Path;

/** One screen a hub offers: a card on the hub, an entry of the command palette. */
export interface ScreenLink {
  title: string;
  to: ScreenPath;
  icon: IconName;
  description?: string;
  /** The read the screen shows: left out for a role that may not call it (the document's x-roles). */
  reads?: keyof operations;
}

/** A hub: a screen of cards leading to other screens. */
export interface Hub {
  title: string;
  to: ScreenPath;
  links: readonly ScreenLink[];
}

/** The dashboard's catalogue cards. */
export const catalogueHub: Hub = {
  title: 'Dashboard',
  to: '/',
  links: [
    { title: 'Item Groups', to: '/item_groups', icon: 'list', description: 'Collections and categories' },
    { title: 'Item Screens', to: '/item_screens', icon: 'box', description: 'Items and featured items' },
  ],
};

export const itemScreensHub: Hub = {
  title: 'Item Screens',
  to: '/item_screens',
  links: [
    { title: 'Items', to: '/items', icon: 'box' },
    { title: 'Featured Items', to: '/featured_items', icon: 'box' },
  ],
};

export const itemGroupsHub: Hub = {
  title: 'Item Groups',
  to: '/item_groups',
  links: [
    {
      title: 'Collection Screens',
      to: '/collection_screens',
      icon: 'list',
      description: 'Collections and nav collections',
    },
    {
      title: 'Category Screens',
      to: '/category_screens',
      icon: 'list',
      description: 'Categories and featured categories',
    },
  ],
};

export const collectionScreensHub: Hub = {
  title: 'Collection Screens',
  to: '/collection_screens',
  links: [
    { title: 'Collections', to: '/collections', icon: 'list' },
    { title: 'Nav Collections', to: '/nav_collections', icon: 'list' },
  ],
};

export const categoryScreensHub: Hub = {
  title: 'Category Screens',
  to: '/category_screens',
  links: [
    { title: 'Categories', to: '/categories', icon: 'list' },
    { title: 'Featured Categories', to: '/featured_categories', icon: 'list' },
  ],
};

/** The order hub's cards are the statuses (with their counts), not links of its own. */
export const orderScreensHub: Hub = { title: 'Order Screens', to: '/orderScreens', links: [] };

export const userScreensHub: Hub = {
  title: 'User Screens',
  to: '/user_screens',
  links: [
    { title: 'Employees', to: '/employees', icon: 'users' },
    { title: 'Customers', to: '/customers', icon: 'users' },
    { title: 'Employee Invites', to: '/employee-invites', icon: 'send', reads: 'listInvites' },
  ],
};

export const generalSettingsHub: Hub = {
  title: 'General Settings',
  to: '/general_settings',
  links: [
    { title: 'VAT', to: '/vat', icon: 'settings' },
    { title: 'Discounts', to: '/discounts', icon: 'settings' },
    { title: 'Delivery Fees', to: '/delivery-fees', icon: 'settings' },
    { title: 'Hero Sliders', to: '/hero_sliders', icon: 'image' },
    { title: 'Social Links', to: '/social_links', icon: 'link' },
    { title: 'App Settings', to: '/app_settings', icon: 'settings' },
    { title: 'Testimonials', to: '/testimonials', icon: 'users' },
    {
      title: 'Addresses',
      to: '/address_screens',
      icon: 'list',
      description: 'Divisions, districts and areas',
    },
    {
      title: 'Activity',
      to: '/activity',
      icon: 'list',
      description: 'Who changed what, and when',
      reads: 'listChanges',
    },
  ],
};

export const addressScreensHub: Hub = {
  title: 'Address Screens',
  to: '/address_screens',
  links: [
    {
      title: 'Areas',
      to: '/divisions',
      icon: 'list',
      description: 'Pick a division, then a district, to see its areas',
    },
    {
      title: 'Districts',
      to: '/divisions',
      icon: 'list',
      description: 'Pick a division to see its districts',
    },
    { title: 'Divisions', to: '/divisions', icon: 'list' },
  ],
};

/** Every hub, in the side bar's order, the hubs reached from another after it. */
export const hubs: readonly Hub[] = [
  catalogueHub,
  itemScreensHub,
  itemGroupsHub,
  collectionScreensHub,
  categoryScreensHub,
  orderScreensHub,
  userScreensHub,
  generalSettingsHub,
  addressScreensHub,
];
