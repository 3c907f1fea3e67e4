import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Schema } from '@shop/sdk';

type EventType = Schema<'EventType'>;

/** Every event type a webhook is sent, in words: a type the document adds fails typecheck here until it has some. */
const webhookEventNames: { readonly [Type in EventType]: MessageDescriptor } = {
  'order.placed': msg`Order placed`,
  'order.updated': msg`Order updated`,
  'order.moved': msg`Order moved`,
  'order.canceled': msg`Order canceled`,
  'order.noted': msg`Order noted`,
  'order.printed': msg`Order printed`,
  'customer.created': msg`Customer created`,
  'customer.updated': msg`Customer updated`,
  'address.created': msg`Address created`,
  'address.updated': msg`Address updated`,
  'address.deleted': msg`Address deleted`,
  'wishlist.deleted': msg`Wishlist deleted`,
  'item.created': msg`Item created`,
  'item.updated': msg`Item updated`,
  'item.deleted': msg`Item deleted`,
  'item.imported': msg`Items imported`,
  'catalogue.created': msg`Catalogue entry created`,
  'catalogue.updated': msg`Catalogue entry updated`,
  'catalogue.deleted': msg`Catalogue entry deleted`,
  'content.created': msg`Storefront content created`,
  'content.updated': msg`Storefront content updated`,
  'content.deleted': msg`Storefront content deleted`,
  'settings.created': msg`Setting created`,
  'settings.updated': msg`Setting updated`,
  'settings.deleted': msg`Setting deleted`,
  'employee.registered': msg`Employee registered`,
  'employee.updated': msg`Employee updated`,
  'invite.created': msg`Invite created`,
  'invite.resent': msg`Invite sent again`,
  'invite.deleted': msg`Invite deleted`,
  'invite.accepted': msg`Invite accepted`,
  'apiToken.created': msg`API token created`,
  'apiToken.revoked': msg`API token revoked`,
  'webhook.created': msg`Webhook endpoint registered`,
  'webhook.updated': msg`Webhook endpoint updated`,
  'webhook.deleted': msg`Webhook endpoint deleted`,
  'webhook.tested': msg`Test event`,
};

/** An event type in words, in the language shown. */
export function webhookEventText(type: EventType, i18n: I18n): string {
  return i18n._(webhookEventNames[type]);
}
