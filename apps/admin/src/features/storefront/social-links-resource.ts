import { msg } from '@lingui/core/macro';
import {
  createSocialLinkMutationOptions,
  deleteSocialLinkMutationOptions,
  listSocialLinksQueryOptions,
  updateSocialLinkMutationOptions,
} from '@shop/sdk/query';
import { SocialLinkCreateSchema, SocialLinkUpdateSchema } from '@shop/sdk/schemas';
import { defineResource } from '../../list-screens/resource-definition';

const fields = [
  { kind: 'text', name: 'name', label: msg`Name` },
  { kind: 'url', name: 'link', label: msg`Link`, placeholder: msg`Please Enter Link` },
  { kind: 'toggle', name: 'visibility', label: msg`Visibility`, defaultValue: false },
] as const;

/** Social links: Name, Link. Written with `visibility`, read back as `isVisible` (the form starts from it). */
export const socialLinks = defineResource({
  name: msg`Social Link`,
  plural: msg`Social Links`,
  list: listSocialLinksQueryOptions,
  rowName: (row) => row.name,
  columns: [
    { kind: 'text', field: 'name', header: msg`Name`, sortable: true },
    { kind: 'link', field: 'link', header: msg`Link` },
  ],
  can: {
    view: {
      entity: 'SocialLink',
      fields: [
        { kind: 'text', field: 'name', header: msg`Name` },
        { kind: 'link', field: 'link', header: msg`Link` },
        { kind: 'boolean', field: 'isVisible', header: msg`Visibility` },
      ],
    },
    create: { mutation: createSocialLinkMutationOptions, schema: SocialLinkCreateSchema, fields },
    update: {
      mutation: updateSocialLinkMutationOptions,
      schema: SocialLinkUpdateSchema,
      fields,
      values: (row) => ({ name: row.name, link: row.link, visibility: row.isVisible }),
    },
    delete: { mutation: deleteSocialLinkMutationOptions },
  },
});
