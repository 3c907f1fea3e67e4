import { msg } from '@lingui/core/macro';
import {
  createFeaturedItemMutationOptions,
  deleteFeaturedItemMutationOptions,
  listFeaturedItemsQueryOptions,
  updateFeaturedItemMutationOptions,
} from '@shop/sdk/query';
import { FeaturedItemCreateSchema, FeaturedItemUpdateSchema } from '@shop/sdk/schemas';
import { defineResource } from '../../list-screens/resource-definition';
import { itemSearch } from './item-search';

const fields = [
  {
    kind: 'search-select',
    name: 'item',
    label: msg`Item`,
    searchLabel: msg`Search items`,
    search: itemSearch,
  },
  { kind: 'number', name: 'precedence', label: msg`Precedence`, min: 1 },
] as const;

/**
 * Featured items: Name, Precedence; update and delete, no view (spec). Create is offered too: the document has
 * createFeaturedItem, and without it the list could never be filled from the back office.
 */
export const featuredItems = defineResource({
  name: msg`Featured Item`,
  plural: msg`Featured Items`,
  list: listFeaturedItemsQueryOptions,
  rowName: (row) => row.item.name,
  columns: [
    { kind: 'ref', field: 'item', header: msg`Name`, sortable: true },
    { kind: 'number', field: 'precedence', header: msg`Precedence`, sortable: true },
  ],
  can: {
    create: { mutation: createFeaturedItemMutationOptions, schema: FeaturedItemCreateSchema, fields },
    update: {
      mutation: updateFeaturedItemMutationOptions,
      schema: FeaturedItemUpdateSchema,
      fields,
      values: (row) => ({ item: { value: row.item._id, label: row.item.name }, precedence: row.precedence }),
    },
    delete: { mutation: deleteFeaturedItemMutationOptions },
  },
});
