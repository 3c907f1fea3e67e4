import { listWishlistsQuery, type ShopClient } from '@shop/sdk';
import { deleteWishlistMutationOptions, listWishlistsQueryOptions } from '@shop/sdk/query';
import type { PageSearch } from '../../app/search-params';
import { defineResource } from '../../list-screens/resource-definition';

const pageSize = listWishlistsQuery.pageSize.default;

/** Every wishlist entry, newest first: customers add them in the storefront, staff read and remove them. */
export const wishlists = defineResource({
  name: 'Wishlist',
  plural: 'Wishlists',
  list: (client: ShopClient, { page }: PageSearch) =>
    listWishlistsQueryOptions(client, { query: { page, pageSize } }),
  pageSize,
  rowName: (row) => `${row.customer.name}'s wish for ${row.item.name}`,
  columns: [
    { kind: 'text', field: 'name', header: 'Name' },
    { kind: 'ref', field: 'customer', header: 'Customer' },
    { kind: 'ref', field: 'item', header: 'Item' },
  ],
  can: {
    view: {
      entity: 'Wishlist',
      fields: [
        { kind: 'text', field: 'name', header: 'Name' },
        { kind: 'ref', field: 'customer', header: 'Customer' },
        { kind: 'ref', field: 'item', header: 'Item' },
      ],
    },
    delete: { mutation: deleteWishlistMutationOptions },
  },
});
