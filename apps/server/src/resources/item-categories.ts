import { refField } from '../data/crud/fields.js';
import { categories, itemCategories } from '../db/schema.js';
import { itemLinkList } from '../handlers/crud/item-link-list.js';
import type { Handlers } from '../handlers/handler-types.js';

/** Which items are placed directly in which category (`?category=`, `?item=`), by item name; read only. */
const link = itemLinkList(itemCategories, {
  shape: { category: refField(itemCategories.categoryId, categories) },
  filter: { category: itemCategories.categoryId },
});

export const itemCategoryOperations = {
  listItemCategories: link.list,
  getItemCategory: link.get,
} satisfies Partial<Handlers>;
