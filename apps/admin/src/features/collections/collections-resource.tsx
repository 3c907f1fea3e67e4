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
  { kind: 'text', name: 'name', label: 'Name' },
  { kind: 'textarea', name: 'description', label: 'Description' },
] as const;

/** Collections: Name, Description; the row links to the collection's items; the "Are you sure?" delete. */
export const collections = defineResource({
  name: 'Collection',
  plural: 'Collections',
  list: listCollectionsQueryOptions,
  rowName: (row) => row.name,
  columns: [
    { kind: 'text', field: 'name', header: 'Name', sortable: true },
    { kind: 'text', field: 'description', header: 'Description' },
  ],
  links: [
    {
      label: 'Collection Items',
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
        { kind: 'text', field: 'name', header: 'Name' },
        { kind: 'text', field: 'description', header: 'Description' },
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
      title: 'Are you sure?',
      text: () => 'Please confirm you want to delete this item.',
    },
  },
});
