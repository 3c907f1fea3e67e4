import { refField } from '../data/crud/fields.js';
import { referenceInput } from '../data/crud/inputs.js';
import { districts, divisions } from '../db/schema.js';
import { namedInParent } from '../handlers/crud/named-in-parent.js';
import type { Handlers } from '../handlers/handler-types.js';

/** The districts of the divisions; one with areas refuses the delete (a foreign key). */
const district = namedInParent(districts, {
  shape: { division: refField(districts.divisionId, divisions) },
  input: { division: referenceInput(districts.divisionId, divisions) },
  filter: { division: districts.divisionId },
});

export const districtOperations = {
  listDistricts: district.list,
  createDistrict: district.create,
  getDistrict: district.get,
  updateDistrict: district.update,
  deleteDistrict: district.delete,
} satisfies Partial<Handlers>;
