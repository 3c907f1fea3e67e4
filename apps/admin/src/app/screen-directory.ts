import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { operations } from '@shop/sdk';
import type { IconName } from '@shop/ui-kit/icon';
import type { RegisteredRouter } from '@tanstack/react-router';

/** The screens a link can open without parameters: every route whose path has none. */
export type ScreenPath = WithoutParams<RegisteredRouter['routeTree']['types']['fileRouteTypes']['to']>;
type WithoutParams<Path> = Path extends `${string}$${string}` ? never : Path;

/** One screen a hub offers: a card on the hub, an entry of the command palette. */
export interface ScreenLink {
  title: MessageDescriptor;
  to: ScreenPath;
  icon: IconName;
  description?: MessageDescriptor;
  /**
   * The call the screen is for (the read it shows, or the write it makes): left out for a role that may not call
   * it (the document's x-roles).
   */
  reads?: keyof operations;
}

/** A hub: a screen of cards leading to other screens. */
export interface Hub {
  title: MessageDescriptor;
  to: ScreenPath;
  links: readonly ScreenLink[];
}

/** The dashboard's catalogue cards. */
export const catalogueHub: Hub = {
  title: msg`Dashboard`,
  to: '/',
  links: [
    {
      title: msg`Item Groups`,
      to: '/item_groups',
      icon: 'list',
      description: msg`Collections and categories`,
    },
    {
      title: msg`Item Screens`,
      to: '/item_screens',
      icon: 'box',
      description: msg`Items and featured items`,
    },
  ],
};

export const itemScreensHub: Hub = {
  title: msg`Item Screens`,
  to: '/item_screens',
  links: [
    { title: msg`Items`, to: '/items', icon: 'box' },
    { title: msg`Featured Items`, to: '/featured_items', icon: 'box' },
  ],
};

export const itemGroupsHub: Hub = {
  title: msg`Item Groups`,
  to: '/item_groups',
  links: [
    {
      title: msg`Collection Screens`,
      to: '/collection_screens',
      icon: 'list',
      description: msg`Collections and nav collections`,
    },
    {
      title: msg`Category Screens`,
      to: '/category_screens',
      icon: 'list',
      description: msg`Categories and featured categories`,
    },
  ],
};

export const collectionScreensHub: Hub = {
  title: msg`Collection Screens`,
  to: '/collection_screens',
  links: [
    { title: msg`Collections`, to: '/collections', icon: 'list' },
    { title: msg`Nav Collections`, to: '/nav_collections', icon: 'list' },
  ],
};

export const categoryScreensHub: Hub = {
  title: msg`Category Screens`,
  to: '/category_screens',
  links: [
    { title: msg`Categories`, to: '/categories', icon: 'list' },
    { title: msg`Featured Categories`, to: '/featured_categories', icon: 'list' },
  ],
};

/**
 * The order hub's cards are the statuses (with their counts); its one link, New order, is a button above them (and
 * a command of the palette).
 */
export const orderScreensHub: Hub = {
  title: msg`Order Screens`,
  to: '/orderScreens',
  links: [
    {
      title: msg`New order`,
      to: '/new_order',
      icon: 'plus',
      description: msg`Type in an order taken by phone, Messenger or WhatsApp`,
      reads: 'createOrder',
    },
  ],
};

export const userScreensHub: Hub = {
  title: msg`User Screens`,
  to: '/user_screens',
  links: [
    { title: msg`Employees`, to: '/employees', icon: 'users' },
    { title: msg`Customers`, to: '/customers', icon: 'users' },
    { title: msg`Employee Invites`, to: '/employee-invites', icon: 'send', reads: 'listInvites' },
  ],
};

export const generalSettingsHub: Hub = {
  title: msg`General Settings`,
  to: '/general_settings',
  links: [
    { title: msg`VAT`, to: '/vat', icon: 'settings' },
    { title: msg`Discounts`, to: '/discounts', icon: 'settings' },
    { title: msg`Delivery Fees`, to: '/delivery-fees', icon: 'settings' },
    { title: msg`Hero Sliders`, to: '/hero_sliders', icon: 'image' },
    { title: msg`Social Links`, to: '/social_links', icon: 'link' },
    { title: msg`App Settings`, to: '/app_settings', icon: 'settings' },
    { title: msg`Testimonials`, to: '/testimonials', icon: 'users' },
    {
      title: msg`Addresses`,
      to: '/address_screens',
      icon: 'list',
      description: msg`Divisions, districts and areas`,
    },
    {
      title: msg`Activity`,
      to: '/activity',
      icon: 'list',
      description: msg`Who changed what, and when`,
      reads: 'listChanges',
    },
    {
      title: msg`API tokens`,
      to: '/api_tokens',
      icon: 'link',
      description: msg`The keys the shop's other tools call the API with`,
      reads: 'listApiTokens',
    },
    {
      title: msg`Webhooks`,
      to: '/webhooks',
      icon: 'send',
      description: msg`Where the shop posts its events for other tools`,
      reads: 'listWebhookEndpoints',
    },
  ],
};

export const addressScreensHub: Hub = {
  title: msg`Address Screens`,
  to: '/address_screens',
  links: [
    {
      title: msg`Areas`,
      to: '/divisions',
      icon: 'list',
      description: msg`Pick a division, then a district, to see its areas`,
    },
    {
      title: msg`Districts`,
      to: '/divisions',
      icon: 'list',
      description: msg`Pick a division to see its districts`,
    },
    { title: msg`Divisions`, to: '/divisions', icon: 'list' },
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
