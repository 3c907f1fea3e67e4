import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { conflict, notFound } from '../../core/http-error.js';
import type { Message } from '../../core/messages.js';
import { type ChangeRecord, changeOf } from '../../data/changes.js';
import { Field, type Fields, type Rendered, renderJson, valueField } from '../../data/crud/fields.js';
import {
  type Assignment,
  assignmentsOf,
  type InputBody,
  type Inputs,
  imageFiles,
} from '../../data/crud/inputs.js';
import { toId } from '../../data/ids.js';
import { pageAnswer, readJsonList, readVersionedJson } from '../../data/json-read.js';
import { pageClause, paging } from '../../data/paging.js';
import { changeEntityOf, noSuchRecord, recordLabel } from '../../data/record-labels.js';
import { RenderedJson } from '../../data/rendered-json.js';
import { rowsOf } from '../../data/rows.js';
import { etagOf, staleVersion, versionAsked } from '../../data/versions.js';
import { write } from '../../data/write.js';
import type { Executor, Tx } from '../../db/executor.js';
import type { MediaFolder } from '../../media/media-store.js';
import type { AppDeps } from '../app-deps.js';

/** The assignments with one per column: a rule's (listed later) over the body's. */
function lastPerColumn(assignments: Assignment[]): Assignment[] {
  return [...new Map(assignments.map((assignment) => [assignment.column, assignment])).values()];
}

/** A table whose records have a bigint `id` and a `version` (one more with each update: migration 0009). */
export type TableWithId = PgTable & { id: AnyPgColumn; version: AnyPgColumn<{ data: number }> };

/**
 * A shape as answered: an object of fields gets the record's `version`; a kept rendering (items, orders) renders
 * it itself.
 */
export type Versioned<S> = S extends Field<unknown> ? S : S & { version: Field<number> };

/** Another table's rows that point to a record: refused while any exist, or whose images go with it. */
export interface Dependents {
  /** The foreign key pointing to the record. */
  column: AnyPgColumn;
}

/** Everything the list, get, create, update and delete operations of one table are made from. */
export interface TableResource<T extends TableWithId, S extends Fields | Field<unknown>, I extends Inputs> {
  table: T;
  /** The entity's JSON shape, rendered by PostgreSQL (one object of fields, or a kept rendering). */
  shape: S;
  /** The list order (an ORDER BY list); the id last, so pages never overlap. */
  order: SQL;
  /** List query parameters that filter by a column (`?collection=42`). */
  filters?: { readonly [parameter: string]: AnyPgColumn };
  /** The body fields its writes take. */
  input?: I;
  /** Where its images are stored (when `input` has images). */
  folder?: MediaFolder;
  /** Rules checked before an insert; may set more columns (a free slot, a default taken from another record). */
  beforeInsert?: (tx: Tx, body: InputBody<I>) => Promise<Assignment[] | undefined>;
  /** Rules checked before an update of the locked record `id`; may set more columns. */
  beforeUpdate?: (tx: Tx, id: bigint, body: InputBody<I>) => Promise<Assignment[] | undefined>;
  /** Work that follows a write of record `id` in the same transaction (rows kept in step with it). */
  afterWrite?: (tx: Tx, id: bigint, body: InputBody<I>) => Promise<void>;
  /**
   * Deleting is refused while rows point to the record through `column`, with `message` (409); a message made from
   * how many rows do is given their count.
   */
  refuseDeleteWhile?: ReadonlyArray<Dependents & { message: Message | ((count: number) => Message) }>;
  /** Rows that go with the record (foreign key `column`, cascading) and whose `image` files go too. */
  deleteImagesOf?: ReadonlyArray<Dependents & { image: AnyPgColumn }>;
}

/** What the made operations see of their request (the rest of HandlerInput is theirs to ignore). */
export interface IdInput {
  params: { id: string };
}
/** The `If-Match` an update may carry: the version it was made on. */
export interface VersionInput {
  header?: { 'If-Match'?: string };
}
export interface WriteInput {
  /** The statuses the operation declares: a missing reference is a 404 where it declares one, else a 400. */
  statuses: ReadonlySet<number>;
}
/** A list's query: the page (for paged lists) and its filters. */
export type ListQuery = { page?: number; pageSize?: number } & { readonly [parameter: string]: unknown };

