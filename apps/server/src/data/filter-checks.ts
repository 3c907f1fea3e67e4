import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { badRequest } from '../core/http-error.js';
import type { Message } from '../core/messages.js';
import type { Executor } from '../db/executor.js';
import { noSuchRecordField } from './record-labels.js';

/** The field messages of a list's filters that do not hold, by parameter name; thrown as one 400. */
export class FilterFaults {
  readonly #fields: { [name: string]: Message } = {};

  /** An upper bound below its lower one: `to` is told where its range starts. */
  range(from: string | number | undefined, to: string | number | undefined, toName: string): void {
    if (from === undefined || to === undefined || to >= from) return;
    this.#fields[toName] =
      typeof from === 'number'
        ? /*i18n*/ { id: 'filters.belowMinimum', message: 'Must be at least {min}', values: { min: from } }
        : /*i18n*/ { id: 'filters.beforeStart', message: 'Must be {from} or later', values: { from } };
  }

  /** A filter naming record `id` of `table`, which must exist. */
  async exists(db: Executor, name: string, table: PgTable, idColumn: PgColumn, id: string | undefined) {
    if (id === undefined) return;
    const [row] = await db
      .select({ found: sql<number>`1` })
      .from(table)
      .where(eq(idColumn, BigInt(id)))
      .limit(1);
    if (row === undefined) this.#fields[name] = noSuchRecordField(table);
  }

  /** Throws the 400 of every fault found, if any. */
  throwAny(): void {
    if (Object.keys(this.#fields).length === 0) return;
    throw badRequest(/*i18n*/ { id: 'filters.invalid', message: 'Please check the filters.' }, this.#fields);
  }
}

/**
 * The start of day `day` (YYYY-MM-DD, checked by the document) in `timeZone`, as a timestamptz the database works
 * out: the bounds of a range of days are then plain comparisons with an indexed time.
 */
export function dayStart(day: string, timeZone: string): SQL {
  return sql`((${day}::date)::timestamp at time zone ${timeZone})`;
}

/** The start of the day after `day` in `timeZone`: the end (exclusive) of a range that takes `day` whole. */
export function dayEnd(day: string, timeZone: string): SQL {
  return sql`(((${day}::date) + 1)::timestamp at time zone ${timeZone})`;
}
