import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Field, idField, refField } from '../../data/crud/fields.js';
import { items } from '../../db/schema.js';
import { type TableWithId, tableResource } from './table-resource.js';

/** A link table of items: an item and the record it is linked to (item-category, item-subcategory). */
type ItemLinkTable = TableWithId & { itemId: AnyPgColumn };

/**
 * The read operations of a table linking items to `linked` (shown under its field name), by item name; `?item=`
 * and the linked record's filter select one's links. The links follow the items (written with them).
 */
export function itemLinkList<Name extends string>(
  table: ItemLinkTable,
  linked: { shape: Record<Name, Field<{ _id: string; name: string }>>; filter: Record<Name, AnyPgColumn> },
) {
  return tableResource({
    table,
    shape: { _id: idField(table.id), item: refField(table.itemId, items), ...linked.shape },
    order: sql`(select lower(${items.name}) from ${items} where ${items.id} = ${table.itemId}), ${table.id}`,
    filters: { item: table.itemId, ...linked.filter },
  });
}