/** The list, get, create, update and delete operations of a table, made from its {@link TableResource}. */
export interface TableOperations<S, I extends Inputs> {
  /** The SQL rendering a row of the table as its shape's JSON text, version included (as every read answers it). */
  json: SQL;
  list(
    input: { query: ListQuery },
    deps: AppDeps,
  ): Promise<{ status: 200; body: RenderedJson<ListOf<Versioned<S>>> }>;
  get(
    input: IdInput,
    deps: AppDeps,
  ): Promise<{ status: 200; body: RenderedJson<Rendered<Versioned<S>>>; headers: { ETag: string } }>;
  create: Accepting<
    (
      input: WriteInput & { body: InputBody<I> },
      deps: AppDeps,
    ) => Promise<{ status: 201; body: RenderedJson<Rendered<Versioned<S>>> }>
  >;
  update: Accepting<
    (
      input: WriteInput & IdInput & VersionInput & { body: InputBody<I> },
      deps: AppDeps,
    ) => Promise<{ status: 200; body: RenderedJson<Rendered<Versioned<S>>> }>
  >;
  delete(input: WriteInput & IdInput, deps: AppDeps): Promise<{ status: 204 }>;
  /**
   * The list of the records of one parent named in the path (`/categories/{categoryId}/subcategories`): 404 when
   * there is no such parent.
   */
  listOf(
    parameter: string,
    column: AnyPgColumn,
    parent: TableWithId,
  ): (
    input: { params: { readonly [name: string]: string }; query: ListQuery },
    deps: AppDeps,
  ) => Promise<{
    status: 200;
    body: RenderedJson<ListOf<Versioned<S>>>;
  }>;
  /**
   * The record `id` as it is, locked for a write in `tx` (its rendering and version, in one statement); undefined
   * when there is no such record.
   */
  lock(
    tx: Tx,
    id: bigint,
  ): Promise<{ version: number; before: RenderedJson<Rendered<Versioned<S>>> } | undefined>;
  /**
   * Inserts a record in `tx` by the rules of `create` (the body's inputs, beforeInsert, afterWrite): for a write
   * that makes several records in one transaction (an import). Answers it and its change-log entry.
   */
  insertIn(
    tx: Tx,
    body: InputBody<I>,
    statuses: ReadonlySet<number>,
    stored?: { readonly [field: string]: string | undefined },
  ): Promise<Written<S>>;
  /**
   * Updates the record `id` in `tx` by the rules of `update` (locked first; 404 when missing), without If-Match.
   * Answers it, its change-log entry, and the images the update replaced.
   */
  updateIn(
    tx: Tx,
    id: bigint,
    body: InputBody<I>,
    statuses: ReadonlySet<number>,
    stored?: { readonly [field: string]: string | undefined },
  ): Promise<Written<S> & { replaced: Array<string | null> }>;
  /** The record `id` rendered as its shape, in `db` (a transaction sees its own writes); 404 when missing. */
  find(db: Executor, id: bigint): Promise<RenderedJson<Rendered<Versioned<S>>>>;
  /** The records matching `where`, in the list order, as a list answer (paged when `page` is given). */
  select(
    db: Executor,
    where: SQL | undefined,
    page?: { page: number; pageSize: number },
    order?: SQL,
  ): Promise<RenderedJson<ListOf<Versioned<S>>>>;
}

/** A record as a write left it, with the change-log entries of that write. */
export interface Written<S> {
  result: RenderedJson<Rendered<Versioned<S>>>;
  changes: ChangeRecord[];
}

/** A write operation that names the body fields it writes (the tests hold them to the document's). */
export type Accepting<F extends object> = F & { readonly accepts: ReadonlySet<string> };

/** A list answer of a shape. */
export type ListOf<S> = { data: Rendered<S>[]; total: number };

/**
 * Makes the operations of one table from its definition: every list, read and write of a resource has the same
 * shape, and every write goes through `write` (one transaction, images stored first and removed with their record).
 */
