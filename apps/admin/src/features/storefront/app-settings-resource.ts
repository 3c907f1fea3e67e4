import { msg } from '@lingui/core/macro';
import {
  createAppSettingMutationOptions,
  deleteAppSettingMutationOptions,
  listAppSettingsQueryOptions,
  updateAppSettingMutationOptions,
} from '@shop/sdk/query';
import { AppSettingCreateSchema, AppSettingUpdateSchema } from '@shop/sdk/schemas';
import { defineResource } from '../../list-screens/resource-definition';

const fields = [
  { kind: 'text', name: 'name', label: msg`Name` },
  { kind: 'toggle', name: 'isCategoryFeatured', label: msg`Is Category Featured`, defaultValue: false },
  { kind: 'image', name: 'image', label: msg`Image` },
] as const;

/** App settings: Name, Image; the first one's image is the shop logo in the top bar. */
export const appSettings = defineResource({
  name: msg`App Setting`,
  plural: msg`App Settings`,
  list: listAppSettingsQueryOptions,
  rowName: (row) => row.name,
  columns: [
    { kind: 'text', field: 'name', header: msg`Name` },
    { kind: 'image', field: 'image', header: msg`Image` },
  ],
  can: {
    view: {
      entity: 'AppSetting',
      fields: [
        { kind: 'text', field: 'name', header: msg`Name` },
        { kind: 'boolean', field: 'isCategoryFeatured', header: msg`Is Category Featured` },
        { kind: 'image', field: 'image', header: msg`Image` },
      ],
    },
    create: { mutation: createAppSettingMutationOptions, schema: AppSettingCreateSchema, fields },
    update: {
      mutation: updateAppSettingMutationOptions,
      schema: AppSettingUpdateSchema,
      fields,
      values: (row) => ({ name: row.name, isCategoryFeatured: row.isCategoryFeatured, image: row.image }),
    },
    delete: { mutation: deleteAppSettingMutationOptions },
  },
});
