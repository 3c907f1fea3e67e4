import { idField, refField, valueField } from '../data/crud/fields.js';
import { referenceInput, textInput } from '../data/crud/inputs.js';
import { addresses, areas, customers, orders } from '../db/schema.js';
import { tableResource } from '../handlers/crud/table-resource.js';
import type { Handlers } from '../handlers/handler-types.js';

/** Customers' addresses, each in an area of the address tree; staff add, change and delete them. */
const address = tableResource({
  table: addresses,
  shape: {
    _id: idField(addresses.id),
    customer: refField(addresses.customerId, customers),
    name: valueField(addresses.name),
    type: valueField(addresses.type),
    area: refField(addresses.areaId, areas),
    fullAddress: valueField(addresses.fullAddress),
    zipCode: valueField(addresses.zipCode),
  },
  order: addresses.id.getSQL(),
  input: {
    customer: referenceInput(addresses.customerId, customers),
    name: textInput(addresses.name),
    type: textInput(addresses.type),
    area: referenceInput(addresses.areaId, areas),
    fullAddress: textInput(addresses.fullAddress),
    zipCode: textInput(addresses.zipCode),
  },
  // An order keeps pointing to the address it was placed to.
  refuseDeleteWhile: [
    {
      column: orders.addressId,
      message: (count) => ({
        .../*i18n*/ {
          id: 'address.usedByOrders',
          message:
            '{count, plural, one {An order was placed to this address, so it is kept.} other {# orders were placed to this address, so it is kept.}}',
        },
        values: { count },
      }),
    },
  ],
});

export const addressOperations = {
  listCustomerAddresses: address.listOf('id', addresses.customerId, customers),
  getAddress: address.get,
  createAddress: address.create,
  updateAddress: address.update,
  deleteAddress: address.delete,
} satisfies Partial<Handlers>;
