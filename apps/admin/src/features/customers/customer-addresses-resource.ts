import { msg } from '@lingui/core/macro';
import type { ShopClient } from '@shop/sdk';
import {
  createAddressMutationOptions,
  deleteAddressMutationOptions,
  listCustomerAddressesQueryOptions,
  updateAddressMutationOptions,
} from '@shop/sdk/query';
import { AddressCreateSchema, AddressUpdateSchema } from '@shop/sdk/schemas';
import { addressCreateFields, addressUpdateFields } from '../../list-screens/address-fields';
import { defineResource } from '../../list-screens/resource-definition';

/**
 * A customer's addresses by name and type: "View Address" (area, full address, zip code), create (the area chosen
 * division -> district -> area), update, and delete of an address no order uses (the server's 409 otherwise, said in
 * the confirm dialog).
 */
export const customerAddresses = defineResource({
  name: msg`Address`,
  plural: msg`Addresses`,
  list: (client: ShopClient, { parentId }: { parentId: string }) =>
    listCustomerAddressesQueryOptions(client, { path: { id: parentId } }),
  parent: ({ parentId }) => parentId,
  rowName: (row) => row.name,
  columns: [
    { kind: 'text', field: 'name', header: msg`Name`, sortable: true },
    { kind: 'text', field: 'type', header: msg`Type`, sortable: true },
  ],
  can: {
    view: {
      entity: 'Address',
      fields: [
        { kind: 'text', field: 'name', header: msg`Name` },
        { kind: 'text', field: 'type', header: msg`Type` },
        { kind: 'ref', field: 'area', header: msg`Area` },
        { kind: 'text', field: 'fullAddress', header: msg`Full Address` },
        { kind: 'text', field: 'zipCode', header: msg`Zip Code` },
      ],
    },
    create: {
      mutation: createAddressMutationOptions,
      schema: AddressCreateSchema,
      fields: addressCreateFields,
    },
    update: {
      mutation: updateAddressMutationOptions,
      schema: AddressUpdateSchema,
      fields: addressUpdateFields,
      values: (row) => ({
        name: row.name,
        type: row.type,
        area: { value: row.area._id, label: row.area.name },
        fullAddress: row.fullAddress,
        zipCode: row.zipCode,
      }),
    },
    delete: { mutation: deleteAddressMutationOptions },
  },
});
