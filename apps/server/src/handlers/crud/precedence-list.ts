import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Field, idField, valueField } from '../../data/crud/fields.js';
import { type Input, valueInput } from '../../data/crud/inputs.js';
import { type TableWithId, tableResource } from './table-resource.js';

/** A table listing records of another in a display order: featured items, featured categories, nav collections. */
type PrecedenceTable = TableWithId & { precedence: AnyPgColumn<{ data: number; notNull: true }> };

/** The listed record as each row shows it (`refField`) and takes it (`referenceInput`), under its field name. */
interface Listed<Name extends string> {
  shape: Record<Name, Field<{ _id: string; name: string }>>;
  input: Record<Name, Input<string>>;
}

/** The operations of a list of other records in precedence order (ties by id). */
export function precedenceList<Name extends string>(table: PrecedenceTable, listed: Listed<Name>) {
  return tableResource({
    table,
    shape: { _id: idField(table.id), precedence: valueField(table.precedence), ...listed.shape },
    order: sql`${table.precedence}, ${table.id}`,
    input: { precedence: valueInput(table.precedence), ...listed.input },
  });
}
