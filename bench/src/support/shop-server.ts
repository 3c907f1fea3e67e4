import { type ChildProcess, spawn } from 'node:child_process';
import { onCleanup } from './cleanup.js';
import { serverMain } from './paths.js';
import { collectLines, freePort, stopChild } from './processes.js';

/** A shop server started from its build, as `pnpm start` runs it. */
export interface ShopServer {
  readonly url: string;
  /** Milliseconds from spawning the process to the first `/healthz` 200. */
  readonly readyMs: number;
  /** Its process id (to read its memory from /proc). */
  readonly pid: number | undefined;
  /** Everything it printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/** What the server is started with; everything else in the environment that would change it is dropped. */
export interface ShopServerOptions {
  dataDir: string;
  /** A PostgreSQL server instead of the embedded database. */
  databaseUrl?: string;
  /** Fill a new data dir with the demo shop (off by default). */
  seedDemo?: boolean;
  /** How long to wait for `/healthz`; 60 s by default. */
  timeoutMs?: number;
  /** More variables (a chosen owner's password on PostgreSQL, a media bucket). */
  env?: Record<string, string>;
}

const ignoredEnv = [
  'DATABASE_URL',
  'DATA_DIR',
  'PORT',
  'HOST',
  'SEED_DEMO',
  'PUBLIC_URL',
  'TRUSTED_PROXIES',
  'SMTP_URL',
  'INIT_CWD',
  'SHOP_ADMIN_EMAIL',
  'SHOP_ADMIN_PASSWORD',
  'ANSWER_CACHE_MB',
];

/** Starts `node apps/server/dist/main.js` on a free port and waits until `/healthz` answers 200. */
export async function startShopServer(options: ShopServerOptions): Promise<ShopServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ignoredEnv) delete env[name];
  Object.assign(env, {
    DATA_DIR: options.dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: options.seedDemo ? '1' : '0',
    ...(options.databaseUrl === undefined ? {} : { DATABASE_URL: options.databaseUrl }),
    ...options.env,
  });
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [serverMain], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = collectLines(child);
  const stop = onCleanup(() => stopChild(child));
  try {
    await waitForHealth(url, child, options.timeoutMs ?? 60_000);
  } catch (error) {
    await stop();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${reason}\n${output.text().split('\n').slice(-10).join('\n')}`);
  }
  const readyMs = performance.now() - started;
  return { url, readyMs, pid: child.pid, output: () => output.text(), stop };
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    // Polled often: the cold-start benchmark reads the time of the first 200.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`the server did not answer /healthz within ${timeoutMs} ms`);
}

/** The demo login (the server's defaults). */
export const ADMIN_LOGIN = { email: 'admin@shop.test', password: 'change-me-now' } as const;

/** The local-storage key under which the admin keeps who is signed in (apps/admin/src/app/session-store.ts). */
export const SESSION_STORAGE_KEY = 'signedInEmployee';

/** A person signed in as the admin's sign-in form signs them in: the session cookie, and who is signed in. */
export interface BrowserSession {
  /** The HttpOnly session cookie the server set (`shop_session` over plain http). */
  cookie: { name: string; value: string };
  /** The employee record as login answers it: what the admin keeps in local storage under `SESSION_STORAGE_KEY`. */
  employee: string;
}

/** Signs in as the demo admin the way the admin app does (its header, the shop's own origin): a cookie session. */
export async function browserSession(url: string): Promise<BrowserSession> {
  const response = await fetch(`${url}/api/employees/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shop-client': 'admin', origin: url },
    body: JSON.stringify(ADMIN_LOGIN),
  });
  if (response.status !== 200) throw new Error(`login answered ${response.status}`);
  const pair = response.headers.get('set-cookie')?.split(';')[0] ?? '';
  const separator = pair.indexOf('=');
  if (separator < 0) throw new Error('login set no session cookie');
  return {
    cookie: { name: pair.slice(0, separator), value: pair.slice(separator + 1) },
    employee: await response.text(),
  };
}

/** Signs in (as the demo admin unless `login` says otherwise) and answers the bearer token. */
export async function signIn(
  url: string,
  login: { email: string; password: string } = ADMIN_LOGIN,
): Promise<string> {
  const response = await fetch(`${url}/api/employees/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(login),
  });
  const body: unknown = await response.json();
  if (response.status !== 200 || typeof body !== 'object' || body === null || !('token' in body)) {
    throw new Error(`login answered ${response.status}: ${JSON.stringify(body)}`);
  }
  const token = body.token;
  if (typeof token !== 'string') throw new Error('login answered no token');
  return token;
}
