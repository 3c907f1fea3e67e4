import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type DataDirLock, lockDataDir } from './db/data-dir-lock.js';
import { type PgliteThread, startPgliteThread } from './db/pglite-worker.js';
import { loadConfig } from './load-config.js';

/**
 * The embedded database, started when the server's entry module begins to load: this module is its first import,
 * so PGlite opens in its thread while the rest of the server's modules load on the main one (they took most of a
 * start's time, all of it before PGlite had begun). The data dir is locked first, as always before PGlite opens it.
 */
interface EarlyStart {
  dataDir: string;
  lock?: DataDirLock;
  thread?: Promise<PgliteThread>;
  /** A lock held by another server, said by main as it would have said it. */
  failure?: unknown;
}

let early: EarlyStart | undefined;

function startEarly(): EarlyStart | undefined {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env, process.cwd(), { weighPasswords: false });
  } catch {
    // main reads the configuration again and says what is wrong with it.
    return undefined;
  }
  if (config.databaseUrl !== undefined) return undefined;
  const start: EarlyStart = { dataDir: config.dataDir };
  try {
    start.lock = lockDataDir(config.dataDir);
    const pgdata = path.join(config.dataDir, 'pgdata');
    mkdirSync(pgdata, { recursive: true });
    start.thread = startPgliteThread(pgdata);
    // Awaited by main; a failure is said there.
    start.thread.catch(() => {});
  } catch (error) {
    start.failure = error;
  }
  return start;
}

early = startEarly();

/**
 * The lock and the opening PGlite of `dataDir`, when this module started them; undefined otherwise (another data
 * dir, a PostgreSQL server). Throws what locking failed with. Taken once.
 */
export function takeEarlyPglite(
  dataDir: string,
): { lock: DataDirLock; thread: Promise<PgliteThread> } | undefined {
  const taken = early;
  early = undefined;
  if (taken === undefined) return undefined;
  if (taken.failure !== undefined) throw taken.failure;
  if (taken.dataDir !== dataDir || taken.lock === undefined || taken.thread === undefined) {
    void taken.thread?.then((thread) => thread.close());
    taken.lock?.release();
    return undefined;
  }
  return { lock: taken.lock, thread: taken.thread };
}
