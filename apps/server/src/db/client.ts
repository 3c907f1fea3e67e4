import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or an open transaction: what repository functions take. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  /** 'pglite' (embedded, data in a folder or in memory) or 'postgres' (a server at DATABASE_URL). */
  kind: 'pglite' | 'postgres';
  /** A human description of where the data lives, for the startup banner. */
  description: string;
  /** Runs raw SQL outside the query builder (migration checks, set-based bulk loads). */
  exec(text: string): Promise<Array<Record<string, unknown>>>;
  /** Applies the versioned migrations; answers whether the database was new (no migration had run). */
  migrate(): Promise<{ isNew: boolean }>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, '../../migrations');

async function hasMigrationTable(database: Pick<Database, 'exec'>): Promise<boolean> {
  const rows = await database.exec(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as present",
  );
  return rows[0]?.present === true;
}

/** Opens PGlite in `dataDir` (created when missing), or in memory when `dataDir` is undefined. */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir !== undefined) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db: Db = drizzlePglite(client, { schema });
  const database: Database = {
    db,
    kind: 'pglite',
    description:
      dataDir === undefined
        ? 'embedded PostgreSQL (PGlite) in memory'
        : `embedded PostgreSQL (PGlite) in ${dataDir}`,
    async exec(text) {
      const results = await client.exec(text);
      return results.at(-1)?.rows ?? [];
    },
    async migrate() {
      const isNew = !(await hasMigrationTable(database));
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
      return { isNew };
    },
    async close() {
      await client.close();
    },
  };
  return database;
}

/** Connects to a PostgreSQL server. */
export async function openPostgres(url: string): Promise<Database> {
  // Loaded only here: the embedded database, the default, does not need the client, and the server starts sooner.
  const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Fail at start, with the server's reason, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const db: Db = drizzleNodePg(pool, { schema });
  const target = new URL(url);
  const database: Database = {
    db,
    kind: 'postgres',
    description: `PostgreSQL at ${target.hostname}${target.port ? `:${target.port}` : ''}${target.pathname}`,
    async exec(text) {
      const result = await pool.query(text);
      const results = Array.isArray(result) ? result : [result];
      return results.at(-1)?.rows ?? [];
    },
    async migrate() {
      const isNew = !(await hasMigrationTable(database));
      await migrateNodePg(drizzleNodePg(pool, { schema }), { migrationsFolder });
      return { isNew };
    },
    async close() {
      await pool.end();
    },
  };
  return database;
}
