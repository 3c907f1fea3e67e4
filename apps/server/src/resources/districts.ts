import type { Handlers } from '../contract/handler-types.js';
import { refField } from '../data/crud/fields.js';
import { referenceInput } from '../data/crud/inputs.js';
import { namedInParent } from '../data/crud/named-in-parent.js';
import { districts, divisions } from '../db/schema.js';

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
