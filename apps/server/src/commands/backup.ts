// `pnpm --filter @shop/server backup --out FILE`: the whole shop (DATABASE_URL or DATA_DIR's embedded database, and
// the images on disk or in the bucket) in one archive, encrypted when BACKUP_PASSPHRASE or BACKUP_RECIPIENT is set
// (then `.age` is added to FILE unless it ends so). On a PostgreSQL server it runs beside the servers; the
// embedded database belongs to one process at a time, so with a server running on DATA_DIR download the backup
// from the admin (General Settings) or let the server take scheduled ones.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ENCRYPTED_EXTENSION } from '../backup/archive-encryption.js';
import { writeBackupFile } from '../backup/backups.js';
import { type Database, openPglite, openPostgres } from '../db/client.js';
import { type DataDirLock, DataDirLockedError, lockDataDir } from '../db/data-dir-lock.js';
import { loadConfig } from '../load-config.js';
import { createMediaStore } from '../media/media-store.js';
import { openMediaBackend } from '../media/open-media.js';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  if (values.out === undefined || values.out.trim() === '') {
    throw new Error('Say where to write the archive: backup --out shop-backup.tar.gz');
  }
  const config = loadConfig();
  const encryption = config.backupEncryption;
  const named = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
  // An encrypted archive is not a gzipped tar: its name says so.
  const out =
    encryption === undefined || named.endsWith(ENCRYPTED_EXTENSION)
      ? named
      : `${named}${ENCRYPTED_EXTENSION}`;
  let lock: DataDirLock | undefined;
  let database: Database;
  if (config.databaseUrl === undefined) {
    const pgdata = path.join(config.dataDir, 'pgdata');
    if (!existsSync(pgdata)) throw new Error(`There is no shop in ${config.dataDir} (no pgdata folder).`);
    lock = lockDataDir(config.dataDir);
    database = await openPglite(pgdata);
  } else {
    database = await openPostgres(config.databaseUrl);
  }
  try {
    const media = createMediaStore(await openMediaBackend(config.media));
    const begun = performance.now();
    const manifest = await writeBackupFile({ db: database.db, kind: database.kind, media, encryption }, out);
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Backup written to ${out} in ${((performance.now() - begun) / 1000).toFixed(1)} s: ` +
        `${rows} rows in ${manifest.tables.length} tables, ${manifest.media.length} images ` +
        `(${database.description}; ${media.description})` +
        (encryption === undefined
          ? '.'
          : `, encrypted to ${encryption.kind === 'passphrase' ? 'BACKUP_PASSPHRASE' : encryption.recipient}.`),
    );
  } finally {
    await database.close();
    lock?.release();
  }
}

try {
  await main();
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(
      `${error.message}\nA running server's embedded database cannot be opened by another process: download the backup ` +
        'from the admin (General Settings), or set BACKUP_DIR and BACKUP_EVERY_HOURS, or stop the server first.',
    );
  } else {
    console.error(`The backup failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(1);
}
