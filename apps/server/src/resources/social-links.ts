import { sql } from 'drizzle-orm';
import { idField, valueField } from '../data/crud/fields.js';
import { textInput, valueInput } from '../data/crud/inputs.js';
import { socialLinks } from '../db/schema.js';
import { tableResource } from '../handlers/crud/table-resource.js';
import type { Handlers } from '../handlers/handler-types.js';

/** The shop's social links, by name; written as `visibility` and read back as `isVisible` (the spec's wire format). */
const link = tableResource({
  table: socialLinks,
  shape: {
    _id: idField(socialLinks.id),
    name: valueField(socialLinks.name),
    link: valueField(socialLinks.link),
    isVisible: valueField(socialLinks.isVisible),
  },
  order: sql`lower(${socialLinks.name}), ${socialLinks.id}`,
  input: {
    name: textInput(socialLinks.name),
    link: valueInput(socialLinks.link),
    visibility: valueInput(socialLinks.isVisible),
  },
});

export const socialLinkOperations = {
  listSocialLinks: link.list,
  createSocialLink: link.create,
  getSocialLink: link.get,
  updateSocialLink: link.update,
  deleteSocialLink: link.delete,
} satisfies Partial<Handlers>;
