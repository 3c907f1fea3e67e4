// A backup archive, made as it is read: a gzipped tar of the database snapshot's tables (database/<table>.jsonl),
// every image (media/<key>) and manifest.json last, with the size and SHA-256 of every entry.
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import * as tar from 'tar-stream';
import type { BackupEncryption } from '../core/config.js';
import type { Db } from '../db/executor.js';
import type { MediaStore } from '../media/media-store.js';
import { ENCRYPTED_CONTENT_TYPE, ENCRYPTED_EXTENSION, encryptArchive } from './archive-encryption.js';
import {
  BACKUP_CONTENT_TYPE,
  BACKUP_EXTENSION,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  MANIFEST_ENTRY,
  type Manifest,
  type MediaEntry,
  productVersions,
  type TableEntry,
} from './manifest.js';
import { type SnapshotOptions, takeSnapshot } from './snapshot.js';

export interface BackupSource {
  db: Db;
  kind: 'pglite' | 'postgres';
  media: MediaStore;
  /** Where the snapshot's files wait to be packed (the system's temporary folder by default). */
  spoolParent?: string;
  /** The time, for the manifest (the server's clock). */
  now?: () => number;
  /** Awaited after each chunk of rows the snapshot writes: a test holds the backup there. */
  afterChunk?: SnapshotOptions['afterChunk'];
  /** BACKUP_PASSPHRASE or BACKUP_RECIPIENT: the archive is an age file of the gzipped tar. */
  encryption?: BackupEncryption;
}

/** What a finished archive held: its manifest (for the command line's summary and the scheduled backups). */
export interface ArchiveResult {
  manifest: Manifest;
}

/**
 * The archive's file name for a backup taken at `time`: `shop-backup-2026-11-24T10-15-00Z.tar.gz`, and `….tar.gz.age`
 * when it is encrypted.
 */
export function backupFileName(time: Date, encrypted: boolean): string {
  const stamp = time
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');
  return `shop-backup-${stamp}${BACKUP_EXTENSION}${encrypted ? ENCRYPTED_EXTENSION : ''}`;
}

/** The archive's content type: gzip, or plain bytes when encrypted (age files have no registered type). */
export function backupContentType(encrypted: boolean): string {
  return encrypted ? ENCRYPTED_CONTENT_TYPE : BACKUP_CONTENT_TYPE;
}

/**
 * Adds an entry of known size from a stream, hashing it on the way. When the archive is destroyed meanwhile (its
 * reader went away), the entry fails with it rather than waiting for room that never comes.
 */
async function addEntry(
  pack: tar.Pack,
  name: string,
  size: number,
  mtime: Date,
  source: Readable | Buffer,
): Promise<string> {
  const hash = createHash('sha256');
  const header = { name, size, mtime, mode: 0o644 };
  let settle: (error?: Error | null) => void = () => {};
  const written = new Promise<void>((resolve, reject) => {
    settle = (error) => (error ? reject(error) : resolve());
  });
  // Awaited below; when the source fails first, the entry's failure that follows must not go unheard.
  written.catch(() => undefined);
  if (Buffer.isBuffer(source)) {
    hash.update(source);
    // Its failure is told to the callback: the entry's own 'error' event must not go unheard.
    pack.entry(header, source, settle).on('error', () => undefined);
    await written;
    return hash.digest('hex');
  }
  const entry = pack.entry(header, settle);
  entry.on('error', () => undefined);
  for await (const chunk of source) {
    if (!(chunk instanceof Uint8Array)) throw new Error(`${name}: the file gave something other than bytes`);
    hash.update(chunk);
    if (!entry.write(chunk)) await Promise.race([once(entry, 'drain'), written]);
  }
  entry.end(null);
  await written;
  return hash.digest('hex');
}

/** An image's bytes, whole (at most a few MB), or undefined when it went meanwhile. */
async function imageBytes(media: MediaStore, key: string): Promise<Buffer | undefined> {
  const stored = await media.backend.get(key, true);
  if (stored === undefined) return undefined;
  return Buffer.from(await new Response(stored.body).arrayBuffer());
}

/**
 * Packs the backup into `pack`: the snapshot's tables as each is read, then the images, then the manifest.
 * Removed images are kept until the images are packed, so every image the snapshot points to is there.
 */
