import { msg } from '@lingui/core/macro';
import {
  createCategoryMutationOptions,
  deleteCategoryMutationOptions,
  listCategoriesQueryOptions,
  updateCategoryMutationOptions,
} from '@shop/sdk/query';
import { CategoryCreateSchema, CategoryUpdateSchema } from '@shop/sdk/schemas';
import { Link } from '@tanstack/react-router';
import { defineResource } from '../../list-screens/resource-definition';

const textFields = [
  { kind: 'text', name: 'name', label: msg`Name` },
  { kind: 'textarea', name: 'description', label: msg`Description` },
] as const;

/** Categories: Name, Description; created with an image (multipart), renamed without (JSON). */
export const categories = defineResource({
  name: msg`Category`,
  plural: msg`Categories`,
  list: listCategoriesQueryOptions,
  rowName: (row) => row.name,
  columns: [
    { kind: 'text', field: 'name', header: msg`Name`, sortable: true },
    { kind: 'text', field: 'description', header: msg`Description` },
  ],
  links: [
    {
      label: msg`Subcategories`,
      icon: 'list',
      render: (row, link) => (
        <Link to="/subcategories/$categoryId" params={{ categoryId: row._id }} {...link} />
      ),
    },
    {
      label: msg`Items`,
      icon: 'box',
      render: (row, link) => (
        <Link to="/item_categories/$parentID" params={{ parentID: row._id }} {...link} />
      ),
    },
  ],
  can: {
    view: {
      entity: 'Category',
      fields: [
        { kind: 'text', field: 'name', header: msg`Name` },
        { kind: 'text', field: 'description', header: msg`Description` },
        { kind: 'image', field: 'image', header: msg`Image` },
      ],
    },
    create: {
      mutation: createCategoryMutationOptions,
      schema: CategoryCreateSchema,
      fields: [...textFields, { kind: 'image', name: 'image', label: msg`Image` }],
    },
    update: {
      mutation: updateCategoryMutationOptions,
      schema: CategoryUpdateSchema,
      fields: textFields,
      values: (row) => ({ name: row.name, description: row.description }),
    },
    delete: { mutation: deleteCategoryMutationOptions },
  },
});
