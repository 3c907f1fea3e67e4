import type { Schema } from '@shop/sdk';

/** How each order status reads in a sentence, a cell or a card: "To Be Delivered". */
export const statusNames: Readonly<Record<Schema<'OrderStatus'>, string>> = {
  processing: 'Processing',
  toBeDelivered: 'To Be Delivered',
  shipped: 'Shipped',
  completed: 'Completed',
  canceled: 'Canceled',
};
