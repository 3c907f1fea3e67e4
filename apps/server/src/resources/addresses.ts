import type { Handlers } from '../contract/handler-types.js';
import { idField, refField, valueField } from '../data/crud/fields.js';
import { tableResource } from '../data/crud/table-resource.js';
import { addresses, areas, customers } from '../db/schema.js';

/** Customers' addresses, each in an area of the address tree; read only for staff. */
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
});

export const addressOperations = {
  listCustomerAddresses: address.listOf('id', addresses.customerId, customers),
  getAddress: address.get,
} satisfies Partial<Handlers>;
