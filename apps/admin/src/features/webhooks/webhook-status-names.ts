import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Schema } from '@shop/sdk';

/** Where an endpoint stands, in words: on, or why it is off. */
export const webhookStatusNames: Readonly<
  Record<'enabled' | Schema<'WebhookDisabledReason'>, MessageDescriptor>
> = {
  enabled: msg`On`,
  owner: msg`Off: turned off by an owner`,
  gone: msg`Off: the receiver answered 410 Gone`,
  failing: msg`Off: deliveries failed for 3 days`,
};

/** A delivery's state, in words. */
export const webhookDeliveryStatusNames: Readonly<
  Record<Schema<'WebhookDeliveryStatus'>, MessageDescriptor>
> = {
  pending: msg`Waiting`,
  delivered: msg`Delivered`,
  failed: msg`Given up`,
};
