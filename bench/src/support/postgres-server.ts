import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { onCleanup } from './cleanup.js';
import { freePort, runCommand } from './processes.js';

/** PostgreSQL's server programs: `PG_BIN`, else Debian's PostgreSQL 15. */
export const postgresBin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** PostgreSQL refuses to run as root: as root, its programs run as the `postgres` account. */
const asRoot = process.getuid?.() === 0;
const POSTGRES_USER = 'postgres';

/** Why no PostgreSQL server can be started here, or nothing when one can. */
export async function postgresSkipReason(): Promise<string | undefined> {
  for (const program of ['initdb', 'pg_ctl', 'postgres']) {
    if (!existsSync(path.join(postgresBin, program))) {
      return `no PostgreSQL server programs at ${postgresBin} (set PG_BIN)`;
    }
  }
  if (asRoot) {
    try {
      await runCommand('id', ['-u', POSTGRES_USER]);
    } catch {
      return 'running as root and there is no postgres account to run PostgreSQL as';
    }
  }
  return undefined;
}

/** Runs one of PostgreSQL's programs (as the postgres account when we are root). */
function pgCommand(
  program: string,
  args: readonly string[],
  onLine?: (line: string) => void,
): Promise<string> {
  const binary = path.join(postgresBin, program);
  return asRoot
    ? runCommand('runuser', ['-u', POSTGRES_USER, '--', binary, ...args], onLine ? { onLine } : {})
    : runCommand(binary, args, onLine ? { onLine } : {});
}

/** Gives a folder to the account PostgreSQL runs as. */
export async function handToPostgres(dir: string): Promise<void> {
  if (asRoot) await runCommand('chown', ['-R', `${POSTGRES_USER}:`, dir]);
}

/** `postgres --version`, e.g. "postgres (PostgreSQL) 15.14". */
export function postgresVersion(): Promise<string> {
  return pgCommand('postgres', ['--version']).then((text) => text.trim());
}

/** Creates a new, empty cluster in `dataDir` (which must not exist) with a `shop` superuser and trust auth. */
export async function initCluster(dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await handToPostgres(dataDir);
  await pgCommand('initdb', ['-D', dataDir, '-U', 'shop', '--auth=trust', '--no-sync', '-E', 'UTF8']);
}

/** A running PostgreSQL server on a cluster folder. */
export interface PostgresServer {
  /** `postgres://shop@127.0.0.1:PORT/postgres` */
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * Starts PostgreSQL on `dataDir` on a free loopback port (its socket in a private temp folder) and waits until it
 * accepts connections; 120 connections allowed, so 50 load connections and the server's pool fit.
 */
export async function startPostgres(dataDir: string): Promise<PostgresServer> {
  const port = await freePort();
  const socketDir = path.join(os.tmpdir(), `shop-bench-pgsock-${port}`);
  await mkdir(socketDir, { recursive: true });
  await handToPostgres(socketDir);
  const logFile = path.join(socketDir, 'postgres.log');
  const options = `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c max_connections=120`;
  const stop = onCleanup(async () => {
    await pgCommand('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']).catch(() => undefined);
    await rm(socketDir, { recursive: true, force: true });
  });
  try {
    await pgCommand('pg_ctl', ['-D', dataDir, '-o', options, '-l', logFile, '-w', '-t', '60', 'start']);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `postgres://shop@127.0.0.1:${port}/postgres`, stop };
}

/** Creates an empty database `name` on a running server; answers its URL. */
export async function createDatabase(server: PostgresServer, name: string): Promise<string> {
  const url = new URL(server.url);
  await pgCommand('createdb', ['-h', url.hostname, '-p', url.port, '-U', 'shop', name]);
  url.pathname = `/${name}`;
  return url.toString();
}
