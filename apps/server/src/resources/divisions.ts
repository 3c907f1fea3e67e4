import { sql } from 'drizzle-orm';
import { idField, valueField } from '../data/crud/fields.js';
import { textInput } from '../data/crud/inputs.js';
import { divisions } from '../db/schema.js';
import { tableResource } from '../handlers/crud/table-resource.js';
import type { Handlers } from '../handlers/handler-types.js';

/** The divisions of the address tree, by name; one with districts refuses the delete (its foreign key). */
const division = tableResource({
  table: divisions,
  shape: { _id: idField(divisions.id), name: valueField(divisions.name) },
  order: sql`lower(${divisions.name}), ${divisions.id}`,
  input: { name: textInput(divisions.name) },
});

export const divisionOperations = {
  listDivisions: division.list,
  createDivision: division.create,
  getDivision: division.get,
  updateDivision: division.update,
  deleteDivision: division.delete,
} satisfies Partial<Handlers>;
