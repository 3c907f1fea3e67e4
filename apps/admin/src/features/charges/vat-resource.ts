import { msg } from '@lingui/core/macro';
import { recordLimits } from '@shop/sdk';
import {
  createVatMutationOptions,
  deleteVatMutationOptions,
  listVatsQueryOptions,
  updateVatMutationOptions,
} from '@shop/sdk/query';
import { rateResource } from './rate-resource';

/** The VAT setting: modals "Create VAT", "Update VAT", "Delete VAT". */
export const vat = rateResource({
  name: msg`VAT`,
  plural: msg`VAT`,
  list: listVatsQueryOptions,
  create: createVatMutationOptions,
  update: updateVatMutationOptions,
  remove: deleteVatMutationOptions,
  limit: recordLimits.vatSettings,
  notAllowedText: msg`There is one VAT setting; update it to change the rate.`,
});
