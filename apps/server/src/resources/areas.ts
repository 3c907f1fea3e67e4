import { sql } from 'drizzle-orm';
import type { Handlers } from '../contract/handler-types.js';
import { idField, refField, valueField } from '../data/crud/fields.js';
import { referenceInput, textInput } from '../data/crud/inputs.js';
import { tableResource } from '../data/crud/table-resource.js';
import { areas, districts } from '../db/schema.js';

/** The areas of the districts, by name (`?district=` for one district's); addresses point to them. */
const area = tableResource({
  table: areas,
  shape: {
    _id: idField(areas.id),
    name: valueField(areas.name),
    district: refField(areas.districtId, districts),
  },
  order: sql`lower(${areas.name}), ${areas.id}`,
  filters: { district: areas.districtId },
  input: { name: textInput(areas.name), district: referenceInput(areas.districtId, districts) },
});

export const areaOperations = {
  listAreas: area.list,
  createArea: area.create,
  getArea: area.get,
  updateArea: area.update,
  deleteArea: area.delete,
} satisfies Partial<Handlers>;
