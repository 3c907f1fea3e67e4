// How the change log's fields read: each record's fields by the labels its forms and views use ("Is Visible",
// "Status"), and how their values read (taka, a percentage, a picture, a moment, the name of an enumeration's
// value). The Activity screen, a record's History tab and an order's timeline read them from here.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { changeEntityTypeValues, type Schema } from '@shop/sdk';
import { apiScopeNames } from '../app/api-scope-names';
import { itemKindNames } from '../app/item-kind-names';
import { sourceNames } from '../app/order-source-names';
import { statusNames } from '../app/order-status-names';
import { oneOf } from '../app/search-params';
import { roleNames } from './change-words';
import type { ChangeEntityType } from './resource-definition';
import { webhookDisabledReasonNames } from './webhook-disabled-reason-names';

/** How a value of a field reads: `money` in taka, `percent` with %, `image` as a thumbnail, `moment` as a date. */
export type ChangeValueKind = 'money' | 'percent' | 'image' | 'moment';

/** One field of a record in the change log: its label, and how its values read (by their type otherwise). */
export interface ChangeFieldWords {
  label: MessageDescriptor;
  kind?: ChangeValueKind;
  /** The words of an enumeration's values (an order's status, a role). */
  names?: { readonly [value: string]: MessageDescriptor };
}

/** The fields of a record of `Entity` that the change log records (the bookkeeping ones are left out). */
type RecordField<Entity extends ChangeEntityType> = Exclude<keyof Schema<Entity>, '_id' | 'version'>;

/** Every recorded field of every kind of record: a field the document adds fails the type check until it has words. */
type ChangeFieldTable = {
  readonly [Entity in ChangeEntityType]: { readonly [Field in RecordField<Entity>]: ChangeFieldWords };
};

const name = { label: msg`Name` };
const description = { label: msg`Description` };
const image = { label: msg`Image`, kind: 'image' } as const;
const precedence = { label: msg`Precedence` };
const email = { label: msg`Email` };
const role = { label: msg`Role`, names: roleNames };
const rate = {
  amount: { label: msg`Amount`, kind: 'percent' },
  isApplicable: { label: msg`Is Applicable` },
} as const;

