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
    label: 'Name',
    optional: true,
    hint: "Left blank, the product's own name.",
  },
  {
    kind: 'textarea',
    name: 'description',
    label: 'Description',
    optional: true,
    hint: "Left blank, the product's own description.",
  },
] as const;

/** The entries of one collection (/item_collections/:parentID): name and description, and "Add Product". */
export const collectionItems = defineResource({
  name: 'Collection Item',
  plural: 'Collection Items',
  list: (client: ShopClient, { parentId, page }: { parentId: string } & PageSearch) =>
    listItemCollectionsQueryOptions(client, { query: { collection: parentId, page, pageSize } }),
  parent: ({ parentId }) => parentId,
  pageSize,
  rowName: (row) => row.name,
  columns: [
    { kind: 'text', field: 'name', header: 'Name', sortable: true },
    { kind: 'text', field: 'description', header: 'Description' },
  ],
  can: {
    view: {
      entity: 'ItemCollection',
      fields: [
        { kind: 'text', field: 'name', header: 'Name' },
        { kind: 'text', field: 'description', header: 'Description' },
        { kind: 'ref', field: 'item', header: 'Product' },
        { kind: 'ref', field: 'collection', header: 'Collection' },
      ],
    },
    create: {
      mutation: createItemCollectionMutationOptions,
      schema: ItemCollectionCreateSchema,
      buttonLabel: 'Add Product',
      title: 'Add Product',
      submitLabel: 'Add Product',
      fields: [
        { kind: 'parent', name: 'collection' },
        {
          kind: 'search-select',
          name: 'item',
          label: 'Product',
          searchLabel: 'Search products',
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
