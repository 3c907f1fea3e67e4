import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { listItemAssetsQuery, precedence4Limits, recordLimits, type ShopClient } from '@shop/sdk';
import {
  createItemAssetMutationOptions,
  deleteItemAssetMutationOptions,
  listItemAssetsQueryOptions,
  updateItemAssetMutationOptions,
} from '@shop/sdk/query';
import { ItemAssetCreateSchema, ItemAssetUpdateSchema } from '@shop/sdk/schemas';
import { Link } from '@tanstack/react-router';
import type { PageSearch } from '../../app/search-params';
import { defineResource } from '../../list-screens/resource-definition';
import { itemSearch } from './item-search';

/** An item has at most this many images (the document's limit; the server refuses one more with 409). */
export const MAX_ASSETS_PER_ITEM = recordLimits.assetsPerItem;

const pageSize = listItemAssetsQuery.pageSize.default;

const imageAndPrecedence = [
  { kind: 'image', name: 'image', label: msg`Image` },
  { kind: 'precedence', name: 'precedence', label: msg`Precedence`, max: precedence4Limits.maximum },
] as const;

const update = {
  mutation: updateItemAssetMutationOptions,
  schema: ItemAssetUpdateSchema,
  fields: imageAndPrecedence,
  values: (row: { image: string; precedence: number }) => ({ image: row.image, precedence: row.precedence }),
};

const view = {
  entity: 'ItemAsset',
  fields: [
    { kind: 'ref', field: 'item', header: msg`Item` },
    { kind: 'image', field: 'image', header: msg`Image` },
    { kind: 'number', field: 'precedence', header: msg`Precedence` },
  ],
} as const;

const rowName = (row: { item: { name: string }; precedence: number }, i18n: I18n) => {
  const { precedence } = row;
  const item = row.item.name;
  return i18n._(msg`image ${precedence} of ${item}`);
};

/** The images of one item (/item_assets_from_items/:itemID): at most 4, precedence 1 to 4. */
export const itemAssetsOfItem = defineResource({
  name: msg`Item Asset`,
  plural: msg`Item Assets`,
  list: (client: ShopClient, { parentId, page }: { parentId: string } & PageSearch) =>
    listItemAssetsQueryOptions(client, { query: { item: parentId, page, pageSize } }),
  parent: ({ parentId }) => parentId,
  pageSize,
  rowName,
  columns: [
    { kind: 'image', field: 'image', header: msg`Image` },
    { kind: 'number', field: 'precedence', header: msg`Precedence`, sortable: true },
  ],
  can: {
    view,
    create: {
      mutation: createItemAssetMutationOptions,
      schema: ItemAssetCreateSchema,
      fields: [{ kind: 'parent', name: 'item' }, ...imageAndPrecedence],
      allowedWhen: (list) => list.total < MAX_ASSETS_PER_ITEM,
      notAllowedText: msg`This item has ${MAX_ASSETS_PER_ITEM} images, the most an item can have. Delete one to add another.`,
    },
    update,
    delete: { mutation: deleteItemAssetMutationOptions },
  },
  emptyText: msg`This item has no images yet.`,
});

/** Every item's images (/item_assets); a create names the item (the server refuses a fifth image). */
export const allItemAssets = defineResource({
  name: msg`Item Asset`,
  plural: msg`Item Assets`,
  list: (client: ShopClient, { page }: PageSearch) =>
    listItemAssetsQueryOptions(client, { query: { page, pageSize } }),
  pageSize,
  rowName,
  columns: [
    { kind: 'ref', field: 'item', header: msg`Item` },
    { kind: 'image', field: 'image', header: msg`Image` },
    { kind: 'number', field: 'precedence', header: msg`Precedence` },
  ],
  links: [
    {
      label: msg`The Item's Assets`,
      icon: 'list',
      render: (row, link) => (
        <Link to="/item_assets_from_items/$itemID" params={{ itemID: row.item._id }} {...link} />
      ),
    },
  ],
  can: {
    view,
    create: {
      mutation: createItemAssetMutationOptions,
      schema: ItemAssetCreateSchema,
      fields: [
        {
          kind: 'search-select',
          name: 'item',
          label: msg`Item`,
          searchLabel: msg`Search items`,
          search: itemSearch,
        },
        ...imageAndPrecedence,
      ],
    },
    update,
    delete: { mutation: deleteItemAssetMutationOptions },
  },
});