async function packBackup(
  source: BackupSource,
  pack: tar.Pack,
  cancelled: AbortSignal,
  begun: () => void,
): Promise<ArchiveResult> {
  const spool = await mkdtemp(path.join(source.spoolParent ?? tmpdir(), 'shop-backup-'));
  const release = source.media.holdRemovals();
  const started = new Date((source.now ?? Date.now)());
  // The snapshot stops reading when the backup is cancelled, and when packing fails.
  const failed = new AbortController();
  const snapshot = takeSnapshot(source.db, source.kind, spool, {
    signal: AbortSignal.any([cancelled, failed.signal]),
    afterChunk: source.afterChunk,
  });
  try {
    const facts = await snapshot.facts;
    begun();
    const tables: TableEntry[] = [];
    for await (const dumped of snapshot.tables) {
      cancelled.throwIfAborted();
      const { file, ...entry } = dumped;
      const sha256 = await addEntry(pack, entry.entry, entry.bytes, started, createReadStream(file));
      if (sha256 !== entry.sha256) throw new Error(`table ${entry.table} changed while it was packed`);
      await rm(file, { force: true });
      tables.push(entry);
    }
    const media: MediaEntry[] = [];
    for await (const key of source.media.backend.keys()) {
      cancelled.throwIfAborted();
      const bytes = await imageBytes(source.media, key);
      if (bytes === undefined) continue;
      const entry = `media/${key}`;
      const sha256 = await addEntry(pack, entry, bytes.length, started, bytes);
      media.push({ key, entry, bytes: bytes.length, sha256 });
    }
    media.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: started.toISOString(),
      product: productVersions(),
      database: {
        kind: source.kind,
        migrations: facts.migrations,
        lastMigrationAt: facts.lastMigrationAt,
      },
      tables,
      sequences: facts.sequences,
      media,
    };
    const text = Buffer.from(`${JSON.stringify(manifest, null, 1)}\n`);
    await addEntry(pack, MANIFEST_ENTRY, text.length, started, text);
    pack.finalize();
    return { manifest };
  } catch (error) {
    failed.abort(error);
    // A cancelled backup says so, whichever of its parts noticed first.
    throw cancelled.aborted ? cancelled.reason : error;
  } finally {
    await snapshot.done.catch(() => undefined);
    await release();
    await rm(spool, { recursive: true, force: true });
  }
}

/**
 * The archive as a stream of bytes (gzip level 1: the rows are JSON text, which it already shrinks about
 * eightfold, at a fraction of the default level's time), encrypted as it is made when `source.encryption` says so. `started` resolves once the database snapshot holds (its
 * tables are known), or rejects with the reason it could not begin. `finished` settles when the manifest is
 * written, or with the reason the archive stopped (a failure, or its reader going away); the stream then ends with
 * an error, so whoever reads it never takes a cut archive for a whole one.
 */
export function backupArchive(source: BackupSource): {
  stream: Readable;
  started: Promise<void>;
  finished: Promise<ArchiveResult>;
} {
  const pack = tar.pack();
  const gzip = createGzip({ level: 1 });
  pack.pipe(gzip);
  const output = source.encryption === undefined ? gzip : encryptArchive(gzip, source.encryption);
  // A backup that stops is told by `finished` (and by the stream to whoever reads it): a stream no one took,
  // because the backup could not begin, must not throw its failure again as an unheard 'error'.
  pack.on('error', () => undefined);
  gzip.on('error', () => undefined);
  output.on('error', () => undefined);
  let begun: () => void = () => {};
  const snapshotHeld = new Promise<void>((resolve) => {
    begun = resolve;
  });
  // The reader going away (a download cancelled) destroys the stream: the backup stops at its next chunk of rows.
  const cancelled = new AbortController();
  gzip.once('close', () => {
    if (!cancelled.signal.aborted) cancelled.abort(new Error('the backup was cancelled'));
  });
  const finished = packBackup(source, pack, cancelled.signal, begun);
  finished.catch((error: unknown) => {
    const reason = error instanceof Error ? error : new Error(String(error));
    pack.destroy(reason);
    gzip.destroy(reason);
    output.destroy(reason);
  });
  const started = Promise.race([snapshotHeld, finished.then(() => undefined)]);
  // Whoever needs it awaits it (a download, before it answers 200); the failure also reaches `finished`.
  started.catch(() => undefined);
  return { stream: output, started, finished };
}
