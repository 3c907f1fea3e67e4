import { and, eq, ne, sql } from 'drizzle-orm';
import { conflict } from '../core/http-error.js';
import { idField, refField, valueField } from '../data/crud/fields.js';
import { referenceInput, textInput, valueInput } from '../data/crud/inputs.js';
import { SUBCATEGORY_HAS_ITEMS } from '../db/database-errors.js';
import { categories, items, subcategories } from '../db/schema.js';
import { tableResource } from '../handlers/crud/table-resource.js';
import type { Handlers } from '../handlers/handler-types.js';

const withinCategory = sql`${subcategories.precedence}, lower(${subcategories.name}), ${subcategories.id}`;

const shape = {
  _id: idField(subcategories.id),
  category: refField(subcategories.categoryId, categories),
  name: valueField(subcategories.name),
  description: valueField(subcategories.description),
  precedence: valueField(subcategories.precedence),
};

/** Subcategories, grouped by their category's name, then in precedence order within it. */
const subcategory = tableResource({
  table: subcategories,
  shape,
  order: sql`(select lower(${categories.name}) from ${categories} where ${categories.id} = ${subcategories.categoryId}),
    ${subcategories.categoryId}, ${withinCategory}`,
  filters: { category: subcategories.categoryId },
  input: {
    category: referenceInput(subcategories.categoryId, categories),
    name: textInput(subcategories.name),
    description: valueInput(subcategories.description),
    precedence: valueInput(subcategories.precedence),
  },
  // An item's subcategory belongs to the item's category: a subcategory items use stays in its category.
  async beforeUpdate(tx, id, body) {
    if (body.category === undefined) return [];
    const [used] = await tx
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.subcategoryId, id), ne(items.categoryId, BigInt(body.category))))
      .limit(1);
    if (used !== undefined) {
      throw conflict(
        /*i18n*/ {
          id: 'subcategory.usedByItems',
          message:
            'Items use this subcategory, so it cannot move to another category; move those items first.',
        },
      );
    }
    return [];
  },
  refuseDeleteWhile: [{ column: items.subcategoryId, message: SUBCATEGORY_HAS_ITEMS }],
});

/** One category's subcategories, in precedence order. */
const ofCategory = tableResource({ table: subcategories, shape, order: withinCategory });

export const subcategoryOperations = {
  listSubcategories: subcategory.list,
  createSubcategory: subcategory.create,
  listSubcategoriesByCategory: ofCategory.listOf('categoryId', subcategories.categoryId, categories),
  getSubcategory: subcategory.get,
  updateSubcategory: subcategory.update,
  deleteSubcategory: subcategory.delete,
} satisfies Partial<Handlers>;
