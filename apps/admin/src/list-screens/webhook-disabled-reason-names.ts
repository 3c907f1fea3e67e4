import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Schema } from '@shop/sdk';

/** Why a webhook endpoint is turned off, in words. */
export const webhookDisabledReasonNames: Readonly<
  Record<Schema<'WebhookDisabledReason'>, MessageDescriptor>
> = {
  owner: msg`Turned off by an owner`,
  gone: msg`The receiver answered 410 Gone`,
  failing: msg`Deliveries failed for 3 days`,
};
