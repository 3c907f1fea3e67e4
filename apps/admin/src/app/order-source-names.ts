import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Schema } from '@shop/sdk';

/** Where an order came from, in words: "Phone", "WhatsApp", "Walk-in". */
export const sourceNames: Readonly<Record<Schema<'OrderSource'>, MessageDescriptor>> = {
  phone: msg`Phone`,
  messenger: msg`Messenger`,
  facebook: msg`Facebook`,
  whatsapp: msg`WhatsApp`,
  'walk-in': msg`Walk-in`,
  storefront: msg`Storefront`,
  other: msg`Other`,
};
