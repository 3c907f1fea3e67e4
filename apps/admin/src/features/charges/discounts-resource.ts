import { msg } from '@lingui/core/macro';
import { recordLimits } from '@shop/sdk';
import {
  createDiscountMutationOptions,
  deleteDiscountMutationOptions,
  listDiscountsQueryOptions,
  updateDiscountMutationOptions,
} from '@shop/sdk/query';
import { rateResource } from './rate-resource';

/** The discount setting: modals "Create Discount", "Update Discount", "Delete Discount" (decisions.md). */
export const discounts = rateResource({
  name: msg`Discount`,
  plural: msg`Discounts`,
  list: listDiscountsQueryOptions,
  create: createDiscountMutationOptions,
  update: updateDiscountMutationOptions,
  remove: deleteDiscountMutationOptions,
  limit: recordLimits.discountSettings,
  notAllowedText: msg`There is one discount setting; update it to change the rate.`,
});
