import { msg } from '@lingui/core/macro';
import {
  createDivisionMutationOptions,
  deleteDivisionMutationOptions,
  listDivisionsQueryOptions,
  updateDivisionMutationOptions,
} from '@shop/sdk/query';
import { DivisionCreateSchema, DivisionUpdateSchema } from '@shop/sdk/schemas';
import { Link } from '@tanstack/react-router';
import { defineResource } from '../../list-screens/resource-definition';

const fields = [{ kind: 'text', name: 'name', label: msg`Name` }] as const;

/** Divisions: Name; each row opens its districts. Deleting one that has districts is refused (409, shown). */
export const divisions = defineResource({
  name: msg`Division`,
  plural: msg`Divisions`,
  list: listDivisionsQueryOptions,
  rowName: (row) => row.name,
  columns: [{ kind: 'text', field: 'name', header: msg`Name`, sortable: true }],
  links: [
    {
      label: msg`Districts`,
      icon: 'list',
      render: (row, link) => <Link to="/districts/$parentID" params={{ parentID: row._id }} {...link} />,
    },
  ],
  can: {
    create: { mutation: createDivisionMutationOptions, schema: DivisionCreateSchema, fields },
    update: {
      mutation: updateDivisionMutationOptions,
      schema: DivisionUpdateSchema,
      fields,
      values: (row) => ({ name: row.name }),
    },
    delete: { mutation: deleteDivisionMutationOptions },
  },
});
