import { msg } from '@lingui/core/macro';
import type { Schema } from '@shop/sdk';
import type { FormFieldDef } from './resource-fields';

// The fields of a customer's address, as the Addresses screen and the New order page both ask for them.

const addressFields = [
  { kind: 'text', name: 'name', label: msg`Name`, placeholder: msg`e.g. Karim's home` },
  { kind: 'text', name: 'type', label: msg`Type`, placeholder: msg`e.g. Home, Office`, defaultValue: 'Home' },
  { kind: 'area', name: 'area', label: msg`Location` },
  { kind: 'textarea', name: 'fullAddress', label: msg`Full Address`, placeholder: msg`House, road, block` },
] as const;
const zipCode = { kind: 'text', name: 'zipCode', label: msg`Zip Code` } as const;

/** A new address of the customer the form is for (its `parent`). */
export const addressCreateFields: readonly FormFieldDef<Schema<'AddressCreate'>>[] = [
  { kind: 'parent', name: 'customer' },
  ...addressFields,
  { ...zipCode, optional: true },
];

/** An address changed; an emptied zip code removes it. */
export const addressUpdateFields: readonly FormFieldDef<Schema<'AddressUpdate'>>[] = [
  ...addressFields,
  zipCode,
];
