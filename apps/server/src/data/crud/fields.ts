import { type GetColumnData, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * One field of an entity's JSON shape: the SQL expression PostgreSQL renders it with, typed with the value it
 * renders (type only: the shape's type is checked against the document where handlers are made).
 */
export class Field<T> {
  /** Never set: carries the rendered value's type. */
  declare readonly rendered?: T;

  constructor(readonly sql: SQL) {}
}

/** An entity's JSON shape: its fields by name, rendered by PostgreSQL as one JSON object. */
export type Fields = { readonly [name: string]: Field<unknown> };

/** The value a shape renders: `{ _id: string; name: string; ... }`. */
export type Rendered<S> = S extends Field<infer T> ? T : S extends Fields ? FieldsValue<S> : never;
type FieldsValue<F extends Fields> = { -readonly [K in keyof F]: F[K] extends Field<infer T> ? T : never };

/** A record's id as the document's `_id` (a decimal string). */
export function idField(column: AnyPgColumn): Field<string> {
  return new Field(sql`${column}::text`);
}

/** A column as it is stored: text, boolean, whole number, money or percentage (numbers in JSON). */
export function valueField<C extends AnyPgColumn>(column: C): Field<GetColumnData<C>> {
  return new Field(sql`${column}`);
}

/** A point in time as JavaScript's `toISOString` writes it (milliseconds, UTC). */
export function timeField(column: AnyPgColumn): Field<string> {
  return new Field(sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
}

/** A table whose records have an `id` and a `name`: what a reference shows. */
export type NamedTable = PgTable & { id: AnyPgColumn; name: AnyPgColumn };

/** The document's `Ref` of the record `foreignKey` points to in `target`: `{ _id, name }`. */
export function refField(foreignKey: AnyPgColumn, target: NamedTable): Field<{ _id: string; name: string }> {
  return new Field(
    sql`(select json_build_object('_id', ${target.id}::text, 'name', ${target.name})
      from ${target} where ${target.id} = ${foreignKey})`,
  );
}

/** Text computed by the caller (e.g. a token just issued), rendered as it is. */
export function textField(value: string): Field<string> {
  return new Field(sql`${value}::text`);
}

/** The SQL rendering `shape` as JSON text: a whole-object field's own text, or an object of the fields. */
export function renderJson(shape: Field<unknown> | Fields): SQL {
  if (shape instanceof Field) return sql`(${shape.sql})::text`;
  const members = Object.entries(shape).map(
    ([name, field]) => sql`${sql.raw(textLiteral(name))}, ${field.sql}`,
  );
  return sql`json_build_object(${sql.join(members, sql`, `)})::text`;
}

/** A name written into the statement as a SQL text literal (names are the code's own, never a request's). */
function textLiteral(name: string): string {
  return `'${name.replaceAll("'", "''")}'`;
}
