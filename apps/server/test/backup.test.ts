// Backups: the whole shop downloaded while writes go on, restored into a fresh data dir (and, on the PostgreSQL
// pass, a fresh PostgreSQL database too), and compared table by table and image by image with the source as it was
// at the snapshot's moment. Cut and altered archives are refused with nothing written. Images kept in an S3 bucket
// are backed up and restored into a bucket; on the PostgreSQL pass, an embedded shop's backup is restored into
// PostgreSQL and served from there.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip, gunzipSync } from 'node:zlib';
import { Decrypter, Encrypter, generateIdentity, identityToRecipient } from 'age-encryption';
import pg from 'pg';
import * as tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../src/auth/tokens.js';
import { ArchiveKeyError, decryptArchive, isEncryptedArchive } from '../src/backup/archive-encryption.js';
import { backupStatus, takeScheduledBackup, writeBackupFile } from '../src/backup/backups.js';
import { MANIFEST_ENTRY, type Manifest, parseManifest } from '../src/backup/manifest.js';
import { chunksOf, readEntries, verifyArchive } from '../src/backup/read-archive.js';
import { ACCESS_TABLES, restoreBackup } from '../src/backup/restore.js';
import { backupArchive } from '../src/backup/write-archive.js';
import { type Database, MIGRATIONS_FOLDER, openPglite, openPostgres } from '../src/db/client.js';
import { diskMedia } from '../src/media/disk-media.js';
import type { MediaBackend } from '../src/media/media-backend.js';
import { createMediaStore, isStoredImage } from '../src/media/media-store.js';
import { s3Media } from '../src/media/s3-media.js';
import { mailedToken } from './reliability/support/mail-links.js';
import { freePort, spawnServer, waitHealthy } from './reliability/support/server-process.js';
import { images } from './support/images.js';
import { type S3Server, startS3Server } from './support/s3-server.js';
import { addStaff } from './support/staff.js';
import {
  ADMIN,
  type ApiResponse,
  emptyPostgresDatabase,
  startTestServer,
  type TestServer,
} from './support/test-server.js';
import { at, form, rows as listed, text } from './support/values.js';

const serverDir = path.resolve(import.meta.dirname, '..');

let server: TestServer;
let owner: string;
let dir: string;
const drops: Array<() => Promise<void>> = [];

beforeAll(async () => {
  server = await startTestServer({ seedDemo: true });
  owner = await server.login();
  dir = await mkdtemp(path.join(tmpdir(), 'shop-backup-test-'));
});
afterAll(async () => {
  await server.close();
  for (const drop of drops) await drop();
  await rm(dir, { recursive: true, force: true });
});

