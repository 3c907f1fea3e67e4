import type { ShopClient } from '@shop/sdk';
import { deleteWishlistMutationOptions, listWishlistsQueryOptions } from '@shop/sdk/query';
import { LIST_PAGE_SIZE } from '../../app/list-page-size';
import { defineResource } from '../../list-screens/resource-definition';

/** Every wishlist entry, newest first: customers add them in the storefront, staff read and remove them. */
export const wishlists = defineResource({
  name: 'Wishlist',
  plural: 'Wishlists',
  list: (client: ShopClient, { page }: { page: number | undefined }) =>
    listWishlistsQueryOptions(client, { query: { page, pageSize: LIST_PAGE_SIZE } }),
  pageSize: LIST_PAGE_SIZE,
  rowName: (row) => `${row.customer.name}'s wish for ${row.item.name}`,
  columns: [
    { kind: 'text', field: 'name', header: 'Name' },
    { kind: 'ref', field: 'customer', header: 'Customer' },
    { kind: 'ref', field: 'item', header: 'Item' },
  ],
  can: {
    view: {
      fields: [
        { kind: 'text', field: 'name', header: 'Name' },
        { kind: 'ref', field: 'customer', header: 'Customer' },
        { kind: 'ref', field: 'item', header: 'Item' },
      ],
    },
    delete: { mutation: deleteWishlistMutationOptions },
  },
});
