import { msg } from '@lingui/core/macro';
import type { ShopClient } from '@shop/sdk';
import {
  createAreaMutationOptions,
  deleteAreaMutationOptions,
  listAreasQueryOptions,
  updateAreaMutationOptions,
} from '@shop/sdk/query';
import { AreaCreateSchema, AreaUpdateSchema } from '@shop/sdk/schemas';
import { defineResource } from '../../list-screens/resource-definition';

/** The areas of one district (`/areas/:parentID`, reached from the districts list): Name. */
export const areas = defineResource({
  name: msg`Area`,
  plural: msg`Areas`,
  list: (client: ShopClient, { parentId }: { parentId: string }) =>
    listAreasQueryOptions(client, { query: { district: parentId } }),
  parent: ({ parentId }) => parentId,
  rowName: (row) => row.name,
  columns: [{ kind: 'text', field: 'name', header: msg`Name`, sortable: true }],
  can: {
    create: {
      mutation: createAreaMutationOptions,
      schema: AreaCreateSchema,
      fields: [
        { kind: 'parent', name: 'district' },
        { kind: 'text', name: 'name', label: msg`Name` },
      ],
    },
    update: {
      mutation: updateAreaMutationOptions,
      schema: AreaUpdateSchema,
      fields: [{ kind: 'text', name: 'name', label: msg`Name` }],
      values: (row) => ({ name: row.name }),
    },
    delete: { mutation: deleteAreaMutationOptions },
  },
});