/** Downloads a backup (from the demo shop, or from `from` as `token`) to a file; answers its path. */
async function download(name: string, from?: { shop: TestServer; token: string }): Promise<string> {
  const response = await fetch(`${(from?.shop ?? server).url}/api/backups/downloadBackup`, {
    headers: { authorization: `Bearer ${from?.token ?? owner}` },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/gzip');
  expect(response.headers.get('content-disposition')).toMatch(
    /^attachment; filename="shop-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz"$/,
  );
  const file = path.join(dir, name);
  await writeFile(file, Buffer.from(await response.arrayBuffer()));
  return file;
}

type Rows = Map<string, string[]>;

/** Every table's rows as JSON text, sorted (times in UTC, so that two databases compare). */
async function tablesOf(database: Database): Promise<Rows> {
  const names = await database.exec(
    "select relname from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'p') order by relname",
  );
  const rows: Rows = new Map();
  for (const { relname } of names) {
    if (typeof relname !== 'string') continue;
    const found = await database.exec(
      `set timezone = 'UTC'; select row_to_json(t)::text as line from "${relname}" t order by 1`,
    );
    // Sorted here, not by the database: the two kinds may collate text differently.
    rows.set(relname, found.map((row) => String(row.line)).sort());
  }
  return rows;
}

/** Each sequence's last value (null when none was taken), by name. */
async function sequencesOf(database: Database): Promise<Map<string, unknown>> {
  const found = await database.exec(
    "select sequencename, last_value::text as last_value from pg_sequences where schemaname = 'public'",
  );
  return new Map(found.map((row) => [String(row.sequencename), row.last_value]));
}

/** What `pnpm --filter @shop/server restore FILE` printed, and its exit code. */
interface CommandRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the restore command (as built) on `file` with DATA_DIR `dataDir` and `env`. Not spawnSync: the S3 server of
 * a test runs in this process and must go on answering meanwhile.
 */
function restoreCommand(
  file: string,
  dataDir: string,
  env: { [name: string]: string } = {},
  args: string[] = [],
): Promise<CommandRun> {
  return shopCommand('restore', [file, ...args], dataDir, env);
}

/** Runs one of the server's commands (as built) with `args`, DATA_DIR `dataDir` and `env`, no terminal. */
function shopCommand(
  command: 'restore' | 'backup',
  args: string[],
  dataDir: string,
  env: { [name: string]: string },
): Promise<CommandRun> {
  const child = spawn(process.execPath, [path.join(serverDir, `dist/commands/${command}.js`), ...args], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** Each object's SHA-256 in a media backend, by key. */
async function digestsOf(media: MediaBackend): Promise<Map<string, string>> {
  const digests = new Map<string, string>();
  for await (const key of media.keys()) {
    const stored = await media.get(key, true);
    if (stored === undefined) continue;
    const bytes = Buffer.from(await new Response(stored.body).arrayBuffer());
    digests.set(key, createHash('sha256').update(bytes).digest('hex'));
  }
  return digests;
}

/** The bucket of a test S3 server, as the shop reaches it. */
function bucketOf(s3: S3Server): Promise<MediaBackend> {
  return s3Media({ bucket: s3.bucket, region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true });
}

/** Writes a copy of the archive `file` to `out` whose manifest `change` made (the entries are left as they are). */
async function withManifest(
  file: string,
  out: string,
  change: (manifest: Manifest) => Manifest,
): Promise<void> {
  const pack = tar.pack();
  const writing = pipeline(pack, createGzip(), createWriteStream(out));
  await readEntries(file, async (entry) => {
    const parts: Buffer[] = [];
    for await (const chunk of chunksOf(entry)) parts.push(chunk);
    let bytes = Buffer.concat(parts);
    if (entry.header.name === MANIFEST_ENTRY) {
      const manifest = parseManifest(bytes.toString('utf8'));
      if (typeof manifest === 'string') throw new Error(manifest);
      bytes = Buffer.from(JSON.stringify(change(manifest)));
    }
    await new Promise<void>((resolve, reject) => {
      pack.entry({ name: entry.header.name, size: bytes.length }, bytes, (error) =>
        error ? reject(error) : resolve(),
      );
    });
  });
  pack.finalize();
  await writing;
}

/** Each file's SHA-256 under a media folder, by key. */
async function mediaOf(folder: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for await (const key of diskMedia(folder).keys()) {
    files.set(
      key,
      createHash('sha256')
        .update(await readFile(path.join(folder, key)))
        .digest('hex'),
    );
  }
  return files;
}

interface LoggedChange {
  id: string;
  operation: string;
  entityType: string;
  entityId: string | null;
  fields: Array<{ field: string; from: unknown; to: unknown }>;
}

function changesIn(rows: Rows): LoggedChange[] {
  return (rows.get('changes') ?? []).map((line) => {
    const row: {
      id: number;
      operation: string;
      entity_type: string;
      entity_id: number | null;
      fields: LoggedChange['fields'];
    } = JSON.parse(line);
    return {
      id: String(row.id),
      operation: row.operation,
      entityType: row.entity_type,
      entityId: row.entity_id === null ? null : String(row.entity_id),
      fields: row.fields,
    };
  });
}

const idOf = (line: string): string => String(JSON.parse(line).id);

/**
 * The restored rows are the source's at one moment: the change log's entries restored are exactly the writes
 * committed before it (each write appends its entry in its own transaction), and undoing the later ones from the
 * source's rows gives the restored rows, table by table.
 */
function expectSourceAtSnapshot(source: Rows, restored: Rows): void {
  const sourceChanges = changesIn(source);
  const restoredIds = new Set(changesIn(restored).map((change) => change.id));
  // Nothing restored that the source does not hold, as it holds it.
  const sourceChangeLines = new Set(source.get('changes'));
  for (const line of restored.get('changes') ?? []) expect(sourceChangeLines.has(line)).toBe(true);
  const later = sourceChanges.filter((change) => !restoredIds.has(change.id));
  // The snapshot fell inside the load: writes of it on both sides.
  expect(later.length).toBeGreaterThan(0);
  expect(changesIn(restored).some((change) => change.operation === 'createCollection')).toBe(true);

  // Collections: those created later are not there, those deleted later are, the others as they are.
  const createdLater = new Set(
    later.filter((c) => c.operation === 'createCollection').map((c) => c.entityId),
  );
  const deletedLater = new Set(
    later.filter((c) => c.operation === 'deleteCollection').map((c) => c.entityId),
  );
  const restoredCollections = new Set((restored.get('collections') ?? []).map(idOf));
  const sourceCollections = (source.get('collections') ?? []).map(idOf);
  for (const id of sourceCollections) {
    expect(restoredCollections.has(id), `collection ${id}`).toBe(!createdLater.has(id));
  }
  for (const id of restoredCollections) {
    if (!sourceCollections.includes(id)) expect(deletedLater.has(id), `collection ${id}`).toBe(true);
  }

  // Orders: each order moved later is in the status it was moved from, the others as in the source.
  const firstLaterMove = new Map<string, LoggedChange>();
  for (const change of [...later].sort((a, b) => Number(a.id) - Number(b.id))) {
    if (change.entityType === 'Order' && change.entityId !== null && !firstLaterMove.has(change.entityId)) {
      firstLaterMove.set(change.entityId, change);
    }
  }
  const restoredOrders = new Map((restored.get('orders') ?? []).map((line) => [idOf(line), line]));
  for (const line of source.get('orders') ?? []) {
    const id = idOf(line);
    const move = firstLaterMove.get(id);
    const restoredLine = restoredOrders.get(id);
    expect(restoredLine, `order ${id}`).toBeDefined();
    if (move === undefined) expect(restoredLine).toBe(line);
    else {
      const from = move.fields.find((field) => field.field === 'orderStatus')?.from;
      expect(JSON.parse(restoredLine ?? '{}').order_status, `order ${id}`).toBe(from);
    }
  }

  // The outbox as it was at the snapshot: its events as the source holds them, and the later writes' events after.
  const sourceEvents = new Set(source.get('events'));
  const restoredEvents = restored.get('events') ?? [];
  for (const line of restoredEvents) expect(sourceEvents.has(line)).toBe(true);
  const lastOf = (rows: Rows) => Number(JSON.parse(rows.get('event_sequence')?.[0] ?? '{}').last);
  expect(lastOf(restored)).toBe(restoredEvents.length);
  expect(lastOf(source) - lastOf(restored)).toBe(later.length);

  // Every other table is the source's, but for the bookkeeping of requests and the counts kept by triggers
  // (checked below against the restored rows themselves).
  const bookkeeping = new Set([
    'throttle_counters',
    'changes',
    'events',
    'event_sequence',
    'collections',
    'orders',
  ]);
  const kept = new Set(['list_counts', 'order_listings', 'order_totals', 'item_sales']);
  for (const [table, lines] of source) {
    // Sessions, reset links and invites are left out by the restore.
    if (ACCESS_TABLES.has(table)) expect(restored.get(table), table).toEqual([]);
    else if (bookkeeping.has(table) || (kept.has(table) && later.length > 0)) continue;
    else expect(restored.get(table), table).toEqual(lines);
  }
}

/** The counts the triggers keep agree with the restored rows: nothing torn between a write's statements. */
async function expectCountsConsistent(database: Database): Promise<void> {
  const kept = await database.exec(
    `select list, count::int as count from list_counts where list like 'orders.%' order by list`,
  );
  const actual = await database.exec(
    `select 'orders.' || order_status as list, count(*)::int as count from orders group by 1 order by 1`,
  );
  const nonZero = kept.filter((row) => row.count !== 0);
  expect(nonZero).toEqual(actual);
  const [listings] = await database.exec(
    `select (select count(*) from orders)::int as orders, (select count(*) from order_listings)::int as listings,
       (select count(*) from order_listings l join orders o on o.id = l.order_id
         where (l.listing::json ->> 'orderStatus') <> o.order_status::text)::int as stale`,
  );
  expect(listings?.stale).toBe(0);
  expect(listings?.listings).toBe(listings?.orders);
}

/** Writes as the mixed-load benchmark makes them, from `workers` loops, until `stop` says so. */
async function writeLoad(workers: number, stop: () => boolean): Promise<number> {
  const processing = await server.api('GET', '/customers/orders/allOrdersByStatus/processing?pageSize=100', {
    token: owner,
  });
  const queue: string[] = (processing.body as { data: Array<{ _id: string }> }).data.map(
    (order) => order._id,
  );
  let acknowledged = 0;
  let serial = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (!stop()) {
        const created = await server.api('POST', '/collections', {
          token: owner,
          json: { name: `Load ${++serial}`, description: 'made under load' },
        });
        expect(created.status).toBe(201);
        acknowledged += 1;
        const order = queue.shift();
        if (order !== undefined) {
          const moved = await server.api(
            'PATCH',
            `/customers/orders/changeOrderStatus/toBeDeliveredFromProcessing/${order}`,
            { token: owner },
          );
          expect(moved.status).toBe(200);
          acknowledged += 1;
        }
        if (serial % 2 === 0) {
          const id = (created.body as { _id: string })._id;
          expect((await server.api('DELETE', `/collections/${id}`, { token: owner })).status).toBe(204);
          acknowledged += 1;
        }
      }
    }),
  );
  return acknowledged;
}

describe('downloadBackup', () => {
  it('is for owners: 401 without a session, 403 for an employee', async () => {
    expect((await server.api('GET', '/backups/downloadBackup')).status).toBe(401);
    const employee = await addStaff(server, owner, 'employee');
    const refused = await server.api('GET', '/backups/downloadBackup', { token: employee.token });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'Only the shop owner can download a backup of the whole shop.' });
    expect((await server.api('GET', '/backups/backupStatus', { token: employee.token })).status).toBe(403);
    expect((await server.api('GET', '/backups/backupStatus')).status).toBe(401);
  });

  it('says when no backups are scheduled', async () => {
    const status = await server.api('GET', '/backups/backupStatus', { token: owner });
    expect(status.body).toEqual({
      scheduled: false,
      everyHours: null,
      keep: null,
      lastBackupAt: null,
      lastBackupBytes: null,
    });
  });

  it('takes the shop at one moment under write load, and restores it whole', async () => {
    let stopping = false;
    const load = writeLoad(4, () => stopping);
    // Some writes before, during and after the snapshot.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const file = await download('under-load.tar.gz');
    await new Promise((resolve) => setTimeout(resolve, 200));
    stopping = true;
    const acknowledged = await load;
    expect(acknowledged).toBeGreaterThan(10);

    const manifest = await verifyArchive(file);
    expect(manifest.media.length).toBeGreaterThan(0);
    expect(manifest.tables.map((table) => table.table)).toContain('orders');
    const source = await tablesOf(server.database);
    const sourceMedia = await mediaOf(server.mediaDir);

    const targets: Array<{ name: string; open: (options: object) => Promise<Database>; media: string }> = [];
    const dataDir = path.join(dir, 'restored-embedded');
    targets.push({
      name: 'a fresh data dir',
      open: (options) => openPglite(path.join(dataDir, 'pgdata'), options),
      media: path.join(dataDir, 'media'),
    });
    const pgServer = process.env.PG_TEST_URL;
    if (pgServer !== undefined && pgServer !== '') {
      const empty = await emptyPostgresDatabase(pgServer);
      drops.push(empty.drop);
      targets.push({
        name: 'a fresh PostgreSQL database',
        open: (options) => openPostgres(empty.url, options),
        media: path.join(dir, 'restored-postgres-media'),
      });
    }
    const restoredTables: Rows[] = [];
    for (const target of targets) {
      const summary = await restoreBackup(
        file,
        { open: target.open, media: diskMedia(target.media) },
        () => {},
      );
      expect(summary.images).toBe(manifest.media.length);
      const database = await target.open({});
      try {
        const restored = await tablesOf(database);
        expectSourceAtSnapshot(source, restored);
        await expectCountsConsistent(database);
        restoredTables.push(restored);
        // A restored shop takes new rows: its identity sequences go on from where they were.
        await database.exec("insert into collections (name, description) values ('After restore', '')");
      } finally {
        await database.close();
      }
      // Every image the source had at the snapshot, byte for byte (and the images of rows restored).
      const restoredMedia = await mediaOf(target.media);
      for (const [key, sha256] of restoredMedia) expect(sourceMedia.get(key), key).toBe(sha256);
      for (const image of manifest.media) expect(restoredMedia.get(image.key)).toBe(image.sha256);
      for (const line of restoredTables.at(-1)?.get('items') ?? []) {
        const image: unknown = JSON.parse(line).image;
        if (typeof image === 'string' && image !== '') expect(restoredMedia.has(image), image).toBe(true);
      }
    }
    // The same archive makes the same rows in either database.
    if (restoredTables.length === 2) expect(restoredTables[1]).toEqual(restoredTables[0]);
  });
});

