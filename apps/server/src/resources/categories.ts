import { sql } from 'drizzle-orm';
import { idField, valueField } from '../data/crud/fields.js';
import { imageInput, textInput, valueInput } from '../data/crud/inputs.js';
import { CATEGORY_HAS_ITEMS, CATEGORY_HAS_SUBCATEGORIES } from '../db/database-errors.js';
import { categories, items, subcategories } from '../db/schema.js';
import { tableResource } from '../handlers/crud/table-resource.js';
import type { Handlers } from '../handlers/handler-types.js';

/** Categories, by name, each with an image; its featured entry goes with it. */
const category = tableResource({
  table: categories,
  shape: {
    _id: idField(categories.id),
    name: valueField(categories.name),
    description: valueField(categories.description),
    image: valueField(categories.image),
  },
  order: sql`lower(${categories.name}), ${categories.id}`,
  input: {
    name: textInput(categories.name),
    description: valueInput(categories.description),
    image: imageInput(categories.image),
  },
  folder: 'categories',
  // Checked first for a clear message; the foreign keys still refuse it if one arrives meanwhile.
  refuseDeleteWhile: [
    { column: subcategories.categoryId, message: CATEGORY_HAS_SUBCATEGORIES },
    { column: items.categoryId, message: CATEGORY_HAS_ITEMS },
  ],
});

export const categoryOperations = {
  listCategories: category.list,
  createCategory: category.create,
  getCategory: category.get,
  updateCategory: category.update,
  deleteCategory: category.delete,
} satisfies Partial<Handlers>;
