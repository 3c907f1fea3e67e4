// The change log's names in words. Operation ids and kinds of record are the document's (camelCase and
// PascalCase); a person reads them as words: a table of each in words, translated (`operationText`, `entityText`,
// `roleText`), and the words made from the name itself for a name the table lacks (a newer server's).
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Schema, WriteOperationId } from '@shop/sdk';
import type { QueryOperationId } from '@shop/sdk/query';

/** Every operation the change log records (each write of the API, and the refused sign-ins), in words. */
const operationNames: {
  readonly [Operation in WriteOperationId | Schema<'ChangeEvent'>]: MessageDescriptor;
} = {
  registerEmployee: msg`Register employee`,
  loginEmployee: msg`Login employee`,
  logoutEmployee: msg`Logout employee`,
  logoutEmployeeEverywhere: msg`Logout employee everywhere`,
  endMySession: msg`Signed out a session`,
  forgotEmployeePassword: msg`Forgot employee password`,
  resetEmployeePassword: msg`Reset employee password`,
  changeEmployeePassword: msg`Change employee password`,
  createInvite: msg`Create invite`,
  resendInvite: msg`Resend invite`,
  deleteInvite: msg`Delete invite`,
  changeEmployeeRole: msg`Change employee role`,
  deactivateEmployee: msg`Deactivate employee`,
  reactivateEmployee: msg`Reactivate employee`,
  updateShopPolicy: msg`Update shop policy`,
  createApiToken: msg`Create API token`,
  revokeApiToken: msg`Revoke API token`,
  createWebhookEndpoint: msg`Register webhook endpoint`,
  updateWebhookEndpoint: msg`Update webhook endpoint`,
  deleteWebhookEndpoint: msg`Delete webhook endpoint`,
  rotateWebhookSecret: msg`Rotate webhook secret`,
  sendTestWebhook: msg`Send test event`,
  replayWebhookDeliveries: msg`Replay webhook deliveries`,
  replayWebhookDelivery: msg`Replay webhook delivery`,
  exportOrdersByStatus: msg`Export orders`,
  exportOrders: msg`Export orders`,
  createSavedView: msg`Save a view`,
  updateSavedView: msg`Change a saved view`,
  deleteSavedView: msg`Delete a saved view`,
  exportOrderLinesByStatus: msg`Export order lines`,
  exportCustomers: msg`Export customers`,
  exportItems: msg`Export items`,
  moveOrders: msg`Move orders`,
  printOrders: msg`Print orders`,
  addOrderNote: msg`Add order note`,
  changeOrderToToBeDelivered: msg`Change order to to be delivered`,
  changeOrderToShipped: msg`Change order to shipped`,
  changeOrderToCompleted: msg`Change order to completed`,
  cancelOrder: msg`Cancel order`,
  quoteOrder: msg`Quote order`,
  createOrder: msg`Create order`,
  updateOrder: msg`Update order`,
  createCustomer: msg`Create customer`,
  updateCustomer: msg`Update customer`,
  createAddress: msg`Create address`,
  updateAddress: msg`Update address`,
  deleteAddress: msg`Delete address`,
  createCollection: msg`Create collection`,
  updateCollection: msg`Update collection`,
  deleteCollection: msg`Delete collection`,
  createItemCollection: msg`Create item collection`,
  updateItemCollection: msg`Update item collection`,
  deleteItemCollection: msg`Delete item collection`,
  createNavCollection: msg`Create nav collection`,
  updateNavCollection: msg`Update nav collection`,
  deleteNavCollection: msg`Delete nav collection`,
  createCategory: msg`Create category`,
  updateCategory: msg`Update category`,
  deleteCategory: msg`Delete category`,
  createFeaturedCategory: msg`Create featured category`,
  updateFeaturedCategory: msg`Update featured category`,
  deleteFeaturedCategory: msg`Delete featured category`,
  createSubcategory: msg`Create subcategory`,
  updateSubcategory: msg`Update subcategory`,
  deleteSubcategory: msg`Delete subcategory`,
  createItem: msg`Create item`,
  importItems: msg`Import items`,
  updateItem: msg`Update item`,
  deleteItem: msg`Delete item`,
  createFeaturedItem: msg`Create featured item`,
  updateFeaturedItem: msg`Update featured item`,
  deleteFeaturedItem: msg`Delete featured item`,
  createItemAsset: msg`Create item asset`,
  updateItemAsset: msg`Update item asset`,
  deleteItemAsset: msg`Delete item asset`,
  deleteWishlist: msg`Delete wishlist`,
  createHeroSlider: msg`Create hero slider`,
  updateHeroSlider: msg`Update hero slider`,
  deleteHeroSlider: msg`Delete hero slider`,
  createTestimonial: msg`Create testimonial`,
  updateTestimonial: msg`Update testimonial`,
  deleteTestimonial: msg`Delete testimonial`,
  createSocialLink: msg`Create social link`,
  updateSocialLink: msg`Update social link`,
  deleteSocialLink: msg`Delete social link`,
  createAppSetting: msg`Create app setting`,
  updateAppSetting: msg`Update app setting`,
  deleteAppSetting: msg`Delete app setting`,
  createVat: msg`Create vat`,
  updateVat: msg`Update vat`,
  deleteVat: msg`Delete vat`,
  createDiscount: msg`Create discount`,
  updateDiscount: msg`Update discount`,
  deleteDiscount: msg`Delete discount`,
  createDeliveryFee: msg`Create delivery fee`,
  updateDeliveryFee: msg`Update delivery fee`,
  deleteDeliveryFee: msg`Delete delivery fee`,
  setDeliveryFeeDistricts: msg`Set delivery fee districts`,
  createDivision: msg`Create division`,
  updateDivision: msg`Update division`,
  deleteDivision: msg`Delete division`,
  createDistrict: msg`Create district`,
  updateDistrict: msg`Update district`,
  deleteDistrict: msg`Delete district`,
  createArea: msg`Create area`,
  updateArea: msg`Update area`,
  deleteArea: msg`Delete area`,
  signInFailed: msg`Sign in failed`,
  signInThrottled: msg`Sign in throttled`,
};

