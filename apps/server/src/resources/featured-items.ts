import { refField } from '../data/crud/fields.js';
import { referenceInput } from '../data/crud/inputs.js';
import { featuredItems, items } from '../db/schema.js';
import { precedenceList } from '../handlers/crud/precedence-list.js';
import type { Handlers } from '../handlers/handler-types.js';

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
