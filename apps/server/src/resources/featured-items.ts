import type { Handlers } from '../contract/handler-types.js';
import { refField } from '../data/crud/fields.js';
import { referenceInput } from '../data/crud/inputs.js';
import { precedenceList } from '../data/crud/precedence-list.js';
import { featuredItems, items } from '../db/schema.js';

/** The items the storefront features (each at most once), in precedence order. */
const featured = precedenceList(featuredItems, {
  shape: { item: refField(featuredItems.itemId, items) },
  input: { item: referenceInput(featuredItems.itemId, items) },
});

export const featuredItemOperations = {
  listFeaturedItems: featured.list,
  createFeaturedItem: featured.create,
  getFeaturedItem: featured.get,
  updateFeaturedItem: featured.update,
  deleteFeaturedItem: featured.delete,
} satisfies Partial<Handlers>;
