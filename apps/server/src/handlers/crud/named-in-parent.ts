import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Field, idField, valueField } from '../../data/crud/fields.js';
import { type Input, textInput } from '../../data/crud/inputs.js';
import { type TableWithId, tableResource } from './table-resource.js';

/** A table of named records that each belong to a parent record: districts of divisions, areas of districts. */
type NamedInParentTable = TableWithId & { name: AnyPgColumn<{ data: string; notNull: true }> };

/** The parent as each row shows it (`refField`), takes it (`referenceInput`) and is filtered by it, under its name. */
interface Parent<Name extends string> {
  shape: Record<Name, Field<{ _id: string; name: string }>>;
  input: Record<Name, Input<string>>;
  filter: Record<Name, AnyPgColumn>;
}

/** The operations of named records of a parent, by name (ties by id); `?<parent>=` lists one parent's. */
export function namedInParent<Name extends string>(table: NamedInParentTable, parent: Parent<Name>) {
  return tableResource({
    table,
    shape: { _id: idField(table.id), name: valueField(table.name), ...parent.shape },
    order: sql`lower(${table.name}), ${table.id}`,
    filters: parent.filter,
    input: { name: textInput(table.name), ...parent.input },
  });
}
