import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built server (`pnpm bench` builds it first). */
export const serverEntry = fileURLToPath(new URL('../../../apps/server/dist/main.js', import.meta.url));

/** The first employee of every server a benchmark starts. */
export const BENCH_ADMIN = { email: 'admin@shop.test', password: 'bench-admin-password' } as const;

/** A shop server process started for a benchmark. */
export interface ShopServer {
  /** `http://127.0.0.1:<port>`. */
  readonly origin: string;
  readonly dataDir: string;
  /** Its process, e.g. to read its memory use. */
  readonly child: ChildProcess;
  /** Everything it printed. */
  output(): string;
  /** Stops it and deletes its data dir. */
  stop(): Promise<void>;
}

/** Why no server can be started here (not built), or nothing. */
export function shopServerUnavailable(): string | undefined {
  return existsSync(serverEntry) ? undefined : `the server is not built (${serverEntry}); run pnpm build`;
}

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

/**
 * Starts `apps/server/dist/main.js` on a fresh temporary data dir and a free port (embedded PGlite unless `env`
 * says otherwise), with the demo shop unless `seedDemo` is false, and waits until it is healthy.
 */
export async function startShopServer(
  options: { seedDemo?: boolean; env?: Record<string, string> } = {},
): Promise<ShopServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-bench-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let printed = '';
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      SEED_DEMO: options.seedDemo === false ? '0' : '1',
      SHOP_ADMIN_EMAIL: BENCH_ADMIN.email,
      SHOP_ADMIN_PASSWORD: BENCH_ADMIN.password,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${printed}`);
      if (Date.now() > deadline) throw new Error(`the server was not healthy within 180 s:\n${printed}`);
      const healthy = await fetch(`${origin}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, dataDir, child, output: () => printed, stop };
}
