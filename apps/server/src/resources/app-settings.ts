import { sql } from 'drizzle-orm';
import { idField, valueField } from '../data/crud/fields.js';
import { imageInput, textInput, valueInput } from '../data/crud/inputs.js';
import { appSettings } from '../db/schema.js';
import { tableResource } from '../handlers/crud/table-resource.js';
import type { Handlers } from '../handlers/handler-types.js';

/** The storefront's app settings (a name, an image, whether categories are featured), oldest first. */
const setting = tableResource({
  table: appSettings,
  shape: {
    _id: idField(appSettings.id),
    name: valueField(appSettings.name),
    isCategoryFeatured: valueField(appSettings.isCategoryFeatured),
    image: valueField(appSettings.image),
  },
  order: sql`${appSettings.createdAt}, ${appSettings.id}`,
  input: {
    name: textInput(appSettings.name),
    isCategoryFeatured: valueInput(appSettings.isCategoryFeatured),
    image: imageInput(appSettings.image),
  },
  folder: 'app-settings',
});

export const appSettingOperations = {
  listAppSettings: setting.list,
  createAppSetting: setting.create,
  getAppSetting: setting.get,
  updateAppSetting: setting.update,
  deleteAppSetting: setting.delete,
} satisfies Partial<Handlers>;
