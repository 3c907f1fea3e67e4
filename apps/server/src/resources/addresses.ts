import { idField, refField, valueField } from '../data/crud/fields.js';
import { addresses, areas, customers } from '../db/schema.js';
import { tableResource } from '../handlers/crud/table-resource.js';
import type { Handlers } from '../handlers/handler-types.js';

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
