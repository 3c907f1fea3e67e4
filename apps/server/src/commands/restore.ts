// `pnpm --filter @shop/server restore FILE`: restores a backup archive into an empty DATA_DIR (the embedded
// database) or the empty PostgreSQL database DATABASE_URL names, and the images where the server would keep them:
// the bucket MEDIA_S3_BUCKET names when it is set (empty), DATA_DIR/media otherwise, whichever database is used.
// The archive is checked whole first; a cut or altered one is refused with nothing written. An encrypted archive
// (`….tar.gz.age`) is opened with BACKUP_PASSPHRASE, `--passphrase-file FILE` or `--identity FILE` (an age identity,
// for one encrypted to BACKUP_RECIPIENT), or a passphrase typed at the prompt.
import { readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ArchiveKeyError, type ArchiveKeys, isEncryptedArchive } from '../backup/archive-encryption.js';
import { askPassphrase } from '../backup/passphrase-prompt.js';
import { DamagedArchiveError } from '../backup/read-archive.js';
import { RestoreRefusedError, restoreBackup } from '../backup/restore.js';
import { openPglite, openPostgres } from '../db/client.js';
import { type DataDirLock, DataDirLockedError, lockDataDir } from '../db/data-dir-lock.js';
import { loadConfig } from '../load-config.js';
import { openMediaBackend } from '../media/open-media.js';

/** What the person restoring should do after a failure, said after its reason. */
let afterFailure: string | undefined;

/**
 * An error's reason for the person restoring: the database's own when the query layer wrapped it (whose message
 * is the query with its parameters, a batch of rows long), with the query's start.
 */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (!(error.cause instanceof Error)) return error.message;
  const query = error.message.split('\n', 1)[0] ?? '';
  return `${error.cause.message} (${query.length > 200 ? `${query.slice(0, 200)}…` : query})`;
}

function isEmptyFolder(folder: string): boolean {
  try {
    return readdirSync(folder).length === 0;
  } catch {
    return true;
  }
}

/** A file's text without its last line break (a passphrase file written by `echo`). */
async function fileText(file: string): Promise<string> {
  return (await readFile(file, 'utf8')).replace(/\r?\n$/, '');
}

/** The passphrases and identities given, and one typed at the prompt when the archive is encrypted and none was. */
async function keysFor(
  file: string,
  given: { passphraseFile: string | undefined; identity: string | undefined },
): Promise<ArchiveKeys> {
  const passphrases: string[] = [];
  const identities: string[] = [];
  const fromEnv = process.env.BACKUP_PASSPHRASE;
  if (fromEnv !== undefined && fromEnv.trim() !== '') passphrases.push(fromEnv);
  if (given.passphraseFile !== undefined) passphrases.push(await fileText(given.passphraseFile));
  if (given.identity !== undefined) {
    identities.push(
      ...(await readFile(given.identity, 'utf8'))
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '' && !line.startsWith('#')),
    );
  }
  const encrypted = await isEncryptedArchive(file).catch(() => false);
  if (encrypted && passphrases.length === 0 && identities.length === 0 && process.stdin.isTTY) {
    passphrases.push(await askPassphrase(`Passphrase of ${path.basename(file)}: `));
  }
  return { passphrases, identities };
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'passphrase-file': { type: 'string' }, identity: { type: 'string' } },
  });
  const [given] = positionals;
  if (given === undefined || given.trim() === '' || positionals.length > 1)
    throw new RestoreRefusedError(
      'Name the archive: restore FILE [--passphrase-file FILE] [--identity FILE]',
    );
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const file = path.resolve(cwd, given);
  const keys = await keysFor(file, {
    passphraseFile:
      values['passphrase-file'] === undefined ? undefined : path.resolve(cwd, values['passphrase-file']),
    identity: values.identity === undefined ? undefined : path.resolve(cwd, values.identity),
  });
  // The passphrase opens the archive here; the strength asked of a new one (for encrypting) is not in question.
  const config = loadConfig(
    { ...process.env, BACKUP_PASSPHRASE: undefined, BACKUP_RECIPIENT: undefined },
    process.cwd(),
    { weighPasswords: false },
  );
  const media = await openMediaBackend(config.media);
  let lock: DataDirLock | undefined;
  const pgdata = path.join(config.dataDir, 'pgdata');
  const url = config.databaseUrl;
  if (url === undefined) {
    if (!isEmptyFolder(pgdata)) {
      throw new RestoreRefusedError(
        `${config.dataDir} already holds a shop: restore into a new DATA_DIR (or an empty PostgreSQL database with DATABASE_URL).`,
      );
    }
    lock = lockDataDir(config.dataDir);
  }
  const begun = performance.now();
  let wrote = false;
  try {
    const summary = await restoreBackup(
      file,
      {
        media,
        open: (options) => {
          wrote = true;
          return url === undefined ? openPglite(pgdata, options) : openPostgres(url, options);
        },
      },
      (line) => console.log(line),
      keys,
    );
    console.log(
      `Restored into ${url === undefined ? `${config.dataDir} (embedded database)` : 'the PostgreSQL database of DATABASE_URL'} ` +
        `in ${((performance.now() - begun) / 1000).toFixed(1)} s; images: ${summary.images} to ${media.description}.`,
    );
    console.log('Rows per table:');
    const width = Math.max(...summary.counts.map((count) => count.table.length));
    for (const { table, rows, leftOut } of summary.counts) {
      console.log(`  ${table.padEnd(width)}  ${rows}${leftOut ? ' (left out: access of the backup)' : ''}`);
    }
    if (summary.revokedApiTokens > 0) {
      console.log(
        `API tokens revoked: ${summary.revokedApiTokens} (the backup's live ones; make new ones for their tools).`,
      );
    }
  } catch (error) {
    // The embedded database was empty before: what a refusal or a failure half-way left of it goes.
    if (wrote && url === undefined) {
      rmSync(pgdata, { recursive: true, force: true });
    }
    // A server's database cannot be removed from here: the migrations may have made its tables already.
    if (wrote && url !== undefined && !(error instanceof RestoreRefusedError)) {
      afterFailure =
        'The PostgreSQL database of DATABASE_URL may hold part of the restore: drop it and create it empty again before trying again.';
    }
    throw error;
  } finally {
    lock?.release();
  }
}

try {
  await main();
} catch (error) {
  if (
    error instanceof DamagedArchiveError ||
    error instanceof ArchiveKeyError ||
    error instanceof RestoreRefusedError ||
    error instanceof DataDirLockedError
  ) {
    console.error(error.message);
  } else {
    console.error(`The restore failed: ${reasonOf(error)}`);
  }
  if (afterFailure !== undefined) console.error(afterFailure);
  process.exit(1);
}
