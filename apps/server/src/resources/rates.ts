import type { Handlers } from '../contract/handler-types.js';
import { rateResource } from '../data/crud/rate-resource.js';
import { discounts, vats } from '../db/schema.js';

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