/** Every table's lines in an archive, by table, in the archive's order. */
async function archivedTables(file: string): Promise<Rows> {
  const tables: Rows = new Map();
  await readEntries(file, async (entry) => {
    const parts: Buffer[] = [];
    for await (const chunk of chunksOf(entry)) parts.push(chunk);
    const table = /^database\/(.+)\.jsonl$/.exec(entry.header.name)?.[1];
    if (table === undefined) return;
    tables.set(
      table,
      Buffer.concat(parts)
        .toString('utf8')
        .split('\n')
        .filter((line) => line !== ''),
    );
  });
  return tables;
}

/**
 * The cursors open in the test server's database, as one of its connections sees them: on the embedded database
 * every connection's (they share its one session), on a PostgreSQL server that connection's own.
 */
async function openCursors(): Promise<number> {
  const [row] = await server.database.exec('select count(*)::int as n from pg_cursors');
  return Number(row?.n);
}

/**
 * A backup of the test server that stops after its first chunk of rows (on the embedded database, after its
 * snapshot's commit) until `release()`; `held` resolves there, with the table of that chunk.
 */
function heldBackup(options: { spoolParent?: string } = {}) {
  let reached: (table: string) => void = () => {};
  const held = new Promise<string>((resolve) => {
    reached = resolve;
  });
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let chunks = 0;
  const backup = backupArchive({
    db: server.database.db,
    kind: server.database.kind,
    media: createMediaStore(diskMedia(server.mediaDir)),
    ...options,
    afterChunk: async ({ table }) => {
      chunks += 1;
      if (chunks > 1) return;
      reached(table);
      await released;
    },
  });
  // A backup that ends before its first chunk fails the test rather than leaving it waiting.
  const ended = backup.finished.then(() => {
    throw new Error('the backup ended before its first chunk of rows');
  });
  return { ...backup, held: Promise.race([held, ended]), release };
}

