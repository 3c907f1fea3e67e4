import {
  createAppSettingMutationOptions,
  deleteAppSettingMutationOptions,
  listAppSettingsQueryOptions,
  updateAppSettingMutationOptions,
} from '@shop/sdk/query';
import { AppSettingCreateSchema, AppSettingUpdateSchema } from '@shop/sdk/schemas';
import { defineResource } from '../../list-screens/resource-definition';

const fields = [
  { kind: 'text', name: 'name', label: 'Name' },
  { kind: 'toggle', name: 'isCategoryFeatured', label: 'Is Category Featured', defaultValue: false },
  { kind: 'image', name: 'image', label: 'Image' },
] as const;

/** App settings: Name, Image; the first one's image is the shop logo in the top bar. */
export const appSettings = defineResource({
  name: 'App Setting',
  plural: 'App Settings',
  list: listAppSettingsQueryOptions,
  rowName: (row) => row.name,
  columns: [
    { kind: 'text', field: 'name', header: 'Name' },
    { kind: 'image', field: 'image', header: 'Image' },
  ],
  can: {
    view: {
      entity: 'AppSetting',
      fields: [
        { kind: 'text', field: 'name', header: 'Name' },
        { kind: 'boolean', field: 'isCategoryFeatured', header: 'Is Category Featured' },
        { kind: 'image', field: 'image', header: 'Image' },
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
