// `pnpm start` as a person runs it on a fresh data dir: it says what it is doing while it builds and creates the
// demo shop, and Ctrl-C (SIGINT to its process group, as a terminal sends it) stops it cleanly, exit code 0,
// without a package manager's error.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
let child: ChildProcess | undefined;
let dataDir: string | undefined;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

afterAll(async () => {
  if (child?.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
  if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
});

it('pnpm start says what it does on a first start and stops cleanly on Ctrl-C', async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'shop-first-start-'));
  const port = await freePort();
  let output = '';
  const started = spawn('pnpm', ['start'], {
    cwd: root,
    detached: true,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', CI: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = started;
  const exited = new Promise<number | null>((resolve) => started.once('exit', (code) => resolve(code)));
  started.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  started.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  await expect.poll(() => output, { timeout: 240_000, interval: 200 }).toMatch(/listening on/);
  const building = output.indexOf('Building the admin app and the server');
  const seeding = output.indexOf('Creating the demo shop');
  const listening = output.indexOf('listening on');
  expect(building, output).toBeGreaterThanOrEqual(0);
  expect(seeding, output).toBeGreaterThan(building);
  expect(listening, output).toBeGreaterThan(seeding);
  expect(output).toContain('sign in:  admin@shop.test / change-me-now');

  if (started.pid === undefined) throw new Error('no process');
  process.kill(-started.pid, 'SIGINT');
  expect(await exited, output).toBe(0);
  expect(output).toContain('Stopped');
  expect(output).not.toMatch(/ERR_PNPM|ELIFECYCLE|Command failed/);
});
