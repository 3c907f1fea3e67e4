import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const mainJs = path.resolve(import.meta.dirname, '../../../dist/main.js');

/** `node dist/main.js` running as its own process (built by the test script's pretest). */
export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves with its exit code (null when killed by a signal) once it has exited. */
  readonly exited: Promise<number | null>;
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server on `dataDir` and `port`; does not wait for it (see {@link waitHealthy}). A variable given as
 * undefined in `env` is left out (SEED_DEMO and SHOP_ADMIN_PASSWORD are set otherwise).
 */
export function spawnServer(
  dataDir: string,
  port: number,
  env: Record<string, string | undefined> = {},
): ServerProcess {
  let printed = '';
  const all: Record<string, string | undefined> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    SHOP_ADMIN_EMAIL: 'admin@shop.test',
    SHOP_ADMIN_PASSWORD: 'tulip-garnet-ferry-52',
    ...env,
  };
  const child = spawn(process.execPath, [mainJs], {
    env: Object.fromEntries(
      Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { url: `http://127.0.0.1:${port}`, child, output: () => printed, exited };
}

/** Waits until /healthz answers 200, failing with the server's output when it exits or takes too long. */
export async function waitHealthy(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`the server exited with ${server.child.exitCode}:\n${server.output()}`);
    }
    try {
      if ((await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server was not healthy within ${timeoutMs} ms:\n${server.output()}`);
}

/** Kills the process with SIGKILL (no chance to clean up) and waits until it is gone. */
export async function killHard(server: ServerProcess): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await server.exited;
}
