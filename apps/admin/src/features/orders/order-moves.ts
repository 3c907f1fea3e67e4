import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { operations, Schema, ShopClient, WriteOperationId } from '@shop/sdk';
import {
  cancelOrderMutationOptions,
  changeOrderToCompletedMutationOptions,
  changeOrderToShippedMutationOptions,
  changeOrderToToBeDeliveredMutationOptions,
} from '@shop/sdk/query';
import type { IconName } from '@shop/ui-kit/icon';

type OrderStatus = Schema<'OrderStatus'>;

/** The four order-move calls share one shape: a PATCH of `{id}` with no body, answering the moved order. */
type MoveMutationOptions = (client: ShopClient) => {
  mutationKey: readonly [WriteOperationId];
  mutationFn: (variables: { params: operations['cancelOrder']['parameters'] }) => Promise<Schema<'Order'>>;
};

/** A move an order row offers: its row button, its confirm dialog and the call it makes. */
export interface OrderMove {
  /** The row button's accessible name, e.g. "Deliver". */
  label: MessageDescriptor;
  icon: IconName;
  tone: 'default' | 'danger';
  /** The confirm dialog's title. */
  title: MessageDescriptor;
  /** The confirm dialog's question. */
  question: MessageDescriptor;
  /** The status the order ends in (a move's target: the document's OrderMoveTarget). */
  to: Schema<'OrderMoveTarget'>;
  mutationOptions: MoveMutationOptions;
}

const deliver: OrderMove = {
  label: msg`Deliver`,
  icon: 'forward',
  tone: 'default',
  title: msg`Deliver Order`,
  question: msg`Are you sure you want to deliver this order?`,
  to: 'toBeDelivered',
  mutationOptions: changeOrderToToBeDeliveredMutationOptions,
};

const ship: OrderMove = {
  label: msg`Ship`,
  icon: 'send',
  tone: 'default',
  title: msg`Ship Order`,
  question: msg`Are you sure you want to ship this order?`,
  to: 'shipped',
  mutationOptions: changeOrderToShippedMutationOptions,
};

const complete: OrderMove = {
  label: msg`Complete`,
  icon: 'check',
  tone: 'default',
  title: msg`Complete Order`,
  question: msg`Are you sure you want to complete this order?`,
  to: 'completed',
  mutationOptions: changeOrderToCompletedMutationOptions,
};

const cancel: OrderMove = {
  label: msg`Cancel order`,
  icon: 'close',
  tone: 'danger',
  title: msg`Cancel Order`,
  question: msg`Are you sure you want to cancel this order?`,
  to: 'canceled',
  mutationOptions: cancelOrderMutationOptions,
};

/**
 * The moves offered from each status (product spec, section 4): the next step of the workflow, then cancel.
 * Completed and canceled orders are final and offer none. The server enforces the same rules (409 otherwise).
 */
export const movesFrom: Readonly<Record<OrderStatus, readonly OrderMove[]>> = {
  processing: [deliver, cancel],
  toBeDelivered: [ship, cancel],
  shipped: [complete, cancel],
  completed: [],
  canceled: [],
};
