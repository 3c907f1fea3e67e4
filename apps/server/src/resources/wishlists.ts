import { sql } from 'drizzle-orm';
import { idField, refField, valueField } from '../data/crud/fields.js';
import { customers, items, wishlists } from '../db/schema.js';
import { tableResource } from '../handlers/crud/table-resource.js';
import type { Handlers } from '../handlers/handler-types.js';

/** What customers wished for, newest first (`?customer=`, `?item=`); staff can only remove entries. */
const entry = tableResource({
  table: wishlists,
  shape: {
    _id: idField(wishlists.id),
    customer: refField(wishlists.customerId, customers),
    item: refField(wishlists.itemId, items),
    name: valueField(wishlists.name),
  },
  order: sql`${wishlists.createdAt} desc, ${wishlists.id} desc`,
  filters: { customer: wishlists.customerId, item: wishlists.itemId },
});

export const wishlistOperations = {
  listWishlists: entry.list,
  listCustomerWishlists: entry.listOf('id', wishlists.customerId, customers),
  getWishlist: entry.get,
  deleteWishlist: entry.delete,
} satisfies Partial<Handlers>;
