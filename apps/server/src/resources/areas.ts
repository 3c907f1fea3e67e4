import { refField } from '../data/crud/fields.js';
import { referenceInput } from '../data/crud/inputs.js';
import { areas, districts } from '../db/schema.js';
import { namedInParent } from '../handlers/crud/named-in-parent.js';
import type { Handlers } from '../handlers/handler-types.js';

/** The areas of the districts, where customers' addresses point; one with addresses refuses the delete. */
const area = namedInParent(areas, {
  shape: { district: refField(areas.districtId, districts) },
  input: { district: referenceInput(areas.districtId, districts) },
  filter: { district: areas.districtId },
});

export const areaOperations = {
  listAreas: area.list,
  createArea: area.create,
  getArea: area.get,
  updateArea: area.update,
  deleteArea: area.delete,
} satisfies Partial<Handlers>;
