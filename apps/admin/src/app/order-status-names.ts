import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Schema } from '@shop/sdk';

/** How each order status reads in a sentence, a cell or a card: "To Be Delivered". */
export const statusNames: Readonly<Record<Schema<'OrderStatus'>, MessageDescriptor>> = {
  processing: msg`Processing`,
  toBeDelivered: msg`To Be Delivered`,
  shipped: msg`Shipped`,
  completed: msg`Completed`,
  canceled: msg`Canceled`,
};
