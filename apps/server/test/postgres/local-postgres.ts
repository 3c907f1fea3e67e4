// A throwaway PostgreSQL server from the machine's own binaries (Debian's postgresql package): initdb into a
// temporary folder, pg_ctl start on a free port on 127.0.0.1, and stop + delete afterwards.
import { type SpawnSyncOptions, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../reliability/support/server-process.js';

export interface LocalPostgres {
  /** `postgres://shop@127.0.0.1:<port>/postgres`, a superuser with trust auth on loopback only. */
  url: string;
  /** Where its binaries were found, and its version. */
  description: string;
  stop(): void;
}

/** The folder holding initdb and pg_ctl: PG_BIN_DIR, else the newest /usr/lib/postgresql/<n>/bin, else pg_config's. */
export function findPostgresBinaries(): string | undefined {
  const usable = (dir: string | undefined) =>
    dir !== undefined && existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'))
      ? dir
      : undefined;
  const fromEnv = usable(process.env.PG_BIN_DIR);
  if (fromEnv !== undefined) return fromEnv;
  const debianRoot = '/usr/lib/postgresql';
  if (existsSync(debianRoot)) {
    const versions = readdirSync(debianRoot)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const dir = usable(path.join(debianRoot, version, 'bin'));
      if (dir !== undefined) return dir;
    }
  }
  const pgConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  return pgConfig.status === 0 ? usable(pgConfig.stdout.trim()) : undefined;
}

/** PostgreSQL refuses to run as root: then it runs as the `postgres` account the Debian package creates. */
function runAs(): { uid: number; gid: number } | undefined | 'impossible' {
  if (process.getuid?.() !== 0) return undefined;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (uid === undefined || gid === undefined) return 'impossible';
  return { uid: Number(uid), gid: Number(gid) };
}

/** Why a local PostgreSQL cannot be started here, or undefined when it can. */
export function postgresUnavailable(): string | undefined {
  if (findPostgresBinaries() === undefined) {
    return 'no PostgreSQL binaries (initdb, pg_ctl) found: install Debian\'s "postgresql" package, or set PG_BIN_DIR';
  }
  if (runAs() === 'impossible')
    return 'running as root and there is no "postgres" account to run PostgreSQL as';
  return undefined;
}

/** Starts a new PostgreSQL server; throws with its log when it cannot. */
export async function startLocalPostgres(): Promise<LocalPostgres> {
  const bin = findPostgresBinaries();
  const user = runAs();
  if (bin === undefined || user === 'impossible') throw new Error(postgresUnavailable());
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-postgres-'));
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'server.log');
  if (user !== undefined) chownSync(dir, user.uid, user.gid);
  const options: SpawnSyncOptions = { encoding: 'utf8', cwd: dir, timeout: 120_000, ...(user ?? {}) };
  const run = (tool: string, args: string[]) => {
    const result = spawnSync(path.join(bin, tool), args, options);
    if (result.status !== 0) {
      const logText = existsSync(log) ? readFileSync(log, 'utf8') : '';
      throw new Error(
        `${tool} failed (${result.status}): ${String(result.stderr)}${String(result.stdout)}\n${logText}`,
      );
    }
    return String(result.stdout);
  };

  let running = false;
  const stop = () => {
    if (running) {
      spawnSync(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], options);
      running = false;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run('initdb', ['-D', data, '-U', 'shop', '--auth=trust', '--encoding=UTF8', '--no-locale', '--no-sync']);
    const port = await freePort();
    // Tuned for throwaway test data: no waiting on the disk.
    const settings = [
      `-p ${port}`,
      '-c listen_addresses=127.0.0.1',
      `-c unix_socket_directories=${dir}`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
    ].join(' ');
    running = true;
    run('pg_ctl', ['-D', data, '-l', log, '-w', '-t', '60', '-o', settings, 'start']);
    const version = run('pg_ctl', ['--version']).trim();
    return { url: `postgres://shop@127.0.0.1:${port}/postgres`, description: `${version} from ${bin}`, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
