import { sql } from 'drizzle-orm';
import type { Handlers } from '../contract/handler-types.js';
import { idField, refField, valueField } from '../data/crud/fields.js';
import { referenceInput, textInput } from '../data/crud/inputs.js';
import { tableResource } from '../data/crud/table-resource.js';
import { districts, divisions } from '../db/schema.js';

/** The districts of the divisions, by name (`?division=` for one division's); one with areas refuses the delete. */
const district = tableResource({
  table: districts,
  shape: {
    _id: idField(districts.id),
    name: valueField(districts.name),
    division: refField(districts.divisionId, divisions),
  },
  order: sql`lower(${districts.name}), ${districts.id}`,
  filters: { division: districts.divisionId },
  input: { name: textInput(districts.name), division: referenceInput(districts.divisionId, divisions) },
});

export const districtOperations = {
  listDistricts: district.list,
  createDistrict: district.create,
  getDistrict: district.get,
  updateDistrict: district.update,
  deleteDistrict: district.delete,
} satisfies Partial<Handlers>;
