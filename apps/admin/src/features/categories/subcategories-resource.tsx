import { msg } from '@lingui/core/macro';
import type { ShopClient } from '@shop/sdk';
import {
  createSubcategoryMutationOptions,
  deleteSubcategoryMutationOptions,
  listSubcategoriesByCategoryQueryOptions,
  updateSubcategoryMutationOptions,
} from '@shop/sdk/query';
import { SubcategoryCreateSchema, SubcategoryUpdateSchema } from '@shop/sdk/schemas';
import { Link } from '@tanstack/react-router';
import { defineResource } from '../../list-screens/resource-definition';

const fields = [
  { kind: 'text', name: 'name', label: msg`Name` },
  { kind: 'textarea', name: 'description', label: msg`Description` },
  { kind: 'number', name: 'precedence', label: msg`Precedence`, min: 1 },
] as const;

/** The subcategories of one category (/subcategories/:categoryId): Name, Description; created in that category. */
export const subcategories = defineResource({
  name: msg`Subcategory`,
  plural: msg`Subcategories`,
  list: (client: ShopClient, { parentId }: { parentId: string }) =>
    listSubcategoriesByCategoryQueryOptions(client, { path: { categoryId: parentId } }),
  parent: ({ parentId }) => parentId,
  rowName: (row) => row.name,
  columns: [
    { kind: 'text', field: 'name', header: msg`Name`, sortable: true },
    { kind: 'text', field: 'description', header: msg`Description` },
  ],
  links: [
    {
      label: msg`Items`,
      icon: 'box',
      render: (row, link) => (
        <Link to="/item_subcategories/$parentID" params={{ parentID: row._id }} {...link} />
      ),
    },
  ],
  can: {
    view: {
      entity: 'Subcategory',
      fields: [
        { kind: 'text', field: 'name', header: msg`Name` },
        { kind: 'text', field: 'description', header: msg`Description` },
        { kind: 'number', field: 'precedence', header: msg`Precedence` },
        { kind: 'ref', field: 'category', header: msg`Category` },
      ],
    },
    create: {
      mutation: createSubcategoryMutationOptions,
      schema: SubcategoryCreateSchema,
      fields: [{ kind: 'parent', name: 'category' }, ...fields],
    },
    update: {
      mutation: updateSubcategoryMutationOptions,
      schema: SubcategoryUpdateSchema,
      fields,
      values: (row) => ({ name: row.name, description: row.description, precedence: row.precedence }),
    },
    delete: { mutation: deleteSubcategoryMutationOptions },
  },
});
