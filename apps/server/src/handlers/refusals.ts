import type { Message } from '../core/messages.js';
import type { OperationId } from '../core/operation-types.js';
import type { OperationSpec } from '../document/openapi-document.js';

/**
 * Who may do what an owners' operation does, as a person reads it: "Only the shop owner can create a delivery fee."
 * The English is the operation's `summary` after "Only the shop owner can" (a test holds every owners' operation of
 * the document to it); each is a message of its own, so that it reads as a sentence in Bangla too.
 */
const OWNERS_ONLY: { readonly [K in OperationId]?: Message } = {
  listInvites: /*i18n*/ {
    id: 'refusal.listInvites',
    message: 'Only the shop owner can list pending invites.',
  },
  getInvite: /*i18n*/ { id: 'refusal.getInvite', message: 'Only the shop owner can get an invite.' },
  createInvite: /*i18n*/ {
    id: 'refusal.createInvite',
    message: 'Only the shop owner can invite an employee by email.',
  },
  resendInvite: /*i18n*/ { id: 'refusal.resendInvite', message: 'Only the shop owner can resend an invite.' },
  deleteInvite: /*i18n*/ { id: 'refusal.deleteInvite', message: 'Only the shop owner can delete an invite.' },
  changeEmployeeRole: /*i18n*/ {
    id: 'refusal.changeEmployeeRole',
    message: "Only the shop owner can change an employee's role.",
  },
  deactivateEmployee: /*i18n*/ {
    id: 'refusal.deactivateEmployee',
    message: 'Only the shop owner can deactivate an employee.',
  },
  reactivateEmployee: /*i18n*/ {
    id: 'refusal.reactivateEmployee',
    message: 'Only the shop owner can reactivate an employee.',
  },
  listChanges: /*i18n*/ {
    id: 'refusal.listChanges',
    message: "Only the shop owner can list the shop's changes.",
  },
  updateShopPolicy: /*i18n*/ {
    id: 'refusal.updateShopPolicy',
    message: 'Only the shop owner can update the shop policy.',
  },
  downloadBackup: /*i18n*/ {
    id: 'refusal.downloadBackup',
    message: 'Only the shop owner can download a backup of the whole shop.',
  },
  getBackupStatus: /*i18n*/ {
    id: 'refusal.getBackupStatus',
    message: 'Only the shop owner can read the state of scheduled backups.',
  },
  listApiTokens: /*i18n*/ {
    id: 'refusal.listApiTokens',
    message: 'Only the shop owner can list the API tokens.',
  },
  createApiToken: /*i18n*/ {
    id: 'refusal.createApiToken',
    message: 'Only the shop owner can make an API token.',
  },
  revokeApiToken: /*i18n*/ {
    id: 'refusal.revokeApiToken',
    message: 'Only the shop owner can revoke an API token.',
  },
  listWebhookEndpoints: /*i18n*/ {
    id: 'refusal.listWebhookEndpoints',
    message: 'Only the shop owner can list the webhook endpoints.',
  },
  createWebhookEndpoint: /*i18n*/ {
    id: 'refusal.createWebhookEndpoint',
    message: 'Only the shop owner can register a webhook endpoint.',
  },
  updateWebhookEndpoint: /*i18n*/ {
    id: 'refusal.updateWebhookEndpoint',
    message: 'Only the shop owner can update a webhook endpoint.',
  },
  deleteWebhookEndpoint: /*i18n*/ {
    id: 'refusal.deleteWebhookEndpoint',
    message: 'Only the shop owner can delete a webhook endpoint.',
  },
  rotateWebhookSecret: /*i18n*/ {
    id: 'refusal.rotateWebhookSecret',
    message: "Only the shop owner can rotate a webhook endpoint's secret.",
  },
  sendTestWebhook: /*i18n*/ {
    id: 'refusal.sendTestWebhook',
    message: 'Only the shop owner can send a test event.',
  },
  listWebhookDeliveries: /*i18n*/ {
    id: 'refusal.listWebhookDeliveries',
    message: "Only the shop owner can list an endpoint's deliveries.",
  },
  replayWebhookDeliveries: /*i18n*/ {
    id: 'refusal.replayWebhookDeliveries',
    message: "Only the shop owner can replay an endpoint's deliveries of a time range.",
  },
  replayWebhookDelivery: /*i18n*/ {
    id: 'refusal.replayWebhookDelivery',
    message: 'Only the shop owner can replay one delivery.',
  },
  createAppSetting: /*i18n*/ {
    id: 'refusal.createAppSetting',
    message: 'Only the shop owner can create an app setting.',
  },
  updateAppSetting: /*i18n*/ {
    id: 'refusal.updateAppSetting',
    message: 'Only the shop owner can update an app setting.',
  },
  deleteAppSetting: /*i18n*/ {
    id: 'refusal.deleteAppSetting',
    message: 'Only the shop owner can delete an app setting.',
  },
  createVat: /*i18n*/ { id: 'refusal.createVat', message: 'Only the shop owner can create the VAT setting.' },
  updateVat: /*i18n*/ { id: 'refusal.updateVat', message: 'Only the shop owner can update the VAT setting.' },
  deleteVat: /*i18n*/ { id: 'refusal.deleteVat', message: 'Only the shop owner can delete the VAT setting.' },
  createDiscount: /*i18n*/ {
    id: 'refusal.createDiscount',
    message: 'Only the shop owner can create the discount setting.',
  },
  updateDiscount: /*i18n*/ {
    id: 'refusal.updateDiscount',
    message: 'Only the shop owner can update the discount setting.',
  },
  deleteDiscount: /*i18n*/ {
    id: 'refusal.deleteDiscount',
    message: 'Only the shop owner can delete the discount setting.',
  },
  createDeliveryFee: /*i18n*/ {
    id: 'refusal.createDeliveryFee',
    message: 'Only the shop owner can create a delivery fee.',
  },
  updateDeliveryFee: /*i18n*/ {
    id: 'refusal.updateDeliveryFee',
    message: 'Only the shop owner can update a delivery fee.',
  },
  deleteDeliveryFee: /*i18n*/ {
    id: 'refusal.deleteDeliveryFee',
    message: 'Only the shop owner can delete a delivery fee.',
  },
  setDeliveryFeeDistricts: /*i18n*/ {
    id: 'refusal.setDeliveryFeeDistricts',
    message: 'Only the shop owner can say which districts a delivery fee covers.',
  },
};

