import { msg } from '@lingui/core/macro';
import { listItemCollectionsQuery, type ShopClient } from '@shop/sdk';
import {
  createItemCollectionMutationOptions,
  deleteItemCollectionMutationOptions,
  listItemCollectionsQueryOptions,
  listItemsQueryOptions,
  updateItemCollectionMutationOptions,
} from '@shop/sdk/query';
import { ItemCollectionCreateSchema, ItemCollectionUpdateSchema } from '@shop/sdk/schemas';
import type { PageSearch } from '../../app/search-params';
import { byName, searchLookup } from '../../list-screens/lookups';
import { defineResource } from '../../list-screens/resource-definition';

/** Matching products, 20 at a time: with 100,000 items a select of all of them is no use. */
const productSearch = searchLookup(
  (client, q) => listItemsQueryOptions(client, { query: { q: q || undefined, pageSize: 20 } }),
  byName,
);

const pageSize = listItemCollectionsQuery.pageSize.default;

const textFields = [
  {
    kind: 'text',
    name: 'name',
    label: msg`Name`,
    optional: true,
    hint: msg`Left blank, the product's own name.`,
  },
  {
    kind: 'textarea',
    name: 'description',
    label: msg`Description`,
    optional: true,
    hint: msg`Left blank, the product's own description.`,
  },
] as const;

/** The entries of one collection (/item_collections/:parentID): name and description, and "Add Product". */
export const collectionItems = defineResource({
  name: msg`Collection Item`,
  plural: msg`Collection Items`,
  list: (client: ShopClient, { parentId, page }: { parentId: string } & PageSearch) =>
    listItemCollectionsQueryOptions(client, { query: { collection: parentId, page, pageSize } }),
  parent: ({ parentId }) => parentId,
  pageSize,
  rowName: (row) => row.name,
  columns: [
    { kind: 'text', field: 'name', header: msg`Name`, sortable: true },
    { kind: 'text', field: 'description', header: msg`Description` },
  ],
  can: {
    view: {
      entity: 'ItemCollection',
      fields: [
        { kind: 'text', field: 'name', header: msg`Name` },
        { kind: 'text', field: 'description', header: msg`Description` },
        { kind: 'ref', field: 'item', header: msg`Product` },
        { kind: 'ref', field: 'collection', header: msg`Collection` },
      ],
    },
    create: {
      mutation: createItemCollectionMutationOptions,
      schema: ItemCollectionCreateSchema,
      buttonLabel: msg`Add Product`,
      title: msg`Add Product`,
      submitLabel: msg`Add Product`,
      fields: [
        { kind: 'parent', name: 'collection' },
        {
          kind: 'search-select',
          name: 'item',
          label: msg`Product`,
          searchLabel: msg`Search products`,
          search: productSearch,
        },
        ...textFields,
      ],
    },
    update: {
      mutation: updateItemCollectionMutationOptions,
      schema: ItemCollectionUpdateSchema,
      fields: textFields,
      values: (row) => ({ name: row.name, description: row.description }),
    },
    delete: { mutation: deleteItemCollectionMutationOptions },
  },
});
