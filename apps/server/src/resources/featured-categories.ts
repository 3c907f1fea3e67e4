import { refField } from '../data/crud/fields.js';
import { referenceInput } from '../data/crud/inputs.js';
import { categories, featuredCategories } from '../db/schema.js';
import { precedenceList } from '../handlers/crud/precedence-list.js';
import type { Handlers } from '../handlers/handler-types.js';

/** The categories the storefront features (each at most once), in precedence order. */
const featured = precedenceList(featuredCategories, {
  shape: { category: refField(featuredCategories.categoryId, categories) },
  input: { category: referenceInput(featuredCategories.categoryId, categories) },
});

export const featuredCategoryOperations = {
  listFeaturedCategories: featured.list,
  createFeaturedCategory: featured.create,
  getFeaturedCategory: featured.get,
  updateFeaturedCategory: featured.update,
  deleteFeaturedCategory: featured.delete,
} satisfies Partial<Handlers>;
