// Restoring a backup archive into an empty database (and empty media storage): checked whole first, then the
// schema made by the migrations the backup's version had run, the rows loaded as they were, the migrations since
// then applied, and the renderings made again.
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isNull, sql } from 'drizzle-orm';
import { type Database, MIGRATIONS_FOLDER, type OpenOptions } from '../db/client.js';
import type { Tx } from '../db/executor.js';
import { apiTokens } from '../db/schema.js';
import { IMAGE_TYPES_BY_EXTENSION } from '../media/image-type.js';
import type { MediaBackend } from '../media/media-backend.js';
import { type ArchiveKeys, NO_KEYS } from './archive-encryption.js';
import type { Manifest, MediaEntry, TableEntry } from './manifest.js';
import {
  type ArchiveEntry,
  chunksOf,
  DamagedArchiveError,
  readEntries,
  verifyArchive,
} from './read-archive.js';

/** The target is not empty, or the backup is from a newer version: nothing was written. */
export class RestoreRefusedError extends Error {}

/**
 * The tables of access a restore leaves empty: the backup's sessions, password reset links and pending invites.
 * Restored, they would bring back what was revoked since the backup was taken (a session signed out, or of an
 * employee deactivated since; a link used or replaced; an invite withdrawn): after a restore everyone signs in
 * again, and pending invites are sent again.
 */
export const ACCESS_TABLES: ReadonlySet<string> = new Set(['sessions', 'password_resets', 'invites']);

/** Rows inserted per statement, and the most text one statement carries. */
const BATCH_ROWS = 2_000;
const BATCH_BYTES = 4 * 1024 * 1024;

export interface RestoreTarget {
  /** Opens the target database (migrations from `options`). */
  open(options: OpenOptions): Promise<Database>;
  media: MediaBackend;
}

export interface RestoreSummary {
  manifest: Manifest;
  /** Each table's rows after the restore, in the manifest's order; `leftOut`: one of the ACCESS_TABLES. */
  counts: Array<{ table: string; rows: number; leftOut: boolean }>;
  images: number;
  /** Migrations applied after the backup's own. */
  migratedForward: number;
  /** The backup's API tokens that were live, now revoked (as of the restore). */
  revokedApiTokens: number;
}

/** The `when` of each migration in drizzle's journal, and the journal itself. */
async function journalOf(
  folder: string,
): Promise<{ journal: { [key: string]: unknown }; entries: unknown[] }> {
  const journal: unknown = JSON.parse(await readFile(path.join(folder, 'meta', '_journal.json'), 'utf8'));
  if (
    typeof journal !== 'object' ||
    journal === null ||
    !('entries' in journal) ||
    !Array.isArray(journal.entries)
  ) {
    throw new Error('migrations/meta/_journal.json has no entries');
  }
  return { journal: { ...journal }, entries: journal.entries };
}

const whenOf = (entry: unknown): number =>
  typeof entry === 'object' && entry !== null && 'when' in entry && typeof entry.when === 'number'
    ? entry.when
    : Number.POSITIVE_INFINITY;

/**
 * A folder holding the migrations the backup's version had run (those up to its last), to make the schema its
 * rows fit; answers how many newer ones this version has. A backup from a newer version is refused.
 */
async function migrationsOfBackup(
  manifest: Manifest,
  dir: string,
): Promise<{ folder: string; newer: number }> {
  const { journal, entries } = await journalOf(MIGRATIONS_FOLDER);
  const { migrations, lastMigrationAt } = manifest.database;
  const upTo = entries.filter((entry) => whenOf(entry) <= lastMigrationAt);
  const last = upTo.at(-1);
  if (upTo.length !== migrations || (migrations > 0 && whenOf(last) !== lastMigrationAt)) {
    throw new RestoreRefusedError(
      `This backup was taken by a newer version of the shop (server ${manifest.product.server}, ` +
        `${migrations} migrations; this version knows ${entries.length}). Restore it with that version or a later one.`,
    );
  }
  const folder = path.join(dir, 'migrations');
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: upTo }));
  return { folder, newer: entries.length - upTo.length };
}

function rowsOf(result: Array<Record<string, unknown>>): Array<Record<string, unknown>> {
  return result;
}

