// Reading a backup archive: every entry is checked against the manifest before anything is restored.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import * as tar from 'tar-stream';
import {
  ArchiveKeyError,
  type ArchiveKeys,
  decryptArchive,
  isEncryptedArchive,
  NO_KEYS,
} from './archive-encryption.js';
import { MANIFEST_ENTRY, type Manifest, parseManifest } from './manifest.js';

/** The archive is cut short, altered or not a backup: the message says how, for the person restoring. */
export class DamagedArchiveError extends Error {
  constructor(reason: string) {
    super(`The backup archive cannot be restored: ${reason}. Nothing was restored.`);
  }
}

/** The largest manifest read (a shop with a million images has one of about 250 MB). */
const MANIFEST_LIMIT = 512 * 1024 * 1024;

/** One entry of an archive being read: its header, and its bytes as a stream. */
export type ArchiveEntry = tar.ExtractEvents['entry'][1];

/** An entry's bytes, chunk by chunk. */
export async function* chunksOf(entry: ArchiveEntry): AsyncIterable<Buffer> {
  for await (const chunk of entry) {
    if (!Buffer.isBuffer(chunk)) throw new DamagedArchiveError('an entry could not be read');
    yield chunk;
  }
}

interface Seen {
  bytes: number;
  sha256: string;
  lines: number;
}

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

/**
 * The archive's gzipped tar bytes: the file itself, or what it decrypts to with `keys` when it is an age file (an
 * ArchiveKeyError when none of them opens it).
 */
async function gzippedBytes(
  file: string,
  keys: ArchiveKeys,
): Promise<{ bytes: Readable; encrypted: boolean }> {
  let encrypted: boolean;
  try {
    encrypted = await isEncryptedArchive(file);
  } catch (error) {
    if (codeOf(error) === 'ENOENT') throw new DamagedArchiveError(`there is no file ${file}`);
    throw error;
  }
  if (!encrypted) return { bytes: createReadStream(file), encrypted };
  try {
    return { bytes: await decryptArchive(createReadStream(file), keys), encrypted };
  } catch (error) {
    if (error instanceof ArchiveKeyError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new DamagedArchiveError(`its encryption header cannot be read (${reason})`);
  }
}

/**
 * Calls `onEntry` with each entry of the archive in turn (it must read the entry to its end); fails with a
 * DamagedArchiveError when the file is not a whole gzipped tar (or a whole age file of one), with an ArchiveKeyError
 * when it is encrypted and none of `keys` opens it.
 */
export async function readEntries(
  file: string,
  onEntry: (entry: ArchiveEntry) => Promise<void>,
  keys: ArchiveKeys = NO_KEYS,
): Promise<void> {
  const { bytes: source, encrypted } = await gzippedBytes(file, keys);
  const gunzip = createGunzip();
  const extract = tar.extract();
  // What went wrong reading the file itself (as against `onEntry`'s own failures, a restore's inserts).
  let damage: unknown;
  let decryption = false;
  source.on('error', (error) => {
    if (damage === undefined && encrypted) decryption = true;
    damage ??= error;
  });
  const noteDamage = (error: unknown) => {
    damage ??= error;
  };
  gunzip.on('error', noteDamage);
  extract.on('error', noteDamage);
  const reading = pipeline(source, gunzip, extract);
  reading.catch(() => undefined);
  try {
    for await (const entry of extract) await onEntry(entry);
    await reading;
  } catch (error) {
    const cause = damage;
    extract.destroy();
    await reading.catch(() => undefined);
    if (cause === undefined || error instanceof DamagedArchiveError) throw error;
    const code = codeOf(cause);
    if (code === 'ENOENT') throw new DamagedArchiveError(`there is no file ${file}`);
    if (decryption) {
      // Every 64 KiB chunk of an age file is authenticated, the last one marked as such.
      throw new DamagedArchiveError(
        'the encrypted file was cut short or altered (a chunk of it fails its check: an interrupted download or copy?)',
      );
    }
    if (code === 'Z_BUF_ERROR' || (cause instanceof Error && /unexpected end/i.test(cause.message))) {
      throw new DamagedArchiveError(
        'the file ends too soon (it was cut short: an interrupted download or copy?)',
      );
    }
    const message = cause instanceof Error ? cause.message : String(cause);
    throw new DamagedArchiveError(`it is not a whole gzipped tar archive (${message})`);
  }
}

/**
 * Reads the whole archive once: every entry's size and SHA-256 (and, for the tables, its rows) must be what the
 * manifest says, with nothing missing and nothing more. Answers the manifest; writes nothing.
 */
export async function verifyArchive(file: string, keys: ArchiveKeys = NO_KEYS): Promise<Manifest> {
  const seen = new Map<string, Seen>();
  let manifestText: string | undefined;
  await readEntries(
    file,
    async (entry) => {
      const name = entry.header.name;
      if (seen.has(name)) throw new DamagedArchiveError(`it holds ${name} twice`);
      const hash = createHash('sha256');
      let bytes = 0;
      let lines = 0;
      const kept: Buffer[] = [];
      for await (const chunk of chunksOf(entry)) {
        hash.update(chunk);
        bytes += chunk.length;
        for (let at = chunk.indexOf(0x0a); at >= 0; at = chunk.indexOf(0x0a, at + 1)) lines++;
        if (name === MANIFEST_ENTRY) {
          if (bytes > MANIFEST_LIMIT) throw new DamagedArchiveError('its manifest is too large');
          kept.push(chunk);
        }
      }
      seen.set(name, { bytes, sha256: hash.digest('hex'), lines });
      if (name === MANIFEST_ENTRY) manifestText = Buffer.concat(kept).toString('utf8');
    },
    keys,
  );
  if (manifestText === undefined) {
    throw new DamagedArchiveError('it has no manifest (it was cut short, or it is not a shop backup)');
  }
  const manifest = parseManifest(manifestText);
  if (typeof manifest === 'string') throw new DamagedArchiveError(manifest);
  const expected = new Set<string>([MANIFEST_ENTRY]);
  for (const item of [...manifest.tables, ...manifest.media]) {
    expected.add(item.entry);
    const found = seen.get(item.entry);
    if (found === undefined) throw new DamagedArchiveError(`${item.entry} is missing`);
    if (found.bytes !== item.bytes || found.sha256 !== item.sha256) {
      throw new DamagedArchiveError(`${item.entry} is not what the manifest says (its checksum differs)`);
    }
  }
  for (const table of manifest.tables) {
    if (seen.get(table.entry)?.lines !== table.rows) {
      throw new DamagedArchiveError(`${table.entry} does not hold the ${table.rows} rows the manifest says`);
    }
  }
  const extra = [...seen.keys()].find((name) => !expected.has(name));
  if (extra !== undefined)
    throw new DamagedArchiveError(`it holds ${extra}, which its manifest does not list`);
  return manifest;
}
