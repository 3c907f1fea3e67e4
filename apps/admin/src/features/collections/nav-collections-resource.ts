import { msg } from '@lingui/core/macro';
import { precedence4Limits } from '@shop/sdk';
import {
  createNavCollectionMutationOptions,
  deleteNavCollectionMutationOptions,
  listCollectionOptionsQueryOptions,
  listNavCollectionsQueryOptions,
  updateNavCollectionMutationOptions,
} from '@shop/sdk/query';
import { NavCollectionCreateSchema, NavCollectionUpdateSchema } from '@shop/sdk/schemas';
import { byName, lookupOptions } from '../../list-screens/lookups';
import { defineResource } from '../../list-screens/resource-definition';

const fields = [
  {
    kind: 'select',
    name: 'collectionID',
    label: msg`Collection`,
    options: lookupOptions(listCollectionOptionsQueryOptions, byName),
  },
  { kind: 'precedence', name: 'precedence', label: msg`Precedence`, max: precedence4Limits.maximum },
] as const;

/** The collections shown in the storefront's navigation: the collection's name and a precedence 1 to 4. */
export const navCollections = defineResource({
  name: msg`Nav Collection`,
  plural: msg`Nav Collections`,
  list: listNavCollectionsQueryOptions,
  rowName: (row) => row.collectionID.name,
  columns: [
    { kind: 'ref', field: 'collectionID', header: msg`Collection`, sortable: true },
    { kind: 'number', field: 'precedence', header: msg`Precedence`, sortable: true },
  ],
  can: {
    view: {
      entity: 'NavCollection',
      fields: [
        { kind: 'ref', field: 'collectionID', header: msg`Collection` },
        { kind: 'number', field: 'precedence', header: msg`Precedence` },
      ],
    },
    create: { mutation: createNavCollectionMutationOptions, schema: NavCollectionCreateSchema, fields },
    update: {
      mutation: updateNavCollectionMutationOptions,
      schema: NavCollectionUpdateSchema,
      fields,
      values: (row) => ({ collectionID: row.collectionID._id, precedence: row.precedence }),
    },
    delete: { mutation: deleteNavCollectionMutationOptions },
  },
});