/** Refuses a target that holds anything: tables in its database, or images. */
async function refuseUnlessEmpty(database: Database, media: MediaBackend): Promise<void> {
  const [row] = rowsOf(
    await database.exec(`select
      (select count(*)::int from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'p')) as tables,
      to_regclass('drizzle.__drizzle_migrations') is not null as migrated`),
  );
  if (row?.tables !== 0 || row.migrated !== false) {
    throw new RestoreRefusedError(
      `The target database is not empty (${database.description}): restore into a new DATA_DIR or an empty PostgreSQL database.`,
    );
  }
  for await (const key of media.keys()) {
    throw new RestoreRefusedError(
      `The target's images are not empty (${media.description} holds ${key}): restore into empty media storage.`,
    );
  }
}

/** Inserts one batch of a table's rows (JSON objects, one per line) as they are. */
async function insertRows(tx: Tx, table: TableEntry, lines: string[]): Promise<void> {
  const columns = sql.join(
    table.columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  const name = sql.identifier(table.table);
  await tx.execute(sql`insert into ${name} (${columns}) overriding system value
    select ${columns} from json_populate_recordset(null::${name}, ${`[${lines.join(',')}]`}::json)`);
}

/** Loads a table's entry, a batch of rows at a time. */
async function loadTable(tx: Tx, table: TableEntry, chunks: AsyncIterable<Buffer>): Promise<void> {
  let batch: string[] = [];
  let batchBytes = 0;
  let rest = '';
  const flush = async () => {
    if (batch.length === 0) return;
    await insertRows(tx, table, batch);
    batch = [];
    batchBytes = 0;
  };
  for await (const chunk of chunks) {
    const text = rest + chunk.toString('utf8');
    const lines = text.split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      batch.push(line);
      batchBytes += line.length;
      if (batch.length >= BATCH_ROWS || batchBytes >= BATCH_BYTES) await flush();
    }
  }
  if (rest !== '') batch.push(rest);
  await flush();
}

function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return IMAGE_TYPES_BY_EXTENSION.get(extension)?.mime ?? 'application/octet-stream';
}

/**
 * Streams an image entry into the media storage, never holding it whole, checking its SHA-256 on the way (the
 * archive was checked whole before, but read again here).
 */
async function storeImage(media: MediaBackend, image: MediaEntry, entry: ArchiveEntry): Promise<void> {
  const hash = createHash('sha256');
  const hashed = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  const copying = pipeline(entry, hashed);
  // Its failure also fails the store, which reads `hashed`; it is awaited after that.
  copying.catch(() => undefined);
  try {
    await media.putStream(
      image.key,
      hashed,
      { size: image.bytes, sha256: image.sha256 },
      contentTypeOf(image.key),
    );
  } catch (error) {
    hashed.destroy();
    throw error;
  }
  await copying;
  if (hash.digest('hex') !== image.sha256) {
    throw new DamagedArchiveError(`${image.entry} changed since the archive was checked`);
  }
}

/**
 * Loads every row and image of the archive in one transaction, the tables' own triggers off meanwhile; the key of
 * each image stored is added to `imagesPut` as soon as it is stored.
 */
async function loadArchive(
  file: string,
  keys: ArchiveKeys,
  manifest: Manifest,
  database: Database,
  media: MediaBackend,
  imagesPut: string[],
): Promise<void> {
  const tables = new Map(manifest.tables.map((table) => [table.entry, table]));
  const images = new Map(manifest.media.map((image) => [image.entry, image]));
  await database.db.transaction(async (tx) => {
    // The migrations' own first rows (the list counts' zeros) make way for the backup's.
    await tx.execute(
      sql`truncate ${sql.join(
        manifest.tables.map((table) => sql.identifier(table.table)),
        sql`, `,
      )} cascade`,
    );
    // The rows come with what the triggers would add (counts, totals, versions, the change log): as they were.
    for (const table of manifest.tables) {
      await tx.execute(sql`alter table ${sql.identifier(table.table)} disable trigger user`);
    }
    await readEntries(
      file,
      async (entry) => {
        const table = tables.get(entry.header.name);
        const image = images.get(entry.header.name);
        if (table !== undefined && !ACCESS_TABLES.has(table.table)) {
          await loadTable(tx, table, chunksOf(entry));
        } else if (image !== undefined) {
          // Counted before it is whole: a failure half-way still has it removed.
          imagesPut.push(image.key);
          await storeImage(media, image, entry);
        } else {
          for await (const _ of chunksOf(entry)) {
            // The manifest, checked already, or a table of access, left out.
          }
        }
      },
      keys,
    );
    for (const { sequence, value, isCalled } of manifest.sequences) {
      await tx.execute(sql`select setval(${`public.${sequence}`}::regclass, ${value}::bigint, ${isCalled})`);
    }
    for (const table of manifest.tables) {
      await tx.execute(sql`alter table ${sql.identifier(table.table)} enable trigger user`);
    }
  });
}

