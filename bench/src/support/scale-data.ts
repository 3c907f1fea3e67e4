import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { cacheDir, migrationsDir, renderingsScript, repoRoot, scaleSeedScript } from './paths.js';
import { handToPostgres, initCluster, postgresVersion, startPostgres } from './postgres-server.js';
import { runCommand } from './processes.js';

type Log = (line: string) => void;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * What the scale data depends on: the migrations, the renderings, the seed script, the sizes asked for and the
 * database engine.
 * Cached data with another fingerprint is stale and built again.
 */
export async function scaleFingerprint(engine: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await filesUnder(migrationsDir)) {
    hash.update(path.relative(migrationsDir, file));
    hash.update(await readFile(file));
  }
  hash.update(await readFile(renderingsScript));
  hash.update(await readFile(scaleSeedScript));
  hash.update(`items=${process.env.SCALE_ITEMS ?? ''} orders=${process.env.SCALE_ORDERS ?? ''}`);
  hash.update(engine);
  return hash.digest('hex');
}

async function pgliteVersion(): Promise<string> {
  const manifest = path.join(repoRoot, 'apps/server/node_modules/@electric-sql/pglite/package.json');
  const parsed: unknown = JSON.parse(await readFile(manifest, 'utf8'));
  const version = typeof parsed === 'object' && parsed !== null && 'version' in parsed ? parsed.version : '';
  return `pglite ${String(version)}`;
}

/**
 * The owner of the scale data on PostgreSQL: a server there is no local trial, so it neither creates an owner with
 * the demo password nor starts while one has it.
 */
export const POSTGRES_SCALE_OWNER = {
  email: 'owner@shop.test',
  password: 'scale-owner-passphrase-7',
} as const;

function seedEnv(target: { dataDir: string } | { databaseUrl: string }): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  const dropped = [
    'DATABASE_URL',
    'INIT_CWD',
    'HOST',
    'PUBLIC_URL',
    'TRUSTED_PROXIES',
    'SHOP_ADMIN_EMAIL',
    'SHOP_ADMIN_PASSWORD',
  ];
  for (const name of dropped) delete env[name];
  if ('dataDir' in target) env.DATA_DIR = target.dataDir;
  else {
    env.DATABASE_URL = target.databaseUrl;
    env.SHOP_ADMIN_EMAIL = POSTGRES_SCALE_OWNER.email;
    env.SHOP_ADMIN_PASSWORD = POSTGRES_SCALE_OWNER.password;
  }
  return env;
}

/**
 * A cached folder built by `build` into a sibling folder first and renamed into place with its fingerprint, so
 * an interrupted build never passes for a finished one.
 */
async function cached(name: string, fingerprint: string, log: Log, build: (dir: string) => Promise<void>) {
  const dir = path.join(cacheDir, name);
  const stamp = `${dir}.fingerprint`;
  if (existsSync(dir) && existsSync(stamp) && (await readFile(stamp, 'utf8')) === fingerprint) {
    log(`scale data: reusing ${path.relative(repoRoot, dir)}`);
    return dir;
  }
  log(
    existsSync(dir)
      ? `scale data: ${path.relative(repoRoot, dir)} is stale (migrations, renderings or seed changed), building it again`
      : `scale data: building ${path.relative(repoRoot, dir)} (once; a few minutes)`,
  );
  const building = `${dir}.building`;
  await rm(building, { recursive: true, force: true });
  await rm(stamp, { force: true });
  await rm(dir, { recursive: true, force: true });
  await mkdir(cacheDir, { recursive: true });
  const started = performance.now();
  await build(building);
  await rename(building, dir);
  await writeFile(stamp, fingerprint);
  log(`scale data: built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return dir;
}

/** The embedded database filled by the scale seed (a DATA_DIR), built once and reused while it is current. */
export async function pgliteScaleData(log: Log): Promise<string> {
  const fingerprint = await scaleFingerprint(await pgliteVersion());
  return cached('scale-pglite', fingerprint, log, async (dir) => {
    await runCommand(process.execPath, [scaleSeedScript], {
      env: seedEnv({ dataDir: dir }),
      onLine: (line) => log(`  ${line.trim()}`),
    });
  });
}

/** A stopped PostgreSQL cluster filled by the scale seed, built once and reused while it is current. */
export async function postgresScaleData(log: Log): Promise<string> {
  const fingerprint = await scaleFingerprint(await postgresVersion());
  return cached('scale-postgres', fingerprint, log, async (dir) => {
    await initCluster(dir);
    const postgres = await startPostgres(dir);
    try {
      await runCommand(process.execPath, [scaleSeedScript], {
        env: seedEnv({ databaseUrl: postgres.url }),
        onLine: (line) => log(`  ${line.trim()}`),
      });
    } finally {
      await postgres.stop();
    }
  });
}

/** Copies a cached cluster to a temp folder owned by PostgreSQL's account (the cache stays as seeded). */
export async function copyCluster(source: string, target: string): Promise<void> {
  await runCommand('cp', ['-a', source, target]);
  await handToPostgres(target);
}
