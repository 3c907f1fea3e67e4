import { msg } from '@lingui/core/macro';
import { moneyLimits, recordLimits } from '@shop/sdk';
import {
  createDeliveryFeeMutationOptions,
  deleteDeliveryFeeMutationOptions,
  listDeliveryFeesQueryOptions,
  updateDeliveryFeeMutationOptions,
} from '@shop/sdk/query';
import { DeliveryFeeCreateSchema, DeliveryFeeUpdateSchema } from '@shop/sdk/schemas';
import { defineResource } from '../../list-screens/resource-definition';

/** The most delivery fees there can be (product spec, section 9); the server refuses a third with 409. */
const MAX_DELIVERY_FEES = recordLimits.deliveryFees;

const fields = [
  { kind: 'text', name: 'name', label: msg`Name`, placeholder: msg`e.g. Inside Dhaka` },
  {
    kind: 'number',
    name: 'amount',
    label: msg`Amount`,
    step: 10 ** -moneyLimits.decimalPlaces,
    min: moneyLimits.minimum,
    hint: msg`In taka`,
  },
  { kind: 'toggle', name: 'isApplicable', label: msg`Is Applicable` },
] as const;

/** Delivery fees: Name, Amount (৳), view, update and delete (decisions.md); create while fewer than 2 exist. */
export const deliveryFees = defineResource({
  name: msg`Delivery Fee`,
  plural: msg`Delivery Fees`,
  list: listDeliveryFeesQueryOptions,
  rowName: (row) => row.name,
  columns: [
    { kind: 'text', field: 'name', header: msg`Name`, sortable: true },
    { kind: 'money', field: 'amount', header: msg`Amount`, sortable: true },
  ],
  can: {
    view: {
      entity: 'DeliveryFee',
      fields: [
        { kind: 'text', field: 'name', header: msg`Name` },
        { kind: 'money', field: 'amount', header: msg`Amount` },
        { kind: 'boolean', field: 'isApplicable', header: msg`Is Applicable`, style: 'title' },
      ],
    },
    create: {
      mutation: createDeliveryFeeMutationOptions,
      schema: DeliveryFeeCreateSchema,
      fields,
      allowedWhen: (fees) => fees.total < MAX_DELIVERY_FEES,
      notAllowedText: msg`There are ${MAX_DELIVERY_FEES} delivery fees, the most there can be.`,
    },
    update: {
      mutation: updateDeliveryFeeMutationOptions,
      schema: DeliveryFeeUpdateSchema,
      fields,
      values: (row) => ({ name: row.name, amount: row.amount, isApplicable: row.isApplicable }),
    },
    delete: { mutation: deleteDeliveryFeeMutationOptions },
  },
});
