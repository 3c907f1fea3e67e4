import { msg } from '@lingui/core/macro';
import { listItemsQuery, type ShopClient } from '@shop/sdk';
import {
  createCollectionMutationOptions,
  createDistrictMutationOptions,
  listCollectionsQueryOptions,
  listDistrictsQueryOptions,
  listItemsQueryOptions,
  updateItemMutationOptions,
} from '@shop/sdk/query';
import { CollectionCreateSchema, DistrictCreateSchema, ItemUpdateSchema } from '@shop/sdk/schemas';
import { describe, expect, it } from 'vitest';
import { defineResource } from './resource-definition';

// Most of this file is checked by the type checker (`pnpm typecheck`): each @ts-expect-error must be an error.

describe('defineResource', () => {
  it('types the row from the list operation and checks columns against it', () => {
    const resource = defineResource({
      name: msg`Collection`,
      plural: msg`Collections`,
      list: listCollectionsQueryOptions,
      rowName: (row) => row.name,
      columns: [
        { kind: 'text', field: 'name', header: msg`Name` },
        // @ts-expect-error the API returns no `title` for a collection
        { kind: 'text', field: 'title', header: msg`Title` },
      ],
      can: {},
    });
    expect(resource.plural.message).toBe('Collections');
  });

  it('checks each column kind against the type of its field', () => {
    defineResource({
      name: msg`Item`,
      plural: msg`Items`,
      list: (client: ShopClient, args: { q?: string }) => listItemsQueryOptions(client, { query: args }),
      rowName: (row) => row.name,
      columns: [
        { kind: 'money', field: 'price', header: msg`Price` },
        { kind: 'boolean', field: 'isVisible', header: msg`IsVisible` },
        { kind: 'image', field: 'image', header: msg`Image` },
        { kind: 'ref', field: 'category', header: msg`Category` },
        // @ts-expect-error a name is not money
        { kind: 'money', field: 'name', header: msg`Name` },
        // @ts-expect-error a boolean is not an image
        { kind: 'image', field: 'isVisible', header: msg`Visible` },
      ],
      can: {},
    });
  });

  it('checks form fields against the request body of the operation', () => {
    defineResource({
      name: msg`Collection`,
      plural: msg`Collections`,
      list: listCollectionsQueryOptions,
      rowName: (row) => row.name,
      columns: [],
      can: {
        create: {
          mutation: createCollectionMutationOptions,
          schema: CollectionCreateSchema,
          fields: [
            { kind: 'text', name: 'name', label: msg`Name` },
            // @ts-expect-error a collection has no image
            { kind: 'image', name: 'image', label: msg`Image` },
          ],
        },
      },
    });
    defineResource({
      name: msg`Item`,
      plural: msg`Items`,
      list: listItemsQueryOptions,
      rowName: (row) => row.name,
      columns: [],
      can: {
        update: {
          mutation: updateItemMutationOptions,
          schema: ItemUpdateSchema,
          fields: [
            { kind: 'number', name: 'price', label: msg`Price`, step: 0.01 },
            { kind: 'toggle', name: 'isVisible', label: msg`Is Visible` },
            // @ts-expect-error price is a number, not text
            { kind: 'text', name: 'price', label: msg`Price` },
          ],
          // @ts-expect-error the update form starts from the row's values, typed against the body
          values: (row) => ({ price: row.name }),
        },
      },
    });
  });

  it('reads the parent of a scoped list from its args, and takes only the sorts the API offers', () => {
    const districts = defineResource({
      name: msg`District`,
      plural: msg`Districts`,
      list: (client: ShopClient, { division }: { division: string }) =>
        listDistrictsQueryOptions(client, { query: { division } }),
      parent: ({ division }) => division,
      rowName: (row) => row.name,
      columns: [],
      can: {
        create: {
          mutation: createDistrictMutationOptions,
          schema: DistrictCreateSchema,
          fields: [{ kind: 'parent', name: 'division' }],
        },
      },
    });
    expect(districts.parent?.({ division: '3' })).toBe('3');
    defineResource({
      name: msg`District`,
      plural: msg`Districts`,
      list: (client: ShopClient, { division }: { division: string }) =>
        listDistrictsQueryOptions(client, { query: { division } }),
      // @ts-expect-error the args have no `parentId`
      parent: ({ parentId }) => parentId,
      rowName: (row) => row.name,
      columns: [],
      can: {},
    });
    defineResource({
      name: msg`Item`,
      plural: msg`Items`,
      list: listItemsQueryOptions,
      sorts: listItemsQuery.sort.enum,
      rowName: (row) => row.name,
      columns: [],
      can: {},
    });
    defineResource({
      name: msg`Item`,
      plural: msg`Items`,
      list: listItemsQueryOptions,
      // @ts-expect-error the server sorts by no `isVisible`
      sorts: ['isVisible'],
      rowName: (row) => row.name,
      columns: [],
      can: {},
    });
  });

  it('names the kind of record whose History the view shows, from the rows; updates are made on a version', () => {
    defineResource({
      name: msg`Item`,
      plural: msg`Items`,
      list: listItemsQueryOptions,
      rowName: (row) => row.name,
      columns: [],
      can: { view: { entity: 'Item', fields: [] } },
    });
    defineResource({
      name: msg`Item`,
      plural: msg`Items`,
      list: listItemsQueryOptions,
      rowName: (row) => row.name,
      columns: [],
      // @ts-expect-error the rows are items: their history is not a collection's
      can: { view: { entity: 'Collection', fields: [] } },
    });
    const updateWithoutVersion = (client: ShopClient) => ({
      mutationKey: ['updateItem'] as const,
      mutationFn: (variables: {
        params: { path: { id: string }; header?: never };
        body: { name?: string };
      }) => Promise.resolve({ client, variables }),
    });
    defineResource({
      name: msg`Item`,
      plural: msg`Items`,
      list: listItemsQueryOptions,
      rowName: (row) => row.name,
      columns: [],
      can: {
        update: {
          // @ts-expect-error an update that takes no If-Match would overwrite someone else's change
          mutation: updateWithoutVersion,
          schema: ItemUpdateSchema,
          fields: [],
          values: () => ({}),
        },
      },
    });
  });
});
