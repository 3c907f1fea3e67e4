import { sql } from 'drizzle-orm';
import type { Handlers } from '../contract/handler-types.js';
import { idField, valueField } from '../data/crud/fields.js';
import { textInput, valueInput } from '../data/crud/inputs.js';
import { tableResource } from '../data/crud/table-resource.js';
import { collections } from '../db/schema.js';

const byName = sql`lower(${collections.name}), ${collections.id}`;

/** Collections: their entries go with them; one shown in the navigation refuses the delete (its foreign key). */
const collection = tableResource({
  table: collections,
  shape: {
    _id: idField(collections.id),
    name: valueField(collections.name),
    description: valueField(collections.description),
  },
  order: byName,
  input: { name: textInput(collections.name), description: valueInput(collections.description) },
});

/** The same records as `{ _id, name }`, for the pickers that choose one. */
const collectionOption = tableResource({
  table: collections,
  shape: { _id: idField(collections.id), name: valueField(collections.name) },
  order: byName,
});

export const collectionOperations = {
  listCollections: collection.list,
  createCollection: collection.create,
  listCollectionOptions: collectionOption.list,
  getCollection: collection.get,
  updateCollection: collection.update,
  deleteCollection: collection.delete,
} satisfies Partial<Handlers>;
