import { msg } from '@lingui/core/macro';
import type { Schema } from '@shop/sdk';
import type { FormFieldDef } from './resource-fields';

// The fields of a customer, as the Customers screen and the New order page both ask for them (an address's are
// in address-fields.ts: the Addresses list needs those alone).

const name = { kind: 'text', name: 'name', label: msg`Name` } as const;
// The server reads a mobile however it is written (01…, +880 1…, with spaces or dashes, in Bangla digits).
const mobile = {
  kind: 'tel',
  name: 'mobile',
  label: msg`Mobile`,
  placeholder: msg`e.g. 01711000000`,
  hint: msg`Bangla digits, spaces and +880 are fine.`,
} as const;
const picture = { kind: 'image', name: 'dp', label: msg`Picture` } as const;

/** A new customer: name, mobile, an optional email and picture. */
export const customerCreateFields: readonly FormFieldDef<Schema<'CustomerCreate'>>[] = [
  name,
  mobile,
  { kind: 'email', name: 'email', label: msg`Email`, optional: true },
  picture,
];

/** A new customer typed in with an order: name, mobile and an optional email. */
export const customerQuickFields: readonly FormFieldDef<Schema<'CustomerCreate'>>[] = [
  name,
  mobile,
  { kind: 'email', name: 'email', label: msg`Email (optional)`, optional: true },
];

/** A customer changed: the same fields; an emptied email removes it, a new picture replaces the old. */
export const customerUpdateFields: readonly FormFieldDef<Schema<'CustomerUpdate'>>[] = [
  name,
  mobile,
  { kind: 'email', name: 'email', label: msg`Email` },
  picture,
];
