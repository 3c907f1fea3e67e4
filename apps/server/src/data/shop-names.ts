import type { Executor } from '../db/executor.js';
import { appSettings } from '../db/schema.js';

/** The shop's names, as its app settings give them (the storefront's name): words every customer knows. */
export async function shopNames(db: Executor): Promise<string[]> {
  const rows = await db.select({ name: appSettings.name }).from(appSettings);
  return rows.map((row) => row.name);
}
