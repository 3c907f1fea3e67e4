import { msg } from '@lingui/core/macro';
import {
  createCollectionMutationOptions,
  deleteCollectionMutationOptions,
  listCollectionsQueryOptions,
  updateCollectionMutationOptions,
} from '@shop/sdk/query';
import { CollectionCreateSchema, CollectionUpdateSchema } from '@shop/sdk/schemas';
import { Link } from '@tanstack/react-router';
import { defineResource } from '../../list-screens/resource-definition';

const fields = [
  { kind: 'text', name: 'name', label: msg`Name` },
  { kind: 'textarea', name: 'description', label: msg`Description` },
] as const;

/** Collections: Name, Description; the row links to the collection's items; the "Are you sure?" delete. */
export const collections = defineResource({
  name: msg`Collection`,
  plural: msg`Collections`,
  list: listCollectionsQueryOptions,
  rowName: (row) => row.name,
  columns: [
    { kind: 'text', field: 'name', header: msg`Name`, sortable: true },
    { kind: 'text', field: 'description', header: msg`Description` },
  ],
  links: [
    {
      label: msg`Collection Items`,
      icon: 'list',
      render: (row, link) => (
        <Link to="/item_collections/$parentID" params={{ parentID: row._id }} {...link} />
      ),
    },
  ],
  can: {
    view: {
      entity: 'Collection',
      fields: [
        { kind: 'text', field: 'name', header: msg`Name` },
        { kind: 'text', field: 'description', header: msg`Description` },
      ],
    },
    create: { mutation: createCollectionMutationOptions, schema: CollectionCreateSchema, fields },
    update: {
      mutation: updateCollectionMutationOptions,
      schema: CollectionUpdateSchema,
      fields,
      values: (row) => ({ name: row.name, description: row.description }),
    },
    delete: {
      mutation: deleteCollectionMutationOptions,
      title: msg`Are you sure?`,
      text: () => msg`Please confirm you want to delete this item.`,
    },
  },
});
