import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Icon, type IconName } from '@shop/ui-kit/icon';
import { Link, type LinkProps, useLocation } from '@tanstack/react-router';

interface Section {
  label: MessageDescriptor;
  to: LinkProps['to'];
  icon: IconName;
  /** First path segments of the screens reached from this hub. */
  screens: readonly string[];
}

const sections: readonly Section[] = [
  {
    label: msg`Item Screens`,
    to: '/item_screens',
    icon: 'box',
    screens: [
      'item_screens',
      'items',
      'featured_items',
      'item_assets',
      'item_assets_from_items',
      'wishlists',
    ],
  },
  {
    label: msg`Item Groups`,
    to: '/item_groups',
    icon: 'list',
    screens: [
      'item_groups',
      'collection_screens',
      'category_screens',
      'collections',
      'nav_collections',
      'categories',
      'featured_categories',
      'subcategories',
      'item_collections',
      'item_categories',
      'item_subcategories',
    ],
  },
  {
    label: msg`Order Screens`,
    to: '/orderScreens',
    icon: 'send',
    screens: ['orderScreens', 'ordersFromStatus', 'order_items_from_order'],
  },
  {
    label: msg`User Screens`,
    to: '/user_screens',
    icon: 'users',
    screens: [
      'user_screens',
      'customers',
      'employees',
      'employee-invites',
      'wishlist_from_customer',
      'addresses_from_customer',
      'orders_from_customer',
    ],
  },
  {
    label: msg`General Settings`,
    to: '/general_settings',
    icon: 'settings',
    screens: [
      'general_settings',
      'vat',
      'discounts',
      'delivery-fees',
      'hero_sliders',
      'social_links',
      'app_settings',
      'testimonials',
      'address_screens',
      'divisions',
      'districts',
      'areas',
      'activity',
    ],
  },
];

/**
 * The narrow side bar: one link per hub. The hub's link is the current page on the hub itself
 * (aria-current="page") and marks the section on the screens reached from it (aria-current="true").
 */
export function SideNav() {
  const { t, i18n } = useLingui();
  const firstSegment = useLocation({ select: (location) => location.pathname.split('/')[1] ?? '' });
  return (
    <nav className="side-nav" aria-label={t`Sections`}>
      <ul className="side-nav-list">
        {sections.map((section) => (
          <li key={section.to}>
            <Link
              to={section.to}
              className="side-nav-link"
              aria-current={section.screens.includes(firstSegment) ? 'true' : undefined}
            >
              <Icon name={section.icon} size={22} />
              <span className="side-nav-label">{i18n._(section.label)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