/** Every kind of record the change log names, in words. */
const entityNames: { readonly [Entity in Schema<'ChangeEntityType'>]: MessageDescriptor } = {
  Employee: msg`Employee`,
  Invite: msg`Invite`,
  Order: msg`Order`,
  Customer: msg`Customer`,
  Address: msg`Address`,
  Collection: msg`Collection`,
  ItemCollection: msg`Item Collection`,
  NavCollection: msg`Nav Collection`,
  Category: msg`Category`,
  FeaturedCategory: msg`Featured Category`,
  Subcategory: msg`Subcategory`,
  Item: msg`Item`,
  FeaturedItem: msg`Featured Item`,
  ItemAsset: msg`Item Asset`,
  Wishlist: msg`Wishlist`,
  HeroSlider: msg`Hero Slider`,
  Testimonial: msg`Testimonial`,
  SocialLink: msg`Social Link`,
  AppSetting: msg`App Setting`,
  Vat: msg`Vat`,
  Discount: msg`Discount`,
  DeliveryFee: msg`Delivery Fee`,
  Division: msg`Division`,
  District: msg`District`,
  Area: msg`Area`,
  ShopPolicy: msg`Shop Policy`,
  ApiToken: msg`API Token`,
  WebhookEndpoint: msg`Webhook Endpoint`,
};

/** Every role, in words. */
export const roleNames: { readonly [Role in Schema<'EmployeeLevel'>]: MessageDescriptor } = {
  owner: msg`Owner`,
  employee: msg`Employee`,
};

/** An operation id or event in words, translated: `updateItem` is "Update item", `signInFailed` "Sign in failed". */
export function operationText(operation: string, i18n: I18n): string {
  return isNamed(operationNames, operation) ? i18n._(operationNames[operation]) : operationWords(operation);
}

/** A kind of record in words, translated: `ItemCollection` is "Item Collection". */
export function entityText(entity: string, i18n: I18n): string {
  return isNamed(entityNames, entity) ? i18n._(entityNames[entity]) : entityWords(entity);
}

/** A role in words, translated: "Owner", "Employee". */
export function roleText(role: string, i18n: I18n): string {
  return isNamed(roleNames, role) ? i18n._(roleNames[role]) : roleWords(role);
}

