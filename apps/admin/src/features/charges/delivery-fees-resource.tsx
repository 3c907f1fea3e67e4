import { msg } from '@lingui/core/macro';
import { moneyLimits, recordLimits } from '@shop/sdk';
import {
  createDeliveryFeeMutationOptions,
  deleteDeliveryFeeMutationOptions,
  listDeliveryFeesQueryOptions,
  updateDeliveryFeeMutationOptions,
} from '@shop/sdk/query';
import { DeliveryFeeCreateSchema, DeliveryFeeUpdateSchema } from '@shop/sdk/schemas';
import type { ComponentProps } from 'react';
import { onDemand, useOnDemand } from '../../app/on-demand';
import { defineResource } from '../../list-screens/resource-definition';
import type { DeliveryFeeDistrictsDialog } from './delivery-fee-districts-dialog';

// The districts dialog (the whole address tree, grouped) loads when an owner opens it: the list never needs it.
const districtsDialog = onDemand(() => import('./delivery-fee-districts-dialog'));

function DistrictsDialogOnDemand(props: ComponentProps<typeof DeliveryFeeDistrictsDialog>) {
  const loaded = useOnDemand(districtsDialog, { needed: true, ahead: false });
  return loaded === undefined ? null : <loaded.DeliveryFeeDistrictsDialog {...props} />;
}

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

const districts = {
  kind: 'refs',
  field: 'districts',
  header: msg`Districts`,
  emptyText: msg`Every other district`,
} as const;

/**
 * Delivery fees: Name, Amount (৳), the districts each covers ("Every other district" for the fee that names none),
 * view, update and delete (decisions.md), and for owners "Choose districts"; create while fewer than 2 exist.
 */
export const deliveryFees = defineResource({
  name: msg`Delivery Fee`,
  plural: msg`Delivery Fees`,
  list: listDeliveryFeesQueryOptions,
  rowName: (row) => row.name,
  columns: [
    { kind: 'text', field: 'name', header: msg`Name`, sortable: true },
    { kind: 'money', field: 'amount', header: msg`Amount`, sortable: true },
    districts,
  ],
  dialogs: [
    {
      label: msg`Choose districts`,
      icon: 'list',
      operation: 'setDeliveryFeeDistricts',
      render: (row, onClose) => <DistrictsDialogOnDemand fee={row} onClose={onClose} />,
    },
  ],
  can: {
    view: {
      entity: 'DeliveryFee',
      fields: [
        { kind: 'text', field: 'name', header: msg`Name` },
        { kind: 'money', field: 'amount', header: msg`Amount` },
        { kind: 'boolean', field: 'isApplicable', header: msg`Is Applicable`, style: 'title' },
        districts,
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
