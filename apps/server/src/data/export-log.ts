import { eq } from 'drizzle-orm';
import type { Executor } from '../db/executor.js';
import { type ChangedField, changes } from '../db/schema.js';
import { type ChangeEntityType, recordChanges } from './changes.js';

/** What an export's entry of the change log names: the kind of record, its label, and the filters asked. */
export interface ExportAsked {
  entityType: ChangeEntityType;
  /** "Export of customers", in English as every label of the log. */
  label: string;
  /** The filters as the request asked them (`status`, `q`, `sort`); those left out are not named. */
  filters: { readonly [name: string]: string | undefined };
}

/**
 * The filters of a request as the change log names them: each value as the URL carries it (a list comma-separated),
 * those left out not named.
 */
export function askedFilters(query: {
  readonly [name: string]: string | number | boolean | readonly string[] | undefined;
}): ExportAsked['filters'] {
  return Object.fromEntries(
    Object.entries(query).map(([name, value]) => [
      name,
      value === undefined ? undefined : Array.isArray(value) ? value.join(',') : String(value),
    ]),
  );
}

/** An export's entry, written before its file's first byte leaves; told at the end what went. */
export interface ExportEntry {
  /** Records the data rows sent, and whether the whole file went (false when the transfer stopped half-way). */
  finish(rows: number, complete: boolean): Promise<void>;
}

function fieldsOf(asked: ExportAsked, rows: number | null, complete: boolean): ChangedField[] {
  const filters = Object.entries(asked.filters).flatMap(([field, value]) =>
    value === undefined ? [] : [{ field, from: null, to: value }],
  );
  return [
    ...filters,
    { field: 'rows', from: null, to: rows },
    { field: 'complete', from: null, to: complete },
  ];
}

/**
 * Appends an export's entry to the change log, as the current actor's: written before any row leaves, so that no
 * file goes unrecorded; its `rows` stay null (and `complete` false) until `finish` says what went, which a server
 * that stopped half-way never does.
 */
export async function startExport(db: Executor, asked: ExportAsked): Promise<ExportEntry> {
  const [id] = await recordChanges(db, [
    {
      entityType: asked.entityType,
      entityId: null,
      label: asked.label,
      fields: fieldsOf(asked, null, false),
    },
  ]);
  if (id === undefined) throw new Error('The change log recorded no entry of the export.');
  return {
    async finish(rows, complete) {
      await db
        .update(changes)
        .set({ fields: fieldsOf(asked, rows, complete) })
        .where(eq(changes.id, id));
    },
  };
}