const table: ChangeFieldTable = {
  Employee: { name, email, dp: image, level: role, active: { label: msg`Active` } },
  Invite: {
    email,
    level: role,
    employee: { label: msg`Invited By` },
    createdAt: { label: msg`Sent`, kind: 'moment' },
    expiresAt: { label: msg`Expires`, kind: 'moment' },
  },
  Order: {
    customer: { label: msg`Customer` },
    orderStatus: { label: msg`Status`, names: statusNames },
    source: { label: msg`Source`, names: sourceNames },
    address: { label: msg`Address` },
    areaString: { label: msg`Area` },
    fullAddressString: { label: msg`Full Address` },
    subtotal: { label: msg`Subtotal`, kind: 'money' },
    discount: { label: msg`Discount`, kind: 'money' },
    deliveryFee: { label: msg`Delivery Fee`, kind: 'money' },
    total: { label: msg`Total`, kind: 'money' },
    vat: { label: msg`VAT`, kind: 'money' },
    grandTotal: { label: msg`Grand Total`, kind: 'money' },
    notes: { label: msg`Notes` },
    createdAt: { label: msg`Date`, kind: 'moment' },
  },
  Customer: { name, email, mobile: { label: msg`Phone` }, dp: image },
  Address: {
    customer: { label: msg`Customer` },
    name,
    type: { label: msg`Type` },
    area: { label: msg`Area` },
    fullAddress: { label: msg`Full Address` },
    zipCode: { label: msg`Zip Code` },
  },
  Collection: { name, description },
  ItemCollection: {
    collection: { label: msg`Collection` },
    item: { label: msg`Product` },
    name,
    description,
  },
  NavCollection: { collectionID: { label: msg`Collection` }, precedence },
  Category: { name, description, image },
  FeaturedCategory: { category: { label: msg`Category` }, precedence },
  Subcategory: { category: { label: msg`Category` }, name, description, precedence },
  Item: {
    name,
    description,
    price: { label: msg`Price`, kind: 'money' },
    isAvailable: { label: msg`Is Available` },
    isVisible: { label: msg`Is Visible` },
    image,
    categoryOrSubcategory: { label: msg`Category or Subcategory`, names: itemKindNames },
    category: { label: msg`Category` },
    subcategory: { label: msg`Subcategory` },
  },
  FeaturedItem: { item: { label: msg`Item` }, precedence },
  ItemAsset: { item: { label: msg`Item` }, image, precedence },
  Wishlist: { customer: { label: msg`Customer` }, item: { label: msg`Item` }, name },
  HeroSlider: {
    link: { label: msg`Link` },
    image: { label: msg`Desktop Image`, kind: 'image' },
    image1: { label: msg`Mobile Image`, kind: 'image' },
    precedence,
  },
  Testimonial: {
    name,
    designation: { label: msg`Designation` },
    testimonial: { label: msg`Testimonial` },
    precedence,
    image,
  },
  SocialLink: { name, link: { label: msg`Link` }, isVisible: { label: msg`Visibility` } },
  AppSetting: { name, isCategoryFeatured: { label: msg`Is Category Featured` }, image },
  Vat: rate,
  Discount: rate,
  DeliveryFee: {
    name,
    amount: { label: msg`Amount`, kind: 'money' },
    isApplicable: { label: msg`Is Applicable` },
    districts: { label: msg`Districts` },
  },
  Division: { name },
  District: { name, division: { label: msg`Division` } },
  Area: { name, district: { label: msg`District` } },
  ShopPolicy: { employeesMayExport: { label: msg`Employees may export customers' personal data` } },
  ApiToken: {
    name,
    scopes: { label: msg`Scopes`, names: apiScopeNames },
    createdBy: { label: msg`Created by` },
    createdAt: { label: msg`Created`, kind: 'moment' },
    expiresAt: { label: msg`Expires`, kind: 'moment' },
    lastUsedAt: { label: msg`Last used`, kind: 'moment' },
    lastUsedAddress: { label: msg`Last used from` },
    revokedAt: { label: msg`Revoked`, kind: 'moment' },
    lastFour: { label: msg`Last four characters` },
  },
  WebhookEndpoint: {
    url: { label: msg`URL` },
    description,
    eventTypes: { label: msg`Event types` },
    enabled: { label: msg`Enabled` },
    disabledReason: { label: msg`Turned off because`, names: webhookDisabledReasonNames },
    disabledAt: { label: msg`Turned off`, kind: 'moment' },
    failingSince: { label: msg`Failing since`, kind: 'moment' },
    secretLastFour: { label: msg`Secret's last four characters` },
    previousSecretUntil: { label: msg`Previous secret signs until`, kind: 'moment' },
    createdBy: { label: msg`Created by` },
    createdAt: { label: msg`Created`, kind: 'moment' },
  },
};

/** The filters an export's entry records (`exportCustomers`' search, `exportOrdersByStatus`' status, a sort). */
const exportFilters: { readonly [field: string]: ChangeFieldWords | undefined } = {
  q: { label: msg`Search` },
  status: { label: msg`Status`, names: statusNames },
  sort: { label: msg`Sort` },
};

/**
 * How `field` of a record of `entityType` reads in the change log (of the filters an export was asked with, when
 * `operation` is an export); undefined for a field or a kind of record the table lacks (a newer server's).
 */
export function changeFieldWords(
  entityType: string,
  field: string,
  operation?: string,
): ChangeFieldWords | undefined {
  if (operation?.startsWith('export') === true) {
    return Object.hasOwn(exportFilters, field) ? exportFilters[field] : undefined;
  }
  const entity = oneOf(changeEntityTypeValues, entityType);
  if (entity === undefined) return undefined;
  const fields: { readonly [field: string]: ChangeFieldWords | undefined } = table[entity];
  return Object.hasOwn(fields, field) ? fields[field] : undefined;
}

/** A field the table lacks, in words made from its API name: `orderStatus` is "Order status". */
export function fieldWords(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
