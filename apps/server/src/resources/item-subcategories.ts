import { refField } from '../data/crud/fields.js';
import { itemSubcategories, subcategories } from '../db/schema.js';
import { itemLinkList } from '../handlers/crud/item-link-list.js';
import type { Handlers } from '../handlers/handler-types.js';

/** Which items are placed in which subcategory (`?subcategory=`, `?item=`), by item name; read only. */
const link = itemLinkList(itemSubcategories, {
  shape: { subcategory: refField(itemSubcategories.subcategoryId, subcategories) },
  filter: { subcategory: itemSubcategories.subcategoryId },
});

export const itemSubcategoryOperations = {
  listItemSubcategories: link.list,
  getItemSubcategory: link.get,
} satisfies Partial<Handlers>;