describe('a backup while the shop serves', () => {
  it('answers a list read and takes a write while the backup is between two chunks of rows; the archive holds the rows as they were at its snapshot', async () => {
    const backup = heldBackup();
    const file = path.join(dir, 'held.tar.gz');
    const writing = pipeline(backup.stream, createWriteStream(file));
    const name = 'Made while a backup was held';
    let heldAt: string;
    let createdId: string;
    try {
      heldAt = await backup.held;
      // The embedded database's cursors hold every table's rows by now.
      if (server.database.kind === 'pglite') expect(await openCursors()).toBeGreaterThan(0);
      const list = await server.api('GET', '/controlItems/manageItem?pageSize=100', { token: owner });
      expect(list.status).toBe(200);
      expect(listed(list).length).toBeGreaterThan(0);
      // The database itself answers too (not only whatever the server may keep of a list's answers).
      const [orders] = await server.database.exec('select count(*)::int as n from orders');
      expect(orders?.n).toBeGreaterThan(0);
      const created = await server.api('POST', '/collections', {
        token: owner,
        json: { name, description: 'not in the archive' },
      });
      expect(created.status).toBe(201);
      createdId = text(created.body, '_id');
    } finally {
      // Whatever failed above: a backup left held would hold its snapshot (on PostgreSQL, its locks) for good.
      backup.release();
    }
    await Promise.all([writing, backup.finished]);
    const manifest = await verifyArchive(file);
    const order = manifest.tables.map((table) => table.table);
    // The collections were read after the write: the snapshot keeps it out, not the order of reading.
    expect(order.indexOf(heldAt)).toBeLessThan(order.indexOf('collections'));

    const archived = await archivedTables(file);
    const now = await tablesOf(server.database);
    expect([...archived.keys()].sort()).toEqual(order.slice().sort());
    const named = (lines: string[] | undefined) =>
      (lines ?? []).filter((line) => JSON.parse(line).name === name).map(idOf);
    expect(named(archived.get('collections'))).toEqual([]);
    expect(named(now.get('collections'))).toEqual([createdId]);
    // The change log as it was: the database's now holds that write's entry more.
    const archivedChanges = new Set(changesIn(archived).map((change) => change.id));
    const later = changesIn(now).filter((change) => !archivedChanges.has(change.id));
    expect(later.map((change) => [change.operation, change.entityId])).toEqual([
      ['createCollection', createdId],
    ]);
    // And the outbox as it was: that write's event came after the snapshot.
    const lastOf = (lines: string[] | undefined) => Number(JSON.parse(lines?.[0] ?? '{}').last);
    expect(lastOf(now.get('event_sequence'))).toBe(lastOf(archived.get('event_sequence')) + 1);
    expect(now.get('events')?.length).toBe((archived.get('events')?.length ?? 0) + 1);
    // Every other table whole, as the database holds it (but for the bookkeeping of requests).
    const touched = new Set([
      'collections',
      'changes',
      'events',
      'event_sequence',
      'list_counts',
      'sessions',
      'throttle_counters',
    ]);
    for (const [table, lines] of archived) {
      if (touched.has(table)) continue;
      expect(lines.slice().sort(), table).toEqual(now.get(table));
    }
    expect(await openCursors()).toBe(0);
  });

  it('two backups at once each read their own cursors', async () => {
    const first = heldBackup();
    const firstFile = path.join(dir, 'first-of-two.tar.gz');
    const writing = pipeline(first.stream, createWriteStream(firstFile));
    let second: Manifest;
    try {
      await first.held;
      const media = createMediaStore(diskMedia(server.mediaDir));
      second = await writeBackupFile(
        { db: server.database.db, kind: server.database.kind, media },
        path.join(dir, 'second-of-two.tar.gz'),
      );
    } finally {
      first.release();
    }
    await Promise.all([writing, first.finished]);
    const digests = (manifest: Manifest) => manifest.tables.map((table) => [table.table, table.sha256]);
    expect(digests(await verifyArchive(firstFile))).toEqual(digests(second));
    expect(await openCursors()).toBe(0);
  });

  it('closes its cursors when it finishes, when it fails and when it is cancelled', async () => {
    const media = createMediaStore(diskMedia(server.mediaDir));
    await writeBackupFile(
      { db: server.database.db, kind: server.database.kind, media },
      path.join(dir, 'finished.tar.gz'),
    );
    expect(await openCursors()).toBe(0);

    // Its temporary files cannot be written: their folder went while it was held.
    const goneSpool = await mkdtemp(path.join(dir, 'spool-gone-'));
    const failing = heldBackup({ spoolParent: goneSpool });
    failing.stream.resume();
    try {
      await failing.held;
      if (server.database.kind === 'pglite') expect(await openCursors()).toBeGreaterThan(0);
      await rm(goneSpool, { recursive: true, force: true });
    } finally {
      failing.release();
    }
    await expect(failing.finished).rejects.toThrow(/ENOENT/);
    expect(await openCursors()).toBe(0);

    // Its reader goes away, as a download's client does.
    const spool = await mkdtemp(path.join(dir, 'spool-cancelled-'));
    const cancelled = heldBackup({ spoolParent: spool });
    try {
      await cancelled.held;
      if (server.database.kind === 'pglite') expect(await openCursors()).toBeGreaterThan(0);
      cancelled.stream.destroy();
    } finally {
      cancelled.release();
    }
    await expect(cancelled.finished).rejects.toThrow('the backup was cancelled');
    expect(await openCursors()).toBe(0);
    expect(await readdir(spool)).toEqual([]);
  });

  it('fails, and the server goes on, when its reader goes away in the middle of an entry', async () => {
    const spool = await mkdtemp(path.join(dir, 'spool-unread-'));
    const backup = backupArchive({
      db: server.database.db,
      kind: server.database.kind,
      media: createMediaStore(diskMedia(server.mediaDir)),
      spoolParent: spool,
    });
    // Nobody reads: once the compressed bytes fill the stream's buffer, the packing waits for room mid-entry.
    await expect
      .poll(() => backup.stream.readableLength)
      .toBeGreaterThanOrEqual(backup.stream.readableHighWaterMark);
    backup.stream.destroy();
    await expect(backup.finished).rejects.toThrow('the backup was cancelled');
    expect(await openCursors()).toBe(0);
    expect(await readdir(spool)).toEqual([]);
    expect((await server.api('GET', '/backups/backupStatus', { token: owner })).status).toBe(200);
  });
});

describe('a backup that cannot begin', () => {
  it('is answered as a JSON error, not as a 200 with no archive', async () => {
    // The snapshot's first read is the migration level: without that table the snapshot cannot start.
    await server.database.exec('alter table drizzle.__drizzle_migrations rename to hidden_migrations');
    let failed: ApiResponse;
    try {
      failed = await server.raw('GET', '/api/backups/downloadBackup', { token: owner });
    } finally {
      await server.database.exec('alter table drizzle.hidden_migrations rename to __drizzle_migrations');
    }
    expect(failed.status).toBe(500);
    expect(failed.headers.get('content-type')).toMatch(/^application\/json/);
    expect(failed.headers.get('content-disposition')).toBeNull();
    expect(failed.body).toEqual({ message: 'Something went wrong' });
    expect(server.logs.some((line) => /downloadBackup.*failed.*__drizzle_migrations/s.test(line))).toBe(true);
    // The same request with the table back is a whole archive.
    await verifyArchive(await download('after-refusal.tar.gz'));
  });
});

/**
 * The PostgreSQL pass: an archive's encryption and the images' way into a bucket do not depend on the database, so
 * the embedded pass covers them alone (the pair took two minutes of the PostgreSQL pass on a busy machine).
 */
const onPostgres = (process.env.PG_TEST_URL ?? '') !== '';