/**
 * Who made a change, in words: the employee's name, or for a change made with an API token the token and who
 * created it ("Nightly report token, created by Nusrat"); undefined when the log names no one (an unknown sign-in).
 */
export function actorText(
  change: Pick<Schema<'Change'>, 'employee' | 'apiToken'>,
  i18n: I18n,
): string | undefined {
  const employee = change.employee?.name;
  const token = change.apiToken?.name;
  if (token === undefined) return employee;
  return employee === undefined
    ? i18n._(msg`${token} token`)
    : i18n._(msg`${token} token, created by ${employee}`);
}

/** The reads the change log records (the exports): reads that the document says change something. */
type LoggedRead = Extract<WriteOperationId, QueryOperationId>;

/** What an export sent, in words: "Exported 120 customers" (`shown`, the count as the language writes it). */
const exportedWords: {
  readonly [Operation in LoggedRead]: (rows: number, shown: string) => MessageDescriptor;
} = {
  exportCustomers: (rows, shown) =>
    msg`Exported ${plural(rows, { one: `${shown} customer`, other: `${shown} customers` })}`,
  exportOrdersByStatus: (rows, shown) =>
    msg`Exported ${plural(rows, { one: `${shown} order`, other: `${shown} orders` })}`,
  exportOrders: (rows, shown) =>
    msg`Exported ${plural(rows, { one: `${shown} order`, other: `${shown} orders` })}`,
  exportOrderLinesByStatus: (rows, shown) =>
    msg`Exported ${plural(rows, { one: `${shown} order line`, other: `${shown} order lines` })}`,
  exportItems: (rows, shown) =>
    msg`Exported ${plural(rows, { one: `${shown} item`, other: `${shown} items` })}`,
};

/** An export that stopped half-way, in words: "Export stopped after 40 customers". */
const stoppedWords: {
  readonly [Operation in LoggedRead]: (rows: number, shown: string) => MessageDescriptor;
} = {
  exportCustomers: (rows, shown) =>
    msg`Export stopped after ${plural(rows, { one: `${shown} customer`, other: `${shown} customers` })}`,
  exportOrdersByStatus: (rows, shown) =>
    msg`Export stopped after ${plural(rows, { one: `${shown} order`, other: `${shown} orders` })}`,
  exportOrders: (rows, shown) =>
    msg`Export stopped after ${plural(rows, { one: `${shown} order`, other: `${shown} orders` })}`,
  exportOrderLinesByStatus: (rows, shown) =>
    msg`Export stopped after ${plural(rows, { one: `${shown} order line`, other: `${shown} order lines` })}`,
  exportItems: (rows, shown) =>
    msg`Export stopped after ${plural(rows, { one: `${shown} item`, other: `${shown} items` })}`,
};

/** The fields of an export's entry that say what went (the others are the filters asked). */
export const EXPORT_OUTCOME_FIELDS: readonly string[] = ['rows', 'complete'];

/**
 * What an export's entry of the change log says went, in words ("Exported 120 customers", "Export stopped after
 * 40 customers", "Export not finished"), or undefined for an entry of anything else. `number` writes a count in the
 * language shown.
 */
export function exportText(
  change: Pick<Schema<'Change'>, 'operation' | 'fields'>,
  i18n: I18n,
  number: (value: number) => string,
): string | undefined {
  const { operation } = change;
  if (!isNamed(exportedWords, operation)) return undefined;
  const sent = (name: string) => change.fields.find((field) => field.field === name)?.to;
  const rows = sent('rows');
  if (typeof rows !== 'number') return i18n._(msg`Export not finished`);
  const words = sent('complete') === true ? exportedWords : stoppedWords;
  return i18n._(words[operation](rows, number(rows)));
}

function isNamed<Table extends object>(table: Table, name: string): name is Extract<keyof Table, string> {
  return Object.hasOwn(table, name);
}

/** An operation id a newer server has and the table lacks, in words made from its name: `updateItem` is "Update item". */
function operationWords(operation: string): string {
  const words = operation.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A kind of record the table lacks, in words made from its name: `ItemCollection` is "Item Collection". */
function entityWords(entity: string): string {
  return entity.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
}

/** A role the table lacks, in words made from its name: `owner` is "Owner". */
function roleWords(role: string): string {
  return role.charAt(0).toUpperCase() + role.slice(1);
}
