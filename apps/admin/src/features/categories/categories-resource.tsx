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
  { kind: 'text', name: 'name', label: 'Name' },
  { kind: 'textarea', name: 'description', label: 'Description' },
] as const;

/** Categories: Name, Description; created with an image (multipart), renamed without (JSON). */
export const categories = defineResource({
  name: 'Category',
  plural: 'Categories',
  list: listCategoriesQueryOptions,
  rowName: (row) => row.name,
  columns: [
    { kind: 'text', field: 'name', header: 'Name', sortable: true },
    { kind: 'text', field: 'description', header: 'Description' },
  ],
  links: [
    {
      label: 'Subcategories',
      icon: 'list',
      render: (row, link) => (
        <Link to="/subcategories/$categoryId" params={{ categoryId: row._id }} {...link} />
      ),
    },
    {
      label: 'Items',
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
        { kind: 'text', field: 'name', header: 'Name' },
        { kind: 'text', field: 'description', header: 'Description' },
        { kind: 'image', field: 'image', header: 'Image' },
      ],
    },
    create: {
      mutation: createCategoryMutationOptions,
      schema: CategoryCreateSchema,
      fields: [...textFields, { kind: 'image', name: 'image', label: 'Image' }],
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
