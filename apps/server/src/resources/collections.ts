import { sql } from 'drizzle-orm';
import { Field, idField, valueField } from '../data/crud/fields.js';
import { textInput, valueInput } from '../data/crud/inputs.js';
import { collections } from '../db/schema.js';
import { tableResource } from '../handlers/crud/table-resource.js';
import type { Handlers } from '../handlers/handler-types.js';

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

/** The same records as references, `{ _id, name }` (no version: a picker only names them). */
const collectionOption = tableResource({
  table: collections,
  shape: new Field<{ _id: string; name: string }>(
    sql`json_build_object('_id', ${collections.id}::text, 'name', ${collections.name})`,
  ),
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
