import { msg } from '@lingui/core/macro';
import { listItemsQuery, type ShopClient } from '@shop/sdk';
import {
  createItemMutationOptions,
  deleteItemMutationOptions,
  listItemsQueryOptions,
  updateItemMutationOptions,
} from '@shop/sdk/query';
import { Link } from '@tanstack/react-router';
import { lazy } from 'react';
import type { SortedTextPageSearch } from '../../app/search-params';
import { defineResource } from '../../list-screens/resource-definition';

// The item form, with the zod schemas it checks against, loads when a create or update modal opens: the list
// alone is usable without it, sooner.
const CreateItemForm = lazy(() => import('./create-item-form').then((m) => ({ default: m.CreateItemForm })));
const UpdateItemForm = lazy(() => import('./update-item-form').then((m) => ({ default: m.UpdateItemForm })));

/** The orders the server sorts items in (`?sort=`): a field, descending with a leading `-`. */
type ItemSort = (typeof listItemsQuery.sort.enum)[number];

const pageSize = listItemsQuery.pageSize.default;

/** Items: searched, sorted and paged on the server (100,000 of them stay responsive); the item form is its own. */
export const items = defineResource({
  name: msg`Item`,
  plural: msg`Items`,
  list: (client: ShopClient, { q, sort, page }: SortedTextPageSearch<ItemSort>) =>
    listItemsQueryOptions(client, { query: { q, sort, page, pageSize } }),
  pageSize,
  sorts: listItemsQuery.sort.enum,
  rowName: (row) => row.name,
  columns: [
    { kind: 'text', field: 'name', header: msg`Item Name`, sortable: true },
    { kind: 'image', field: 'image', header: msg`Image` },
    { kind: 'money', field: 'price', header: msg`Price`, sortable: true },
    { kind: 'boolean', field: 'isVisible', header: msg`IsVisible` },
  ],
  links: [
    {
      label: msg`Item Assets`,
      icon: 'image',
      render: (row, link) => (
        <Link to="/item_assets_from_items/$itemID" params={{ itemID: row._id }} {...link} />
      ),
    },
  ],
  can: {
    view: {
      entity: 'Item',
      fields: [
        { kind: 'text', field: 'name', header: msg`Item Name` },
        { kind: 'text', field: 'description', header: msg`Description` },
        { kind: 'money', field: 'price', header: msg`Price` },
        { kind: 'boolean', field: 'isAvailable', header: msg`IsAvailable` },
        { kind: 'boolean', field: 'isVisible', header: msg`IsVisible` },
        { kind: 'image', field: 'image', header: msg`Image` },
        { kind: 'text', field: 'categoryOrSubcategory', header: msg`Category or Subcategory` },
        { kind: 'ref', field: 'category', header: msg`Category` },
        { kind: 'ref', field: 'subcategory', header: msg`Subcategory` },
      ],
    },
    create: { mutation: createItemMutationOptions, form: CreateItemForm },
    update: { mutation: updateItemMutationOptions, form: UpdateItemForm },
    delete: { mutation: deleteItemMutationOptions },
  },
  emptyText: msg`No item matches.`,
});