describe.skipIf(onPostgres)('images in an S3-compatible bucket', () => {
  let source: S3Server;
  let shop: TestServer;
  let file: string;
  let manifest: Manifest;
  let sourceImages: Map<string, string>;
  const buckets: S3Server[] = [];

  beforeAll(async () => {
    source = await startS3Server('shop-media');
    // The shop's client in this process signs its requests with s3rver's fixed credentials.
    Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' });
    shop = await startTestServer({ seedDemo: true, media: await bucketOf(source) });
    file = await download('bucket.tar.gz', { shop, token: await shop.login() });
    manifest = await verifyArchive(file);
    sourceImages = await digestsOf(await bucketOf(source));
  });
  afterAll(async () => {
    await shop?.close();
    await source?.close();
    for (const bucket of buckets) await bucket.close();
  });

  /** A new, empty bucket on its own S3 server. */
  async function emptyBucket(name: string): Promise<S3Server> {
    const bucket = await startS3Server(name);
    buckets.push(bucket);
    return bucket;
  }

  it("the backup holds every object of the shop's bucket, byte for byte", async () => {
    expect(sourceImages.size).toBeGreaterThan(0);
    expect(manifest.media.map((image) => image.key)).toEqual(await source.keys());
    for (const image of manifest.media) expect(image.sha256, image.key).toBe(sourceImages.get(image.key));
  });

  it('a restore with MEDIA_S3_BUCKET puts every image into that bucket, and the restored shop serves them', async () => {
    const target = await emptyBucket('shop-media-restored');
    const dataDir = path.join(dir, 'restored-into-bucket');
    const restored = await restoreCommand(file, dataDir, target.env);
    // Its stderr holds the AWS SDK's warning about this Node version, nothing of the restore's.
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stderr).not.toMatch(/restore/i);
    expect(restored.stdout).toContain(`images: ${manifest.media.length} to S3 bucket ${target.bucket}`);
    expect(await digestsOf(await bucketOf(target))).toEqual(sourceImages);
    // Into the bucket only, not the data dir's folder as well.
    expect(existsSync(path.join(dataDir, 'media'))).toBe(false);

    const served = spawnServer(dataDir, await freePort(), target.env);
    try {
      await waitHealthy(served, 120_000);
      const stored = manifest.media.filter((image) => isStoredImage(image.key));
      expect(stored.length).toBeGreaterThan(0);
      for (const image of stored) {
        const response = await fetch(`${served.url}/media/${image.key}`);
        expect(response.status, image.key).toBe(200);
        const bytes = Buffer.from(await response.arrayBuffer());
        expect(createHash('sha256').update(bytes).digest('hex'), image.key).toBe(image.sha256);
      }
    } finally {
      served.child.kill('SIGTERM');
      await served.exited;
    }
  });

  it('a restore that fails after storing images takes them out of the bucket again', async () => {
    const target = await emptyBucket('shop-media-failed');
    // A manifest naming a sequence the schema has not: the restore fails at its very end, the images stored.
    const broken = path.join(dir, 'no-such-sequence.tar.gz');
    await withManifest(file, broken, (whole) => ({
      ...whole,
      sequences: [...whole.sequences, { sequence: 'no_such_sequence', value: '1', isCalled: true }],
    }));
    const dataDir = path.join(dir, 'restored-into-bucket-failed');
    const failed = await restoreCommand(broken, dataDir, target.env);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('The restore failed');
    expect(failed.stderr).toMatch(/The restore failed: relation "public\.no_such_sequence" does not exist/);
    expect(failed.stdout).toContain(`removing the ${manifest.media.length} images it stored`);
    // Both empty again, so that the next attempt is not refused.
    expect(await target.keys()).toEqual([]);
    expect(existsSync(path.join(dataDir, 'pgdata'))).toBe(false);
  });
});

