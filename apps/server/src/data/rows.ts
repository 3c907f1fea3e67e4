import type { SQL } from 'drizzle-orm';
import type { Executor } from '../db/executor.js';

/** A row of a raw statement's result: its columns by name. */
export type Row = ReadonlyMap<string, unknown>;

/**
 * Runs a statement the query builder does not express (the generic writes of src/data/crud) and answers its rows
 * (node-postgres answers `{ rows }`, whichever database is behind it).
 */
export async function rowsOf(db: Executor, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  if (typeof result !== 'object' || result === null || !('rows' in result) || !Array.isArray(result.rows)) {
    throw new Error('The database answered no rows.');
  }
  return result.rows.map((row: unknown) => {
    if (typeof row !== 'object' || row === null)
      throw new Error('The database answered a row that is no object.');
    return new Map<string, unknown>(Object.entries(row));
  });
}
