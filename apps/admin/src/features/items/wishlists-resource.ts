import { msg } from '@lingui/core/macro';
import { listWishlistsQuery, type ShopClient } from '@shop/sdk';
import { deleteWishlistMutationOptions, listWishlistsQueryOptions } from '@shop/sdk/query';
import type { PageSearch } from '../../app/search-params';
import { defineResource } from '../../list-screens/resource-definition';

const pageSize = listWishlistsQuery.pageSize.default;

/** Every wishlist entry, newest first: customers add them in the storefront, staff read and remove them. */
export const wishlists = defineResource({
  name: msg`Wishlist`,
  plural: msg`Wishlists`,
  list: (client: ShopClient, { page }: PageSearch) =>
    listWishlistsQueryOptions(client, { query: { page, pageSize } }),
  pageSize,
  rowName: (row, i18n) => {
    const customer = row.customer.name;
    const item = row.item.name;
    return i18n._(msg`${customer}'s wish for ${item}`);
  },
  columns: [
    { kind: 'text', field: 'name', header: msg`Name` },
    { kind: 'ref', field: 'customer', header: msg`Customer` },
    { kind: 'ref', field: 'item', header: msg`Item` },
  ],
  can: {
    view: {
      entity: 'Wishlist',
      fields: [
        { kind: 'text', field: 'name', header: msg`Name` },
        { kind: 'ref', field: 'customer', header: msg`Customer` },
        { kind: 'ref', field: 'item', header: msg`Item` },
      ],
    },
    delete: { mutation: deleteWishlistMutationOptions },
  },
});
