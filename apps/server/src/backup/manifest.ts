// What a backup archive holds, as `manifest.json` (its last entry) describes it, and the one check of that file.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { openApiDocumentText } from '../document/openapi-document.js';

export const BACKUP_FORMAT = 'shop-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
/** The archive's content type and file name ending. */
export const BACKUP_CONTENT_TYPE = 'application/gzip';
export const BACKUP_EXTENSION = '.tar.gz';

/** One file of the archive: its name in the archive, its size and its SHA-256 (hex). */
export interface EntryDigest {
  entry: string;
  bytes: number;
  sha256: string;
}

/** A table's rows: one JSON object per line (`row_to_json`), the columns named. */
export interface TableEntry extends EntryDigest {
  table: string;
  columns: string[];
  rows: number;
}

/** An identity column's sequence, as it stood in the snapshot. */
export interface SequenceValue {
  sequence: string;
  value: string;
  isCalled: boolean;
}

export interface MediaEntry extends EntryDigest {
  key: string;
}

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  createdAt: string;
  product: { server: string; api: string };
  database: {
    kind: 'pglite' | 'postgres';
    /** How many migrations had run, and the `when` of the last (migrations/meta/_journal.json). */
    migrations: number;
    lastMigrationAt: number;
  };
  /** In the order they are restored (a table after those it refers to). */
  tables: TableEntry[];
  sequences: SequenceValue[];
  media: MediaEntry[];
}

/** The server's and the document's versions (`product` of a manifest). */
export function productVersions(): Manifest['product'] {
  const pkg: unknown = JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8'),
  );
  const doc: unknown = JSON.parse(openApiDocumentText());
  const server = isRecord(pkg) && typeof pkg.version === 'string' ? pkg.version : 'unknown';
  const info = isRecord(doc) && isRecord(doc.info) ? doc.info : {};
  return { server, api: typeof info.version === 'string' ? info.version : 'unknown' };
}

function isRecord(value: unknown): value is { [key: string]: unknown } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && Number(value) >= 0;
const SHA256 = /^[0-9a-f]{64}$/;
/** Identifiers as PostgreSQL names tables and columns here (lowercase, no quoting needed). */
const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

function digestOf(value: { [key: string]: unknown }): EntryDigest | undefined {
  const { entry, bytes, sha256 } = value;
  if (!isText(entry) || !isCount(bytes) || !isText(sha256) || !SHA256.test(sha256)) return undefined;
  return { entry, bytes, sha256 };
}

/** The manifest in `text`, or a reason it is not one. */
export function parseManifest(text: string): Manifest | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'its manifest is not JSON';
  }
  if (!isRecord(value) || value.format !== BACKUP_FORMAT) return 'it is not a shop backup';
  if (value.formatVersion !== BACKUP_FORMAT_VERSION) {
    return `its format version ${String(value.formatVersion)} is not one this version reads (${BACKUP_FORMAT_VERSION})`;
  }
  const { createdAt, product, database, tables, sequences, media } = value;
  if (!isText(createdAt) || !isRecord(product) || !isText(product.server) || !isText(product.api)) {
    return 'its manifest lacks the time or the versions';
  }
  if (
    !isRecord(database) ||
    (database.kind !== 'pglite' && database.kind !== 'postgres') ||
    !isCount(database.migrations) ||
    !isCount(database.lastMigrationAt)
  ) {
    return 'its manifest lacks the migration level';
  }
  if (!Array.isArray(tables) || !Array.isArray(sequences) || !Array.isArray(media)) {
    return 'its manifest lacks the tables, sequences or images';
  }
  const parsedTables: TableEntry[] = [];
  for (const table of tables) {
    const digest = isRecord(table) ? digestOf(table) : undefined;
    if (!isRecord(table) || digest === undefined) return 'a table of its manifest is malformed';
    const { table: name, columns, rows } = table;
    if (!isText(name) || !IDENTIFIER.test(name) || !isCount(rows) || !Array.isArray(columns)) {
      return 'a table of its manifest is malformed';
    }
    const names = columns.filter(isText);
    if (names.length !== columns.length || !names.every((column) => IDENTIFIER.test(column))) {
      return `the columns of table ${name} in its manifest are malformed`;
    }
    parsedTables.push({ ...digest, table: name, columns: names, rows });
  }
  const parsedSequences: SequenceValue[] = [];
  for (const sequence of sequences) {
    if (
      !isRecord(sequence) ||
      !isText(sequence.sequence) ||
      !IDENTIFIER.test(sequence.sequence) ||
      !isText(sequence.value) ||
      !/^-?\d{1,19}$/.test(sequence.value) ||
      typeof sequence.isCalled !== 'boolean'
    ) {
      return 'a sequence of its manifest is malformed';
    }
    parsedSequences.push({ sequence: sequence.sequence, value: sequence.value, isCalled: sequence.isCalled });
  }
  const parsedMedia: MediaEntry[] = [];
  for (const image of media) {
    const digest = isRecord(image) ? digestOf(image) : undefined;
    if (!isRecord(image) || digest === undefined || !isText(image.key) || !isMediaKey(image.key)) {
      return 'an image of its manifest is malformed';
    }
    parsedMedia.push({ ...digest, key: image.key });
  }
  return {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    createdAt,
    product: { server: product.server, api: product.api },
    database: {
      kind: database.kind,
      migrations: database.migrations,
      lastMigrationAt: database.lastMigrationAt,
    },
    tables: parsedTables,
    sequences: parsedSequences,
    media: parsedMedia,
  };
}

/** A media key that stays inside the media folder or bucket: relative, no `..`, no backslash or NUL. */
export function isMediaKey(key: string): boolean {
  if (key === '' || key.length > 512 || key.startsWith('/') || /[\\\0]/.test(key)) return false;
  return key.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}
