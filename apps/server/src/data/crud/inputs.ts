import { eq, type GetColumnData } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { HttpError } from '../../core/http-error.js';
import type { Executor } from '../../db/executor.js';
import { toId } from '../ids.js';
import { noSuchRecord, noSuchRecordField } from '../record-labels.js';
import type { NamedTable } from './fields.js';

type InputKind = 'value' | 'text' | 'reference' | 'image' | 'clear';

/**
 * How one field of a request body is written: into which column, and how (as it is, trimmed text, a checked
 * reference to another record, a stored image). `T` is what the body carries (type only).
 */
export class Input<T> {
  /** Never set: carries the body value's type. */
  declare readonly accepts?: T;

  constructor(
    readonly column: AnyPgColumn,
    readonly kind: InputKind,
    readonly target?: NamedTable,
  ) {}
}

/** A resource's writable body fields: what each is and where it goes. */
export type Inputs = { readonly [field: string]: Input<unknown> };

/** The body a resource's writes take: any of its fields (the document says which are required). */
export type InputBody<I extends Inputs> = { [K in keyof I]?: I[K] extends Input<infer T> ? T : never };

/** A column given a value: what a write sets. */
export interface Assignment {
  column: AnyPgColumn;
  value: unknown;
}

/** Sets `column` to `value` (typed by the column): for values a rule computes, such as a free slot. */
export function assign<C extends AnyPgColumn>(column: C, value: GetColumnData<C>): Assignment {
  return { column, value };
}

/** Written as it is (numbers, booleans, text kept exactly). */
export function valueInput<C extends AnyPgColumn>(column: C): Input<Exclude<GetColumnData<C>, null>> {
  return new Input(column, 'value');
}

/** Text written without its surrounding white space (names). */
export function textInput(column: AnyPgColumn): Input<string> {
  return new Input(column, 'text');
}

/** The id of a record of `target` (a decimal string), checked to exist, written as the foreign key. */
export function referenceInput(foreignKey: AnyPgColumn, target: NamedTable): Input<string> {
  return new Input(foreignKey, 'reference', target);
}

/** An uploaded image, stored in the resource's media folder; the column keeps its stored path. */
export function imageInput(column: AnyPgColumn): Input<Blob> {
  return new Input(column, 'image');
}

/** A switch that empties `column` when sent as `true` (`removeDp`: the picture and, for an image, its file go). */
export function clearInput(column: AnyPgColumn): Input<boolean> {
  return new Input(column, 'clear');
}

/** The image fields of a body, for the write to store first. */
export function imageFiles(inputs: Inputs, body: object): { [field: string]: Blob | undefined } {
  const files: { [field: string]: Blob | undefined } = {};
  for (const [field, value] of Object.entries(body)) {
    if (inputs[field]?.kind === 'image' && value instanceof Blob) files[field] = value;
  }
  return files;
}

/**
 * The columns a body sets: each field as its input says, references checked to exist (a missing one answers 404
 * where the operation declares it, else 400 with a message at the field), images as their stored paths.
 */
export async function assignmentsOf(
  tx: Executor,
  inputs: Inputs,
  body: object,
  stored: { readonly [field: string]: string | undefined },
  statuses: ReadonlySet<number>,
): Promise<Assignment[]> {
  const assignments: Assignment[] = [];
  for (const [field, value] of Object.entries(body)) {
    const input = inputs[field];
    if (input === undefined || value === undefined) continue;
    switch (input.kind) {
      case 'value':
        assignments.push({ column: input.column, value });
        break;
      case 'text':
        assignments.push({ column: input.column, value: typeof value === 'string' ? value.trim() : value });
        break;
      case 'reference': {
        if (typeof value !== 'string' || input.target === undefined)
          throw new Error(`${field} is no reference`);
        const id = toId(value);
        await requireRecord(tx, input.target, id, field, statuses.has(404) ? 404 : 400);
        assignments.push({ column: input.column, value: id });
        break;
      }
      case 'image':
        assignments.push({ column: input.column, value: stored[field] });
        break;
      case 'clear':
        if (value === true) assignments.push({ column: input.column, value: null });
        break;
    }
  }
  return assignments;
}

/**
 * Checks that a record a request points to exists: `No such {label}.` with `status` (404, or 400 with a message at
 * `field`) when it does not.
 */
export async function requireRecord(
  db: Executor,
  table: NamedTable,
  id: bigint,
  field: string,
  status: 400 | 404,
): Promise<void> {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  if (row === undefined) {
    throw new HttpError(status, noSuchRecord(table), { [field]: noSuchRecordField(table) });
  }
}
