import { eq, sql } from 'drizzle-orm';
import { idField, refField, valueField } from '../data/crud/fields.js';
import { assign, referenceInput, textInput, valueInput } from '../data/crud/inputs.js';
import { collections, itemCollections, items } from '../db/schema.js';
import { tableResource } from '../handlers/crud/table-resource.js';
import type { Handlers } from '../handlers/handler-types.js';

/** The items of collections, each with the name and description it shows under (the item's own by default). */
const entry = tableResource({
  table: itemCollections,
  shape: {
    _id: idField(itemCollections.id),
    collection: refField(itemCollections.collectionId, collections),
    item: refField(itemCollections.itemId, items),
    name: valueField(itemCollections.name),
    description: valueField(itemCollections.description),
  },
  order: sql`lower(${itemCollections.name}), ${itemCollections.id}`,
  filters: { collection: itemCollections.collectionId },
  input: {
    collection: referenceInput(itemCollections.collectionId, collections),
    item: referenceInput(itemCollections.itemId, items),
    name: textInput(itemCollections.name),

    description: valueInput(itemCollections.description),
  },
  // An entry shows under its item's own name and description unless it is given its own.
  async beforeInsert(tx, body) {
    if (body.name !== undefined && body.description !== undefined) return [];
    if (body.item === undefined) return [];
    const [item] = await tx
      .select({ name: items.name, description: items.description })
      .from(items)
      .where(eq(items.id, BigInt(body.item)));
    if (item === undefined) return [];
    return [
      ...(body.name === undefined ? [assign(itemCollections.name, item.name)] : []),
      ...(body.description === undefined ? [assign(itemCollections.description, item.description)] : []),
    ];
  },
});

export const itemCollectionOperations = {
  listItemCollections: entry.list,
  createItemCollection: entry.create,
  getItemCollection: entry.get,
  updateItemCollection: entry.update,
  deleteItemCollection: entry.delete,
} satisfies Partial<Handlers>;