describe.skipIf(!onPostgres)('an embedded shop restored into PostgreSQL', () => {
  it('holds the same rows, table by table, and the restored server answers the lists as the source does', async () => {
    const shop = await startTestServer({ seedDemo: true, embedded: true });
    try {
      const token = await shop.login();
      const file = await download('embedded.tar.gz', { shop, token });
      expect((await verifyArchive(file)).database.kind).toBe('pglite');
      const source = await tablesOf(shop.database);
      const sourceSequences = await sequencesOf(shop.database);

      const empty = await emptyPostgresDatabase(process.env.PG_TEST_URL ?? '');
      drops.push(empty.drop);
      const dataDir = path.join(dir, 'embedded-to-postgres');
      const restored = await restoreCommand(file, dataDir, { DATABASE_URL: empty.url });
      expect(restored.stderr).toBe('');
      expect(restored.status).toBe(0);
      const database = await openPostgres(empty.url);
      try {
        expect(database.kind).toBe('postgres');
        const rows = await tablesOf(database);
        expect([...rows.keys()].sort()).toEqual([...source.keys()].sort());
        // Every table, the renderings made again included; the sessions (the download's own) left out.
        for (const [table, lines] of source) {
          expect(rows.get(table), table).toEqual(ACCESS_TABLES.has(table) ? [] : lines);
        }
        expect(await sequencesOf(database)).toEqual(sourceSequences);
      } finally {
        await database.close();
      }
      expect(await mediaOf(path.join(dataDir, 'media'))).toEqual(await mediaOf(shop.mediaDir));

      const served = spawnServer(dataDir, await freePort(), { DATABASE_URL: empty.url });
      try {
        await waitHealthy(served, 120_000);
        const login = await fetch(`${served.url}/api/employees/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(ADMIN),
        });
        expect(login.status).toBe(200);
        const restoredToken = text(await login.json(), 'token');
        for (const list of [
          '/customers/orders/allOrdersByStatus/processing?pageSize=100',
          '/controlItems/manageItem?pageSize=100',
        ]) {
          const expected = await shop.api('GET', list, { token });
          expect(expected.status).toBe(200);
          const answered = await fetch(`${served.url}/api${list}`, {
            headers: { authorization: `Bearer ${restoredToken}` },
          });
          expect(answered.status, list).toBe(200);
          expect(await answered.json(), list).toEqual(expected.body);
        }
      } finally {
        served.child.kill('SIGTERM');
        await served.exited;
      }
    } finally {
      await shop.close();
    }
  });
});

describe('restore refuses', () => {
  let good: string;
  beforeAll(async () => {
    good = await download('good.tar.gz');
  });

  it('a cut archive, with nothing written', async () => {
    const bytes = await readFile(good);
    const cut = path.join(dir, 'cut.tar.gz');
    await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length * 0.7)));
    const dataDir = path.join(dir, 'restored-cut');
    const result = await restoreCommand(cut, dataDir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('The backup archive cannot be restored: the file ends too soon');
    expect(result.stderr).toContain('Nothing was restored.');
    expect(existsSync(path.join(dataDir, 'pgdata'))).toBe(false);
  });

  it('an archive with one byte changed, with nothing written', async () => {
    const bytes = Buffer.from(await readFile(good));
    const at = Math.floor(bytes.length / 2);
    bytes[at] = (bytes[at] ?? 0) ^ 0x01;
    const altered = path.join(dir, 'altered.tar.gz');
    await writeFile(altered, bytes);
    const dataDir = path.join(dir, 'restored-altered');
    const result = await restoreCommand(altered, dataDir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('The backup archive cannot be restored');
    expect(existsSync(path.join(dataDir, 'pgdata'))).toBe(false);
    expect(await readdir(dataDir).catch(() => [])).toEqual([]);
  });

  it('a data dir that already holds a shop; and restores into an empty one, printing the counts', async () => {
    const dataDir = path.join(dir, 'restored-cli');
    const first = await restoreCommand(good, dataDir);
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('The archive is whole');
    expect(first.stdout).toMatch(/^ {2}orders +\d+$/m);
    const again = await restoreCommand(good, dataDir);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('already holds a shop');
  });
});

describe('a restore brings no access back', () => {
  it("leaves out the backup's sessions, reset links and pending invites: the old ones are refused, signing in works", async () => {
    const session = await server.login();
    const resetToken = await mailedToken(server, ADMIN.email, 'resetEmployeePassword', () =>
      server.api('POST', '/employees/forgotEmployeePassword', { json: { email: ADMIN.email } }),
    );
    const inviteToken = await mailedToken(server, 'before.restore@shop.test', 'register', async () => {
      const invited = await server.api('POST', '/manageEmployees/employeeinvite', {
        token: owner,
        json: { email: 'before.restore@shop.test' },
      });
      expect(invited.status).toBe(201);
    });
    // Each is good where it was made.
    expect((await server.api('GET', '/employees/me', { token: session })).status).toBe(200);
    expect((await server.api('GET', `/manageEmployees/getEmailFromToken/${inviteToken}`)).status).toBe(200);

    const file = await download('with-access.tar.gz');
    const manifest = await verifyArchive(file);
    const archived = (table: string) => manifest.tables.find((entry) => entry.table === table)?.rows;
    expect(archived('sessions')).toBeGreaterThan(0);
    expect(archived('password_resets')).toBeGreaterThan(0);
    expect(archived('invites')).toBeGreaterThan(0);

    const dataDir = path.join(dir, 'restored-without-access');
    const restored = await restoreCommand(file, dataDir);
    expect(restored.stderr).toBe('');
    expect(restored.status).toBe(0);
    expect(restored.stdout).toContain('Sessions, password reset links and pending invites are left out');
    expect(restored.stdout).toMatch(/^ {2}sessions +0 \(left out: access of the backup\)$/m);

    const served = spawnServer(dataDir, await freePort());
    try {
      await waitHealthy(served, 120_000);
      const call = (method: string, route: string, init: { token?: string; json?: unknown } = {}) =>
        fetch(`${served.url}/api${route}`, {
          method,
          headers: {
            ...(init.token === undefined ? {} : { authorization: `Bearer ${init.token}` }),
            ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: init.json === undefined ? undefined : JSON.stringify(init.json),
        });
      expect((await call('GET', '/employees/me', { token: session })).status).toBe(401);
      expect((await call('GET', '/employees/me', { token: owner })).status).toBe(401);
      const reset = await call('POST', '/employees/resetEmployeePassword', {
        json: { token: resetToken, newPassword: 'after-restore-123' },
      });
      expect(reset.status).toBe(400);
      expect(await reset.json()).toMatchObject({
        message: 'This reset link is no longer valid. Ask for a new one.',
      });
      const invite = await call('GET', `/manageEmployees/getEmailFromToken/${inviteToken}`);
      expect(invite.status).toBeGreaterThanOrEqual(400);
      expect(await invite.json()).toMatchObject({
        message: 'This invite link is no longer valid. Ask for a new invite.',
      });
      // The password of the backup's moment signs in.
      const login = await call('POST', '/employees/login', { json: ADMIN });
      expect(login.status).toBe(200);
      expect((await call('GET', '/employees/me', { token: text(await login.json(), 'token') })).status).toBe(
        200,
      );
    } finally {
      served.child.kill('SIGTERM');
      await served.exited;
    }
  });
});

describe('a restore revives no API token', () => {
  it('revokes every token the backup had live, as of the restore: each is refused; the rows stay, listed revoked', async () => {
    const makeToken = async (name: string) => {
      const made = await server.api('POST', '/apiTokens', {
        token: owner,
        json: { name, scopes: ['orders:read'] },
      });
      expect(made.status, made.text).toBe(201);
      return { id: text(made.body, '_id'), secret: text(made.body, 'token') };
    };
    const revokeToken = async (id: string) => {
      const revoked = await server.api('POST', `/apiTokens/revokeApiToken/${id}`, { token: owner });
      expect(revoked.status, revoked.text).toBe(200);
      return text(revoked.body, 'revokedAt');
    };
    const live = await makeToken('Live at the backup');
    const leaked = await makeToken('Revoked after the backup');
    const retired = await makeToken('Revoked before the backup');
    const retiredAt = await revokeToken(retired.id);
    const orders = '/customers/orders/allOrdersByStatus/processing';
    expect((await server.api('GET', orders, { token: live.secret })).status).toBe(200);

    const file = await download('with-api-tokens.tar.gz');
    await revokeToken(leaked.id);

    const dataDir = path.join(dir, 'restored-with-api-tokens');
    const restoreBegan = Date.now();
    const restored = await restoreCommand(file, dataDir);
    expect(restored.stderr).toBe('');
    expect(restored.status).toBe(0);
    expect(restored.stdout).toContain('API tokens are restored revoked');
    expect(restored.stdout).toMatch(/^API tokens revoked: 2 /m);

    const served = spawnServer(dataDir, await freePort());
    try {
      await waitHealthy(served, 120_000);
      for (const token of [live, leaked, retired]) {
        const refused = await fetch(`${served.url}/api${orders}`, {
          headers: { authorization: `Bearer ${token.secret}` },
        });
        expect(refused.status, token.id).toBe(401);
        expect(await refused.json()).toMatchObject({
          message: 'This API token is unknown, expired or revoked.',
        });
      }
      const login = await fetch(`${served.url}/api/employees/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      expect(login.status).toBe(200);
      const session = text(await login.json(), 'token');
      const list = await fetch(`${served.url}/api/apiTokens`, {
        headers: { authorization: `Bearer ${session}` },
      });
      expect(list.status).toBe(200);
      const revokedAt = new Map(
        listed({ body: await list.json() }).map((token) => [
          String(at(token, '_id')),
          String(at(token, 'revokedAt')),
        ]),
      );
      expect(revokedAt.get(retired.id)).toBe(retiredAt);
      for (const token of [live, leaked]) {
        expect(Date.parse(revokedAt.get(token.id) ?? ''), token.id).toBeGreaterThanOrEqual(
          restoreBegan - 1000,
        );
      }
    } finally {
      served.child.kill('SIGTERM');
      await served.exited;
    }
  });

  it.skipIf(!onPostgres)(
    'into PostgreSQL, announces each revocation on session_revoked, as any revocation is, so no process trusts it',
    async () => {
      const made = await server.api('POST', '/apiTokens', {
        token: owner,
        json: { name: 'Announced at the restore', scopes: ['orders:read'] },
      });
      expect(made.status, made.text).toBe(201);
      const secret = text(made.body, 'token');
      const file = await download('with-an-api-token.tar.gz');
      const pgServer = process.env.PG_TEST_URL ?? '';
      const empty = await emptyPostgresDatabase(pgServer);
      drops.push(empty.drop);
      const listener = new pg.Client({ connectionString: empty.url });
      const heard: string[] = [];
      listener.on('notification', ({ channel, payload }) => {
        if (channel === 'session_revoked' && payload !== undefined) heard.push(payload);
      });
      await listener.connect();
      try {
        await listener.query('LISTEN session_revoked');
        const restored = await restoreCommand(file, path.join(dir, 'restored-announced'), {
          DATABASE_URL: empty.url,
        });
        expect(restored.stderr).toBe('');
        expect(restored.status).toBe(0);
        await vi.waitFor(() => expect(heard).toContain(hashToken(secret)), { timeout: 10_000 });
      } finally {
        await listener.end();
      }
    },
  );
});

describe.skipIf(onPostgres)('encrypted backups', () => {
  const PASSPHRASE = 'tulip anchor violet drum';
  const WRONG = 'tulip anchor violet drums';
  let shop: TestServer;
  let file: string;
  let sourceMedia: Map<string, string>;

  beforeAll(async () => {
    shop = await startTestServer({ backupEncryption: { kind: 'passphrase', passphrase: PASSPHRASE } });
    const token = await shop.login();
    const created = await shop.api('POST', '/categories', {
      token,
      form: form({ name: 'Sealed', description: 'in an encrypted backup', image: await images.png() }),
    });
    expect(created.status).toBe(201);
    sourceMedia = await mediaOf(shop.mediaDir);
    const response = await fetch(`${shop.url}/api/backups/downloadBackup`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="shop-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz\.age"$/,
    );
    file = path.join(dir, 'downloaded.tar.gz.age');
    await writeFile(file, Buffer.from(await response.arrayBuffer()));
  });
  afterAll(() => shop?.close());

  /** The restored data dir's images and the rows of its categories. */
  async function restoredShop(
    dataDir: string,
  ): Promise<{ media: Map<string, string>; categories: string[] }> {
    const database = await openPglite(path.join(dataDir, 'pgdata'));
    try {
      const rows = await database.exec('select name from categories order by name');
      return {
        media: await mediaOf(path.join(dataDir, 'media')),
        categories: rows.map((row) => String(row.name)),
      };
    } finally {
      await database.close();
    }
  }

  it('a download is an age file, neither gzip nor tar without the passphrase; restored with it, it is the shop', async () => {
    const bytes = await readFile(file);
    expect(bytes.toString('latin1', 0, 64)).toMatch(/^age-encryption\.org\/v1\n-> scrypt /);
    expect(() => gunzipSync(bytes)).toThrow();
    expect(bytes.includes(Buffer.from('manifest.json'))).toBe(false);
    expect(bytes.includes(Buffer.from('database/'))).toBe(false);
    await expect(verifyArchive(file)).rejects.toThrow(ArchiveKeyError);
    await expect(verifyArchive(file)).rejects.toThrow(/The backup archive is encrypted: give its passphrase/);
    await expect(verifyArchive(file, { passphrases: [WRONG], identities: [] })).rejects.toThrow(
      /cannot be decrypted with the passphrase or identity given/,
    );
    // age's own reading (the age-encryption package's scrypt, as `age -d` does) opens it: a gzipped tar.
    const decrypter = new Decrypter();
    decrypter.addPassphrase(PASSPHRASE);
    const tarBytes = gunzipSync(await decrypter.decrypt(new Uint8Array(bytes)));
    expect(tarBytes.includes(Buffer.from('manifest.json'))).toBe(true);

    const dataDir = path.join(dir, 'restored-encrypted-download');
    const restored = await restoreCommand(file, dataDir, { BACKUP_PASSPHRASE: PASSPHRASE });
    expect(restored.stderr).toBe('');
    expect(restored.status).toBe(0);
    expect(restored.stdout).toContain('The archive is whole');
    const shopNow = await restoredShop(dataDir);
    expect(shopNow.media).toEqual(sourceMedia);
    expect(shopNow.categories).toContain('Sealed');
  });

  it('a wrong passphrase, no passphrase, an altered or a cut archive: refused with a clear message, nothing written', async () => {
    const bytes = await readFile(file);
    const altered = Buffer.from(bytes);
    const at = Math.floor(altered.length / 2);
    altered[at] = (altered[at] ?? 0) ^ 0x01;
    const alteredFile = path.join(dir, 'altered.tar.gz.age');
    await writeFile(alteredFile, altered);
    const cutFile = path.join(dir, 'cut.tar.gz.age');
    await writeFile(cutFile, bytes.subarray(0, Math.floor(bytes.length * 0.7)));
    const cases: Array<[string, string, { [name: string]: string }, RegExp]> = [
      [
        'wrong',
        file,
        { BACKUP_PASSPHRASE: WRONG },
        /cannot be decrypted with the passphrase or identity given/,
      ],
      [
        'none',
        file,
        {},
        /is encrypted: give its passphrase \(BACKUP_PASSPHRASE, or --passphrase-file FILE\)/,
      ],
      ['altered', alteredFile, { BACKUP_PASSPHRASE: PASSPHRASE }, /cut short or altered/],
      ['cut', cutFile, { BACKUP_PASSPHRASE: PASSPHRASE }, /cut short or altered/],
    ];
    for (const [name, archive, env, message] of cases) {
      const dataDir = path.join(dir, `refused-encrypted-${name}`);
      const result = await restoreCommand(archive, dataDir, env);
      expect(result.status, name).toBe(1);
      expect(result.stderr, name).toMatch(message);
      expect(result.stderr, name).toContain('Nothing was restored.');
      expect(result.stderr + result.stdout, name).not.toContain(PASSPHRASE);
      expect(await readdir(dataDir).catch(() => []), name).toEqual([]);
    }
  });

  it('the command line encrypts with BACKUP_PASSPHRASE, adding .age to the name; --passphrase-file restores it', async () => {
    const dataDir = path.join(dir, 'encrypted-cli-source');
    expect((await restoreCommand(file, dataDir, { BACKUP_PASSPHRASE: PASSPHRASE })).status).toBe(0);
    const out = path.join(dir, 'cli-backup.tar.gz');
    const made = await shopCommand('backup', ['--out', out], dataDir, {
      BACKUP_PASSPHRASE: PASSPHRASE,
    });
    expect(made.stderr).toBe('');
    expect(made.status).toBe(0);
    expect(made.stdout).toContain(`Backup written to ${out}.age`);
    expect(made.stdout).toContain('encrypted to BACKUP_PASSPHRASE');
    expect(made.stdout).not.toContain(PASSPHRASE);
    expect(existsSync(out)).toBe(false);
    expect(await isEncryptedArchive(`${out}.age`)).toBe(true);

    const passphraseFile = path.join(dir, 'passphrase.txt');
    await writeFile(passphraseFile, `${PASSPHRASE}\n`);
    const target = path.join(dir, 'encrypted-cli-restored');
    const restored = await restoreCommand(`${out}.age`, target, {}, ['--passphrase-file', passphraseFile]);
    expect(restored.stderr).toBe('');
    expect(restored.status).toBe(0);
    expect((await restoredShop(target)).media).toEqual(sourceMedia);
  });

  it('scheduled backups are encrypted to BACKUP_RECIPIENT (an age key); --identity restores them', async () => {
    const identity = await generateIdentity();
    const recipient = await identityToRecipient(identity);
    const schedule = { dir: path.join(dir, 'scheduled-encrypted'), everyHours: 24, keep: 2 };
    const media = createMediaStore(diskMedia(shop.mediaDir));
    const now = () => Date.parse('2026-11-25T03:00:00Z');
    const written = await takeScheduledBackup(
      {
        db: shop.database.db,
        kind: shop.database.kind,
        media,
        now,
        encryption: { kind: 'recipient', recipient },
      },
      schedule,
    );
    expect(path.basename(written)).toBe('shop-backup-2026-11-25T03-00-00Z.tar.gz.age');
    expect(await backupStatus(schedule)).toMatchObject({ lastBackupAt: '2026-11-25T03:00:00.000Z' });
    await expect(verifyArchive(written, { passphrases: [PASSPHRASE], identities: [] })).rejects.toThrow(
      ArchiveKeyError,
    );
    await verifyArchive(written, { passphrases: [], identities: [identity] });

    const identityFile = path.join(dir, 'backup-identity.txt');
    await writeFile(identityFile, `# the backups' key\n${identity}\n`);
    const target = path.join(dir, 'scheduled-encrypted-restored');
    const restored = await restoreCommand(written, target, {}, ['--identity', identityFile]);
    expect(restored.stderr).toBe('');
    expect(restored.status).toBe(0);
    expect((await restoredShop(target)).categories).toContain('Sealed');
  });

  it('an archive that is not encrypted restores as before, BACKUP_PASSPHRASE set or not', async () => {
    const plain = path.join(dir, 'plain-with-passphrase-set.tar.gz');
    await writeBackupFile(
      { db: shop.database.db, kind: shop.database.kind, media: createMediaStore(diskMedia(shop.mediaDir)) },
      plain,
    );
    expect(await isEncryptedArchive(plain)).toBe(false);
    const target = path.join(dir, 'plain-restored-with-passphrase-set');
    const restored = await restoreCommand(plain, target, { BACKUP_PASSPHRASE: PASSPHRASE });
    expect(restored.stderr).toBe('');
    expect(restored.status).toBe(0);
    expect((await restoredShop(target)).media).toEqual(sourceMedia);
  });

  it("a file age-encryption's own passphrase code wrote opens here too", async () => {
    const encrypter = new Encrypter();
    encrypter.setPassphrase(PASSPHRASE);
    const sealed = await encrypter.encrypt('a line of text');
    const opened = await decryptArchive(Readable.from([Buffer.from(sealed)]), {
      passphrases: [PASSPHRASE],
      identities: [],
    });
    const parts: Buffer[] = [];
    for await (const chunk of opened) parts.push(Buffer.from(chunk));
    expect(Buffer.concat(parts).toString('utf8')).toBe('a line of text');
  });
});

describe('a backup from an older version', () => {
  it('is restored into the schema it fits, then migrated forward', async () => {
    // A shop of the version whose last migration was 0006 (before staff roles and record versions).
    const folder = path.join(dir, 'migrations-0006');
    await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal: { entries: Array<{ tag: string }> } = JSON.parse(await readFile(journalFile, 'utf8'));
    journal.entries = journal.entries.slice(
      0,
      journal.entries.findIndex((e) => e.tag === '0006_item_name_keys') + 1,
    );
    await writeFile(journalFile, JSON.stringify(journal));
    const old = await openPglite(undefined, { migrationsFolder: folder, renderings: false });
    await old.migrate();
    await old.exec(`insert into employees (name, email, password_hash, created_at) values
      ('Second', 'second@shop.test', 'x', '2026-02-01'), ('First', 'first@shop.test', 'x', '2026-01-01')`);
    const file = path.join(dir, 'old-version.tar.gz');
    const manifest = await writeBackupFile(
      { db: old.db, kind: 'pglite', media: createMediaStore(diskMedia(path.join(dir, 'no-media'))) },
      file,
    );
    await old.close();
    expect(manifest.database.migrations).toBe(7);

    const pgdata = path.join(dir, 'restored-old', 'pgdata');
    const summary = await restoreBackup(
      file,
      {
        open: (options) => openPglite(pgdata, options),
        media: diskMedia(path.join(dir, 'restored-old', 'media')),
      },
      () => {},
    );
    expect(summary.migratedForward).toBeGreaterThan(0);
    expect(summary.counts.find((count) => count.table === 'employees')?.rows).toBe(2);
    const restored = await openPglite(pgdata);
    try {
      // 0007 made the employee created first the owner; 0009 gave every record its version.
      expect(await restored.exec('select name, level, version from employees order by created_at')).toEqual([
        { name: 'First', level: 'owner', version: 1 },
        { name: 'Second', level: 'employee', version: 1 },
      ]);
      const [level] = await restored.exec('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(level?.n).toBe(7 + summary.migratedForward);
    } finally {
      await restored.close();
    }
  });
});

describe('scheduled backups', () => {
  it('keep the newest BACKUP_KEEP archives, and say when the last was taken', async () => {
    const schedule = { dir: path.join(dir, 'scheduled'), everyHours: 24, keep: 2 };
    const media = createMediaStore(diskMedia(server.mediaDir));
    const kind = server.databaseUrl === undefined ? 'pglite' : 'postgres';
    for (const day of ['2026-11-22', '2026-11-23', '2026-11-24']) {
      const now = () => Date.parse(`${day}T03:00:00Z`);
      await takeScheduledBackup({ db: server.database.db, kind, media, now }, schedule);
    }
    expect((await readdir(schedule.dir)).sort()).toEqual([
      'shop-backup-2026-11-23T03-00-00Z.tar.gz',
      'shop-backup-2026-11-24T03-00-00Z.tar.gz',
    ]);
    const status = await backupStatus(schedule);
    expect(status).toMatchObject({
      scheduled: true,
      everyHours: 24,
      keep: 2,
      lastBackupAt: '2026-11-24T03:00:00.000Z',
    });
    expect(status.lastBackupBytes).toBeGreaterThan(1000);
    await verifyArchive(path.join(schedule.dir, 'shop-backup-2026-11-24T03-00-00Z.tar.gz'));
  });
});