export function tableResource<T extends TableWithId, S extends Fields | Field<unknown>, I extends Inputs>(
  resource: TableResource<T, S, I>,
): TableOperations<S, I> {
  const { table } = resource;
  const label = recordLabel(table);
  const entityType = changeEntityOf(table);
  const shape = resource.shape;
  const json = renderJson(shape instanceof Field ? shape : { ...shape, version: valueField(table.version) });
  const inputs: Inputs = resource.input ?? {};
  const imageColumns = Object.values(inputs)
    .filter((input) => input.kind === 'image')
    .map((input) => input.column);
  const missing = () => notFound(noSuchRecord(table));
  const accepting = <F extends object>(operation: F): Accepting<F> =>
    Object.assign(operation, { accepts: new Set(Object.keys(inputs)) });

  /** The record `id` rendered, with its version; 404 when missing. */
  async function findVersioned(db: Executor, id: bigint) {
    const found = await readVersionedJson<Rendered<Versioned<S>>>(
      db,
      sql`select ${json} as answer, ${table.version} as version from ${table} where ${table.id} = ${id}`,
    );
    if (found === undefined) throw missing();
    return found;
  }

  async function find(db: Executor, id: bigint) {
    return (await findVersioned(db, id)).json;
  }

  /** The change-log entry of a write of record `id` (none for a table the API only reads). */
  function changesOf(
    id: bigint,
    before: RenderedJson<unknown> | undefined,
    after: RenderedJson<unknown> | undefined,
  ): ChangeRecord[] {
    return entityType === undefined ? [] : [changeOf(entityType, label, id, before, after)];
  }

  function select(
    db: Executor,
    where: SQL | undefined,
    page?: { page: number; pageSize: number },
    order: SQL = resource.order,
  ) {
    const condition = where === undefined ? sql`` : sql`where ${where}`;
    const cut = page === undefined ? sql`` : pageClause(paging(page));
    return readJsonList<Rendered<Versioned<S>>>(
      db,
      pageAnswer(
        sql`select string_agg(rows.json, ',' order by rows.n) from (
          select ${json} as json, row_number() over (order by ${order}) as n
          from ${table} ${condition} order by ${order} ${cut}) rows`,
        sql`select count(*) from ${table} ${condition}`,
      ),
    );
  }

  function pageOf(query: ListQuery) {
    return query.page === undefined || query.pageSize === undefined
      ? undefined
      : { page: query.page, pageSize: query.pageSize };
  }

  function filtersOf(query: ListQuery): SQL | undefined {
    const conditions = Object.entries(resource.filters ?? {}).flatMap(([parameter, column]) => {
      const value = query[parameter];
      return typeof value === 'string' ? [eq(column, toId(value))] : [];
    });
    return conditions.length === 0 ? undefined : and(...conditions);
  }

  /**
   * The record as it is (its rendering, version and image paths), locking it for the write; undefined when there is
   * no such record. Two statements: the lock, then the rendering read after it. A rendering read by the locking
   * statement itself would be of that statement's snapshot, from before a clashing write it waited for (its parts
   * from other tables are not read again), and two clashing moves would both see the old status and both move.
   */
  async function lock(
    tx: Tx,
    id: bigint,
  ): Promise<
    | { version: number; images: Array<string | null>; before: RenderedJson<Rendered<Versioned<S>>> }
    | undefined
  > {
    const columns = sql.join([sql`${table.version} as version`, ...imageColumns], sql`, `);
    const [row] = await rowsOf(tx, sql`select ${columns} from ${table} where ${table.id} = ${id} for update`);
    if (row === undefined) return undefined;
    const images = imageColumns.map((column) => {
      const value = row.get(column.name);
      return typeof value === 'string' ? value : null;
    });
    const [rendered] = await rowsOf(
      tx,
      sql`select ${json} as before from ${table} where ${table.id} = ${id}`,
    );
    const before = rendered?.get('before');
    if (typeof before !== 'string') throw new Error('the record rendered no JSON');
    return {
      version: Number(row.get('version')),
      images,
      before: new RenderedJson<Rendered<Versioned<S>>>(before),
    };
  }

  async function insertIn(
    tx: Tx,
    body: InputBody<I>,
    statuses: ReadonlySet<number>,
    stored: { readonly [field: string]: string | undefined } = {},
  ): Promise<Written<S>> {
    const assignments = lastPerColumn([
      ...(await assignmentsOf(tx, inputs, body, stored, statuses)),
      ...((await resource.beforeInsert?.(tx, body)) ?? []),
    ]);
    const names = sql.join(
      assignments.map(({ column }) => sql.identifier(column.name)),
      sql`, `,
    );
    const values = sql.join(
      assignments.map(({ column, value }) => sql.param(value, column)),
      sql`, `,
    );
    const [row] = await rowsOf(
      tx,
      sql`insert into ${table} (${names}) values (${values}) returning ${table.id} as id`,
    );
    const id = row?.get('id');
    if (typeof id !== 'string' && typeof id !== 'number') throw new Error('insert returned no id');
    const recordId = BigInt(id);
    await resource.afterWrite?.(tx, recordId, body);
    const created = await find(tx, recordId);
    return { result: created, changes: changesOf(recordId, undefined, created) };
  }

  /** An update in `tx`; with `asked` (If-Match), made only on that version (412 otherwise). */
  async function updateIn(
    tx: Tx,
    id: bigint,
    body: InputBody<I>,
    statuses: ReadonlySet<number>,
    stored: { readonly [field: string]: string | undefined } = {},
    asked?: number,
    timeZone?: string,
  ): Promise<Written<S> & { replaced: Array<string | null> }> {
    const locked = await lock(tx, id);
    if (locked === undefined) throw missing();
    const { before } = locked;
    // Made on an older version: someone changed it since; nothing is changed (412, who and when).
    if (asked !== undefined && asked !== locked.version && entityType !== undefined) {
      throw await staleVersion(tx, entityType, id, before, timeZone ?? 'UTC');
    }
    const { images } = locked;
    const assignments = lastPerColumn([
      ...(await assignmentsOf(tx, inputs, body, stored, statuses)),
      ...((await resource.beforeUpdate?.(tx, id, body)) ?? []),
    ]);
    if (assignments.length > 0) {
      const sets = sql.join(
        assignments.map(
          ({ column, value }) => sql`${sql.identifier(column.name)} = ${sql.param(value, column)}`,
        ),
        sql`, `,
      );
      await rowsOf(tx, sql`update ${table} set ${sets} where ${table.id} = ${id}`);
    }
    await resource.afterWrite?.(tx, id, body);
    // An image sent replaces the one stored before it.
    const replaced = imageColumns.flatMap((column, index) =>
      assignments.some((assignment) => assignment.column === column) ? [images[index] ?? null] : [],
    );
    const after = await find(tx, id);
    return { result: after, replaced, changes: changesOf(id, before, after) };
  }

  return {
    json,
    lock,
    find,
    select,

    async list({ query }, { db }) {
      return { status: 200, body: await select(db, filtersOf(query), pageOf(query)) };
    },

    listOf(parameter, column, parent) {
      return async ({ params, query }, { db }) => {
        const value = params[parameter];
        if (value === undefined) throw new Error(`no path parameter ${parameter}`);
        const parentId = toId(value);
        const [found] = await db.select({ id: parent.id }).from(parent).where(eq(parent.id, parentId));
        if (found === undefined) throw notFound(noSuchRecord(parent));
        const where = and(eq(column, parentId), filtersOf(query));
        return { status: 200, body: await select(db, where, pageOf(query)) };
      };
    },

    async get({ params }, { db }) {
      const { json: body, version } = await findVersioned(db, toId(params.id));
      return { status: 200, body, headers: { ETag: etagOf(version) } };
    },

    insertIn,
    updateIn,

    create: accepting(async ({ body, statuses }, deps) => {
      const created = await write(deps, {
        uploads: resource.folder && { folder: resource.folder, files: imageFiles(inputs, body) },
        run: (tx, stored) => insertIn(tx, body, statuses, stored),
      });
      return { status: 201 as const, body: created };
    }),

    update: accepting(async ({ params, body, statuses, header }, deps) => {
      const id = toId(params.id);
      const asked = versionAsked(header?.['If-Match']);
      const updated = await write(deps, {
        uploads: resource.folder && { folder: resource.folder, files: imageFiles(inputs, body) },
        run: (tx, stored) => updateIn(tx, id, body, statuses, stored, asked, deps.config.shopTimeZone),
      });
      return { status: 200 as const, body: updated };
    }),
    async delete({ params }, deps) {
      const id = toId(params.id);
      await write(deps, {
        async run(tx) {
          const locked = await lock(tx, id);
          if (locked === undefined) throw missing();
          const { images, before } = locked;
          for (const { column, message } of resource.refuseDeleteWhile ?? []) {
            if (typeof message === 'function') {
              const [row] = await rowsOf(
                tx,
                sql`select count(*) as n from ${column.table} where ${column} = ${id}`,
              );
              const count = Number(row?.get('n') ?? 0);
              if (count > 0) throw conflict(message(count));
              continue;
            }
            const rows = await rowsOf(tx, sql`select 1 from ${column.table} where ${column} = ${id} limit 1`);
            if (rows.length > 0) throw conflict(message);
          }
          const dependentImages: Array<string | null> = [];
          for (const { column, image } of resource.deleteImagesOf ?? []) {
            const rows = await rowsOf(
              tx,
              sql`select ${image} as image from ${column.table} where ${column} = ${id}`,
            );
            for (const row of rows) {
              const value = row.get('image');
              dependentImages.push(typeof value === 'string' ? value : null);
            }
          }
          // Rows that cascade go with it; a foreign key that refuses it answers 409 with its message.
          await rowsOf(tx, sql`delete from ${table} where ${table.id} = ${id}`);
          return {
            result: undefined,
            replaced: [...images, ...dependentImages],
            changes: changesOf(id, before, undefined),
          };
        },
      });
      return { status: 204 };
    },
  };
}
