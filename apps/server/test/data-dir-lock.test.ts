import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../src/db/data-dir-lock.js';

const mainJs = path.resolve(import.meta.dirname, '../dist/main.js');
const dirs: string[] = [];
const children: ChildProcess[] = [];

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-lock-test-'));
  dirs.push(dir);
  return dir;
}

/** A PID that no process has any more. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  return Number(child.stdout.trim());
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the data directory lock', () => {
  it('is exclusive, holds the PID, and is released', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
  });

  it('refuses a lock held by a running process', () => {
    const dir = tempDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    children.push(holder);
    writeFileSync(path.join(dir, 'server.lock'), `${holder.pid}\n`);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    holder.kill('SIGKILL');
  });

  it('takes over a stale lock whose process is gone', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'server.lock'), `${deadPid()}\n`);
    const lock = lockDataDir(dir);
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });
});

function startServer(dataDir: string): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  const child = spawn(process.execPath, [mainJs], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', SEED_DEMO: '0', INIT_CWD: '', PUBLIC_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(read: () => string, pattern: RegExp, ms = 120_000): Promise<RegExpExecArray> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const match = pattern.exec(read());
    if (match !== null) return match;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${pattern}: ${read()}`);
}

describe('two servers on one data directory', () => {
  it('the second stops with a clear message and a non-zero code; the first closes cleanly', async () => {
    expect(existsSync(mainJs), 'build the server first (pnpm --filter @shop/server build)').toBe(true);
    const dataDir = tempDir();
    const first = startServer(dataDir);
    const [, url] = await waitFor(first.output, /listening on (http:\/\/\S+)/);
    // The banner's lines may come in more than one chunk: wait for the last one.
    await waitFor(first.output, /sign in: {2}admin@shop\.test \/ change-me-now/);

    const second = startServer(dataDir);
    expect(await second.exited).toBe(2);
    expect(second.output()).toMatch(/is in use by another shop server \(process \d+\)/);

    const health = await fetch(`${url}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok' });
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    // Restarted on the existing directory: no seed, same data, no demo login printed.
    const again = startServer(dataDir);
    await waitFor(again.output, /listening on/);
    expect(again.output()).not.toContain('sign in:');
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 300_000);
});
