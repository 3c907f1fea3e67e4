import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../../src/db/client.js';

/** Row count and content hash of every table, and the files under the data dir: cheap to compare. */
export type Fingerprint = Map<string, string>;

/** The files below `dir` (relative paths, sorted), or none when it does not exist. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * Columns that record the caller's own activity rather than anything a request did: any authenticated call, a
 * refused one too, writes a session's or a token's last use once a minute of the wall clock (so a slow, busy run
 * sees it). They are left out of the rows' hash.
 */
const ACTIVITY_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  sessions: ['last_used_at'],
  api_tokens: ['last_used_at', 'last_used_address'],
};

/** Every table of the public schema (count and md5 of its rows in order), plus the list of files in `dataDir`. */
export async function fingerprint(database: Database, dataDir: string): Promise<Fingerprint> {
  const tables = await database.exec(
    "select tablename from pg_tables where schemaname = 'public' order by tablename",
  );
  const names = tables.map((row) => String(row.tablename));
  const rowText = (name: string) => {
    const left = ACTIVITY_COLUMNS[name];
    return left === undefined
      ? 't::text'
      : `(to_jsonb(t) - array[${left.map((column) => `'${column}'`).join(', ')}])::text`;
  };
  const query = names
    .map(
      (name) =>
        `select '${name}' as name, count(*)::text as n, ` +
        `md5(coalesce(string_agg(${rowText(name)}, '|' order by ${rowText(name)}), '')) as h from "${name}" t`,
    )
    .join(' union all ');
  const rows = await database.exec(query);
  const result: Fingerprint = new Map(
    rows.map((row) => [`table ${String(row.name)}`, `${row.n} rows ${row.h}`]),
  );
  const files = await filesUnder(dataDir);
  result.set('files', `${files.length} files ${createHash('md5').update(files.join('\n')).digest('hex')}`);
  return result;
}

/** What differs between two fingerprints, e.g. `table collections: 3 rows … -> 4 rows …`. */
export function changes(before: Fingerprint, after: Fingerprint): string[] {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys]
    .filter((key) => before.get(key) !== after.get(key))
    .map((key) => `${key}: ${before.get(key) ?? 'none'} -> ${after.get(key) ?? 'none'}`);
}
