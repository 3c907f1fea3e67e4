import { discounts, vats } from '../db/schema.js';
import { rateResource } from '../handlers/crud/rate-resource.js';
import type { Handlers } from '../handlers/handler-types.js';

/** The VAT setting (at most one). */
const vat = rateResource(vats);
/** The discount setting (at most one). */
const discount = rateResource(discounts);

export const rateOperations = {
  listVats: vat.list,
  createVat: vat.create,
  getVat: vat.get,
  updateVat: vat.update,
  deleteVat: vat.delete,
  listDiscounts: discount.list,
  createDiscount: discount.create,
  getDiscount: discount.get,
  updateDiscount: discount.update,
  deleteDiscount: discount.delete,
} satisfies Partial<Handlers>;
