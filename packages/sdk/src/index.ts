export {
  authMiddleware,
  createShopClient,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeyMiddleware,
  newIdempotencyKey,
  READ_AFTER_HEADER,
  type RecordChangedSince,
  readYourWritesMiddleware,
  SHOP_CLIENT_HEADER,
  SHOP_CLIENT_VALUE,
  ShopApiError,
  type ShopClient,
  type ShopClientOptions,
  type ShopErrorBody,
  toFormData,
  unauthorizedReason,
  unwrap,
  WRITE_POSITION_HEADER,
} from './client.js';
export {
  type EventStreamReload,
  eventTypeOf,
  mayReadEvents,
  readEventStream,
  type ShopEvent,
  type ShopEventType,
  type StreamMessage,
  type SubscribeEventsOptions,
  subscribeEvents,
} from './events.js';
export {
  formatDateTime,
  formatDay,
  formatList,
  formatNumber,
  formatPercent,
  formatRecordId,
  formatTaka,
  readDigits,
} from './format.js';
export type { components, operations, paths } from './generated/api.js';
export * from './generated/contract.js';
export * from './generated/events.js';
export * from './generated/roles.js';
export * from './generated/scopes.js';
export * from './generated/stale-reads.js';
export { mediaSrcSet, mediaUrl } from './media.js';
export { mayCall, mayReadHistory, type PolicySwitch, policySwitchOf } from './roles.js';
export type { Schema } from './schema-types.js';
export { ifMatch } from './versions.js';
export {
  signWebhook,
  type VerifyWebhookOptions,
  verifyWebhook,
  WEBHOOK_TOLERANCE_SECONDS,
  type WebhookHeaders,
  WebhookVerificationError,
} from './webhooks.js';
