import { msg } from '@lingui/core/macro';
import { precedence4Limits } from '@shop/sdk';
import {
  createFeaturedCategoryMutationOptions,
  deleteFeaturedCategoryMutationOptions,
  listCategoriesQueryOptions,
  listFeaturedCategoriesQueryOptions,
  updateFeaturedCategoryMutationOptions,
} from '@shop/sdk/query';
import { FeaturedCategoryCreateSchema, FeaturedCategoryUpdateSchema } from '@shop/sdk/schemas';
import { byName, lookupOptions } from '../../list-screens/lookups';
import { defineResource } from '../../list-screens/resource-definition';

const fields = [
  {
    kind: 'select',
    name: 'category',
    label: msg`Category`,
    options: lookupOptions(listCategoriesQueryOptions, byName),
  },
  { kind: 'precedence', name: 'precedence', label: msg`Precedence`, max: precedence4Limits.maximum },
] as const;

/** Featured categories: Category, Precedence (1 to 4). */
export const featuredCategories = defineResource({
  name: msg`Featured Category`,
  plural: msg`Featured Categories`,
  list: listFeaturedCategoriesQueryOptions,
  rowName: (row) => row.category.name,
  columns: [
    { kind: 'ref', field: 'category', header: msg`Category`, sortable: true },
    { kind: 'number', field: 'precedence', header: msg`Precedence`, sortable: true },
  ],
  can: {
    view: {
      entity: 'FeaturedCategory',
      fields: [
        { kind: 'ref', field: 'category', header: msg`Category` },
        { kind: 'number', field: 'precedence', header: msg`Precedence` },
      ],
    },
    create: { mutation: createFeaturedCategoryMutationOptions, schema: FeaturedCategoryCreateSchema, fields },
    update: {
      mutation: updateFeaturedCategoryMutationOptions,
      schema: FeaturedCategoryUpdateSchema,
      fields,
      values: (row) => ({ category: row.category._id, precedence: row.precedence }),
    },
    delete: { mutation: deleteFeaturedCategoryMutationOptions },
  },
});
