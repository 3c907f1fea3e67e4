import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { HttpError } from '../contract/http-error.js';
import type { Executor } from '../db/client.js';

/**
 * Checks that a record a request body points to exists. Answers 404 where the operation declares it for such a
 * case, else 400 with a message at the field.
 */
export async function requireReference(
  db: Executor,
  table: PgTable,
  idColumn: AnyPgColumn,
  id: bigint,
  field: string,
  label: string,
  status: 400 | 404,
): Promise<void> {
  const [row] = await db.select({ id: idColumn }).from(table).where(eq(idColumn, id)).limit(1);
  if (row === undefined) throw new HttpError(status, `No such ${label}.`, { [field]: `No such ${label}` });
}