/**
 * Revokes, as of `at`, every API token the backup had live. A backup cannot know which were revoked after it was
 * taken (perhaps because they leaked), so none comes back; the rows stay, for the change log names them. Each is
 * announced on the revocation channel as any revocation is (migration 0017), so no process goes on trusting it.
 */
async function revokeApiTokens(database: Database, at: Date): Promise<number> {
  const revoked = await database.db
    .update(apiTokens)
    .set({ revokedAt: at })
    .where(isNull(apiTokens.revokedAt))
    .returning({ id: apiTokens.id });
  return revoked.length;
}

/**
 * Applies this version's migrations (and renderings) to the restored rows and revokes their API tokens as of
 * `restoredAt`; answers the rows per table, checked, and how many tokens it revoked.
 */
async function migrateForward(
  target: RestoreTarget,
  manifest: Manifest,
  restoredAt: Date,
): Promise<Pick<RestoreSummary, 'counts' | 'revokedApiTokens'>> {
  const current = await target.open({});
  try {
    await current.migrate();
    const revokedApiTokens = await revokeApiTokens(current, restoredAt);
    const counts: RestoreSummary['counts'] = [];
    for (const table of manifest.tables) {
      const [row] = await current.exec(`select count(*)::bigint::text as rows from "${table.table}"`);
      const rows = Number(row?.rows);
      const leftOut = ACCESS_TABLES.has(table.table);
      const expected = leftOut ? 0 : table.rows;
      if (rows !== expected) {
        throw new Error(`table ${table.table} has ${rows} rows after the restore, ${expected} expected`);
      }
      counts.push({ table: table.table, rows, leftOut });
    }
    return { counts, revokedApiTokens };
  } finally {
    await current.close();
  }
}

/**
 * Restores the archive at `file` into `target`, which must be empty; an encrypted one (an age file) is opened with
 * `keys`, and read twice, never held in memory or on disk decrypted. The archive is checked whole first
 * (verifyArchive): a cut or altered one, or one that none of `keys` opens, is refused before anything is written. The images go to `target.media`
 * (a folder or a bucket); a restore that fails after storing some removes them again, so the media storage is
 * empty for the next attempt as it was for this one.
 */
export async function restoreBackup(
  file: string,
  target: RestoreTarget,
  log: (line: string) => void,
  keys: ArchiveKeys = NO_KEYS,
): Promise<RestoreSummary> {
  const restoredAt = new Date();
  const manifest = await verifyArchive(file, keys);
  log(
    `The archive is whole: taken ${manifest.createdAt} by server ${manifest.product.server} (API ${manifest.product.api}), ` +
      `${manifest.tables.length} tables, ${manifest.media.length} images, ${manifest.database.migrations} migrations.`,
  );
  log(
    'Sessions, password reset links and pending invites are left out: everyone signs in again, and pending invites are sent again.',
  );
  log('API tokens are restored revoked: make new ones for the tools that used them.');
  const dir = await mkdtemp(path.join(tmpdir(), 'shop-restore-'));
  try {
    const { folder, newer } = await migrationsOfBackup(manifest, dir);
    const imagesPut: string[] = [];
    try {
      const database = await target.open({ migrationsFolder: folder, renderings: false });
      try {
        await refuseUnlessEmpty(database, target.media);
        await database.migrate();
        await loadArchive(file, keys, manifest, database, target.media, imagesPut);
      } finally {
        await database.close();
      }
      if (newer > 0) log(`Migrating forward: ${newer} migrations newer than the backup.`);
      const { counts, revokedApiTokens } = await migrateForward(target, manifest, restoredAt);
      return { manifest, counts, images: imagesPut.length, migratedForward: newer, revokedApiTokens };
    } catch (error) {
      if (imagesPut.length > 0) {
        log(
          `The restore failed: removing the ${imagesPut.length} images it stored in ${target.media.description}.`,
        );
        await target.media.delete(imagesPut).catch((cleanup: unknown) => {
          const reason = cleanup instanceof Error ? cleanup.message : String(cleanup);
          log(`Removing them failed too (${reason}): empty ${target.media.description} before trying again.`);
        });
      }
      throw error;
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
