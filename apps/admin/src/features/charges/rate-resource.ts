import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { percentageLimits, type Schema, type ShopClient } from '@shop/sdk';
import { RateCreateSchema, RateUpdateSchema } from '@shop/sdk/schemas';
import type { ListQueryOptions } from '../../list-screens/list-query';
import {
  type CreateMutation,
  type DeleteMutation,
  defineResource,
  type UpdateMutation,
} from '../../list-screens/resource-definition';

/** A VAT or discount setting: the two share one shape (a percentage and whether it applies). */
type Rate = Schema<'Vat'>;

/** The calls and names of one rate setting. */
interface RateOperations {
  /** "VAT" or "Discount": the modal titles are "Create {name}", "Update {name}", "Delete {name}". */
  name: MessageDescriptor;
  plural: MessageDescriptor;
  list: (client: ShopClient) => ListQueryOptions<Rate>;
  create: CreateMutation<Schema<'RateCreate'>>;
  update: UpdateMutation<Schema<'RateUpdate'>>;
  remove: DeleteMutation;
  /** How many the shop may have (the document's `x-limits`). */
  limit: number;
  /** Said where the create button would be once the one setting exists. */
  notAllowedText: MessageDescriptor;
}

const fields = [
  {
    kind: 'number',
    name: 'amount',
    label: msg`Amount`,
    step: 10 ** -percentageLimits.decimalPlaces,
    min: percentageLimits.minimum,
    hint: msg`A percentage, 0 to 100`,
  },
  { kind: 'toggle', name: 'isApplicable', label: msg`Is Applicable` },
] as const;

/**
 * VAT and discounts: Amount (a percentage), Is Applicable (True/False), update and delete; create only while none
 * exists (the server refuses a second one with 409, shown in the form).
 */
export function rateResource({
  name,
  plural,
  list,
  create,
  update,
  remove,
  limit,
  notAllowedText,
}: RateOperations) {
  return defineResource({
    name,
    plural,
    list,
    rowName: (row, i18n) => {
      const { amount } = row;
      const setting = i18n._(name);
      return i18n._(msg`${amount}% ${setting}`);
    },
    columns: [
      { kind: 'number', field: 'amount', header: msg`Amount`, unit: '%' },
      { kind: 'boolean', field: 'isApplicable', header: msg`Is Applicable`, style: 'title' },
    ],
    can: {
      create: {
        mutation: create,
        schema: RateCreateSchema,
        fields,
        allowedWhen: (rates) => rates.total < limit,
        notAllowedText,
      },
      update: {
        mutation: update,
        schema: RateUpdateSchema,
        fields,
        values: (row) => ({ amount: row.amount, isApplicable: row.isApplicable }),
      },
      delete: { mutation: remove },
    },
  });
}
