import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Client, Pool } from 'pg';
import type { Db } from './executor.js';
import { type PgliteThread, startPgliteThread } from './pglite-worker.js';
import { applyRenderings } from './renderings.js';
import * as schema from './schema.js';

export interface Database {
  db: Db;
  /** 'pglite' (embedded, data in a folder or in memory) or 'postgres' (a server at DATABASE_URL). */
  kind: 'pglite' | 'postgres';
  /** A human description of where the data lives, for the startup banner. */
  description: string;
  /** Runs raw SQL outside the query builder (migration checks, set-based bulk loads). */
  exec(text: string): Promise<Array<Record<string, unknown>>>;
  /**
   * The upkeep a PostgreSQL server's autovacuum does (dead rows reclaimed, visibility map kept for index-only
   * scans, planner statistics fresh), for the embedded database, which has no background workers. Undefined for a
   * server: its autovacuum does it.
   */
  maintain?: () => Promise<void>;
  /**
   * A new, unconnected client of its own on the server, outside the pool (for LISTEN, which holds its connection),
   * shown in pg_stat_activity as `applicationName`. Undefined for the embedded database: one process owns it, so
   * there is nothing to hear from others.
   */
  newClient?: (applicationName: string) => Client;
  /**
   * Applies the versioned migrations, then the item and order renderings (renderings.ts); answers whether the
   * database was new (no migration had run).
   */
  migrate(): Promise<{ isNew: boolean }>;
  /** This process's connections to it: open, idle, and queries waiting for one (for the metrics). */
  poolStats(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/** The versioned migrations every start applies. */
export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../migrations');

/** Where a database's migrations come from: a test of a migration opens one with an older set first. */
export interface OpenOptions {
  migrationsFolder?: string;
  /** Apply the item and order renderings after the migrations (true; an older set of migrations may not fit them). */
  renderings?: boolean;
  /** PGlite's thread, already opening `dataDir` (early-start.ts); started here otherwise. */
  thread?: Promise<PgliteThread>;
}

async function hasMigrationTable(database: Pick<Database, 'exec'>): Promise<boolean> {
  const rows = await database.exec(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as present",
  );
  return rows[0]?.present === true;
}

/**
 * Opens PGlite in `dataDir` (created when missing), or in memory when `dataDir` is undefined. It runs in its own
 * thread (pglite-thread.ts) and is reached through node-postgres over one connection, like a PostgreSQL server:
 * its queries then run beside this thread's HTTP and JSON work rather than between it.
 */
export async function openPglite(dataDir: string | undefined, options: OpenOptions = {}): Promise<Database> {
  if (dataDir !== undefined) mkdirSync(dataDir, { recursive: true });
  // The driver loads on this thread while PGlite starts on its own (most of a start's time).
  const [driver, thread] = await Promise.all([loadDriver(), options.thread ?? startPgliteThread(dataDir)]);
  const { pg } = driver;
  // A few connections onto PGlite's one session: the thread runs their requests one at a time, and only the
  // transaction's while one is open (pglite-thread.ts); the next query is there when the last one ends.
  const pool = new pg.Pool({
    max: 4,
    idleTimeoutMillis: 0,
    user: 'postgres',
    database: 'postgres',
    stream: () => thread.connection(),
  });
  const database = await nodePgDatabase(driver, pool, options, {
    kind: 'pglite',
    description:
      dataDir === undefined
        ? 'embedded PostgreSQL (PGlite) in memory'
        : `embedded PostgreSQL (PGlite) in ${dataDir}`,
    onClose: () => thread.close(),
  });
  // Nearly free when little changed: vacuum skips the pages it already found all visible.
  database.maintain = async () => {
    await pool.query('vacuum (analyze)');
  };
  return database;
}

/** Connects to a PostgreSQL server. */
export async function openPostgres(url: string, options: OpenOptions = {}): Promise<Database> {
  const driver = await loadDriver();
  const pool = new driver.pg.Pool({ connectionString: url, max: 10 });
  const target = new URL(url);
  const database = await nodePgDatabase(driver, pool, options, {
    kind: 'postgres',
    description: `PostgreSQL at ${target.hostname}${target.port ? `:${target.port}` : ''}${target.pathname}`,
  });
  database.newClient = (applicationName) =>
    new driver.pg.Client({
      connectionString: url,
      application_name: applicationName,
      // A connection held for good: keepalives let the system notice, in minutes rather than hours, that it died
      // without a word (a network cut).
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
  return database;
}

/**
 * node-postgres and drizzle's adapter for it. Loaded only when a database opens: the server starts sooner when its
 * first import does not pull in the drivers.
 */
async function loadDriver() {
  const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  return { pg, drizzleNodePg, migrateNodePg };
}

/** The database behind a node-postgres pool (a PostgreSQL server's, or the embedded one's thread). */
async function nodePgDatabase(
  { drizzleNodePg, migrateNodePg }: Awaited<ReturnType<typeof loadDriver>>,
  pool: Pool,
  { migrationsFolder = MIGRATIONS_FOLDER, renderings = true }: OpenOptions,
  { kind, description, onClose }: Pick<Database, 'kind' | 'description'> & { onClose?: () => Promise<void> },
): Promise<Database> {
  // Fail at start, with the database's reason, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const db: Db = drizzleNodePg(pool, { schema });
  const database: Database = {
    db,
    kind,
    description,
    async exec(text) {
      const result = await pool.query(text);
      const results = Array.isArray(result) ? result : [result];
      return results.at(-1)?.rows ?? [];
    },
    async migrate() {
      const isNew = !(await hasMigrationTable(database));
      await migrateNodePg(drizzleNodePg(pool, { schema }), { migrationsFolder });
      if (renderings) await applyRenderings(db);
      return { isNew };
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await pool.end();
      await onClose?.();
    },
  };
  return database;
}
