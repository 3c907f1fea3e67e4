import { msg } from '@lingui/core/macro';
import type { ShopClient } from '@shop/sdk';
import {
  createDistrictMutationOptions,
  deleteDistrictMutationOptions,
  listDistrictsQueryOptions,
  updateDistrictMutationOptions,
} from '@shop/sdk/query';
import { DistrictCreateSchema, DistrictUpdateSchema } from '@shop/sdk/schemas';
import { Link } from '@tanstack/react-router';
import { defineResource } from '../../list-screens/resource-definition';

/** The districts of one division (`/districts/:parentID`): Name; each row opens its areas. */
export const districts = defineResource({
  name: msg`District`,
  plural: msg`Districts`,
  list: (client: ShopClient, { parentId }: { parentId: string }) =>
    listDistrictsQueryOptions(client, { query: { division: parentId } }),
  parent: ({ parentId }) => parentId,
  rowName: (row) => row.name,
  columns: [{ kind: 'text', field: 'name', header: msg`Name`, sortable: true }],
  links: [
    {
      label: msg`Areas`,
      icon: 'list',
      render: (row, link) => <Link to="/areas/$parentID" params={{ parentID: row._id }} {...link} />,
    },
  ],
  can: {
    create: {
      mutation: createDistrictMutationOptions,
      schema: DistrictCreateSchema,
      fields: [
        { kind: 'parent', name: 'division' },
        { kind: 'text', name: 'name', label: msg`Name` },
      ],
    },
    update: {
      mutation: updateDistrictMutationOptions,
      schema: DistrictUpdateSchema,
      fields: [{ kind: 'text', name: 'name', label: msg`Name` }],
      values: (row) => ({ name: row.name }),
    },
    delete: { mutation: deleteDistrictMutationOptions },
  },
});
