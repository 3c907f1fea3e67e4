import { idField, valueField } from '../../data/crud/fields.js';
import { valueInput } from '../../data/crud/inputs.js';
import type { SingletonRateTable } from '../../db/schema.js';
import { tableResource } from './table-resource.js';

/**
 * The operations of a setting the shop has at most one of (VAT, discount): a percentage and whether it applies.
 * The table's unique `singleton` column refuses a second one, concurrent or not (409 with its message).
 */
export function rateResource(table: SingletonRateTable) {
  return tableResource({
    table,
    shape: {
      _id: idField(table.id),
      amount: valueField(table.amount),
      isApplicable: valueField(table.isApplicable),
    },
    order: table.id.getSQL(),
    input: { amount: valueInput(table.amount), isApplicable: valueInput(table.isApplicable) },
  });
}