const ownersOnlyById: ReadonlyMap<string, Message> = new Map(Object.entries(OWNERS_ONLY));

/** The 403 message of an operation the signed-in employee's role may not call. */
export function refusal(spec: Pick<OperationSpec, 'operationId' | 'roles' | 'summary'>): Message {
  const ownersOnly = spec.roles.length === 1 && spec.roles[0] === 'owner';
  const own = ownersOnly ? ownersOnlyById.get(spec.operationId) : undefined;
  if (own !== undefined) return own;
  // An operation of another set of roles, or one not listed above: its summary stays as the document says it.
  return /*i18n*/ {
    id: 'refusal.other',
    message: 'Only {roles} can {what}.',
    values: {
      roles: ownersOnly ? 'the shop owner' : spec.roles.join(' or '),
      what: spec.summary.charAt(0).toLowerCase() + spec.summary.slice(1),
    },
  };
}

/**
 * Who may do what an operation does while the shop policy's switch is off (`x-role-policies`): the owner, and
 * whoever the owner allows. Each a message of its own, as the owners' operations above.
 */
const WHILE_POLICY_OFF: { readonly [K in OperationId]?: Message } = {
  exportCustomers: /*i18n*/ {
    id: 'refusal.policy.exportCustomers',
    message:
      "Only the shop owner can export customers' personal data, unless they allow employees to (General Settings).",
  },
  exportOrdersByStatus: /*i18n*/ {
    id: 'refusal.policy.exportOrdersByStatus',
    message:
      "Only the shop owner can export orders with their customers' names and addresses, unless they allow employees to (General Settings).",
  },
  exportOrders: /*i18n*/ {
    id: 'refusal.policy.exportOrders',
    message:
      "Only the shop owner can export orders with their customers' names and addresses, unless they allow employees to (General Settings).",
  },
};

const whilePolicyOffById: ReadonlyMap<string, Message> = new Map(Object.entries(WHILE_POLICY_OFF));

/** The 403 message of an operation the signed-in employee's role may call only while a switch of the policy is on. */
export function policyRefusal(spec: Pick<OperationSpec, 'operationId' | 'summary'>): Message {
  return (
    whilePolicyOffById.get(spec.operationId) ?? /*i18n*/ {
      id: 'refusal.policyOther',
      message: 'Only the shop owner can {what}, unless the shop policy allows it.',
      values: { what: spec.summary.charAt(0).toLowerCase() + spec.summary.slice(1) },
    }
  );
}

/**
 * The 403 message of a record's history the signed-in employee's role may not read ("Only the shop owner can see
 * the history of this invite."): only owners may read every kind of record.
 */
export function historyRefusal(record: Message): Message {
  return /*i18n*/ {
    id: 'refusal.history',
    message: 'Only the shop owner can see the history of this {record}.',
    comment: '{record} is what a record is called: one of the record.* messages',
    values: { record },
  };
}

/** The refusal of an operation only owners may call (the staff changes check it again, in their transaction). */
export function ownersOnlyRefusal(operationId: OperationId): Message {
  const own = OWNERS_ONLY[operationId];
  if (own === undefined) throw new Error(`${operationId} is no owners' operation with a refusal`);
  return own;
}

/** The 403 message of an operation no API token may call (`x-scopes: []`): a person must do it. */
export function noTokenRefusal(spec: Pick<OperationSpec, 'summary'>): Message {
  return /*i18n*/ {
    id: 'refusal.noApiToken',
    message: 'An API token cannot {what}; sign in as a person to do it.',
    values: { what: spec.summary.charAt(0).toLowerCase() + spec.summary.slice(1) },
  };
}

/** The 403 message of an API token without a scope the operation needs (`missingScope` names it too). */
export function scopeRefusal(spec: Pick<OperationSpec, 'summary'>, scope: string): Message {
  return /*i18n*/ {
    id: 'refusal.missingScope',
    message: 'This API token cannot {what}: it needs the {scope} scope.',
    comment: '{scope} is the name of a scope, such as orders:write; it stays as it is',
    values: { what: spec.summary.charAt(0).toLowerCase() + spec.summary.slice(1), scope },
  };
}
