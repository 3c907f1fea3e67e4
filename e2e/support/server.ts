import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverEntry = fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));

/** A shop server started for a test on a fresh data dir and a free port. */
export interface StartedServer {
  /** Base URL, e.g. `http://127.0.0.1:41234`. */
  readonly origin: string;
  readonly dataDir: string;
  /** Everything the server printed, for failure messages. */
  readonly output: () => string;
  stop(): Promise<void>;
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

async function waitForHealth(origin: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output()}`);
    // Its own line first: a free port picked before the server binds it can be taken meanwhile by another
    // process (another package's test server on this busy machine), whose /healthz would answer for it.
    if (!output().includes(`listening on ${origin}`)) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    try {
      const response = await fetch(`${origin}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not become healthy within ${timeoutMs} ms:\n${output()}`);
}

/** The server process on a given port and data dir: its output, and a stop that leaves the data dir alone. */
function launch(port: number, dataDir: string, env: Record<string, string>) {
  let log = '';
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const stopProcess = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
  };
  return { child, output: () => log, stopProcess };
}

/** Whether a server failed only because another process took its port between the probe and its bind. */
function lostItsPort(error: unknown): boolean {
  return error instanceof Error && error.message.includes('EADDRINUSE');
}

/** Starts `apps/server/dist/main.js` (built by turbo before the tests) with the demo shop seeded by default. */
export async function startServer(env: Record<string, string> = {}): Promise<StartedServer> {
  for (let attempt = 1; ; attempt += 1) {
    const dataDir = await mkdtemp(join(tmpdir(), 'shop-e2e-'));
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const { child, output, stopProcess } = launch(port, dataDir, env);
    const stop = async () => {
      await stopProcess();
      await rm(dataDir, { recursive: true, force: true });
    };
    try {
      await waitForHealth(origin, child, output, 180_000);
      return { origin, dataDir, output, stop };
    } catch (error) {
      await stop();
      if (attempt >= 3 || !lostItsPort(error)) throw error;
    }
  }
}

/** A started server that can also be taken down and brought back on the same port and data dir. */
export interface RestartableServer extends StartedServer {
  /** Stops the server process (SIGTERM), keeping its data dir: the admin now talks to nothing. */
  halt(): Promise<void>;
  /** Starts it again on the same port and data dir, and waits until it is healthy. */
  resume(): Promise<void>;
}

/** Like {@link startServer}, for tests of what the admin does while the server is down and once it is back. */
export async function startRestartableServer(env: Record<string, string> = {}): Promise<RestartableServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-e2e-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let current = launch(port, dataDir, env);
  let earlier = '';
  const output = () => earlier + current.output();
  const stop = async () => {
    await current.stopProcess();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(origin, current.child, output, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    origin,
    dataDir,
    output,
    stop,
    async halt() {
      await current.stopProcess();
    },
    async resume() {
      earlier = output();
      current = launch(port, dataDir, env);
      await waitForHealth(origin, current.child, output, 180_000);
    },
  };
}
