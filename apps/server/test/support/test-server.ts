import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import pg from 'pg';
import { createApp } from '../../src/app.js';
import { ensureFirstEmployee } from '../../src/auth/first-employee.js';
import { startSessionCache } from '../../src/auth/session-revocations.js';
import type { BackupEncryption } from '../../src/core/config.js';
import type { Logger } from '../../src/core/logger.js';
import { type Database, openPglite, openPostgres } from '../../src/db/client.js';
import { EventHub } from '../../src/events/event-hub.js';
import type { EventStreamTiming } from '../../src/events/event-stream.js';
import { type SharedAnswers, startAnswerCache } from '../../src/http/answer-invalidation.js';
import { answerClientErrorsAsJson } from '../../src/http/client-errors.js';
import { createMetrics } from '../../src/http/metrics.js';
import { type AnsweredRequest, InFlight } from '../../src/http/request-tracking.js';
import { createMailer } from '../../src/mail/mailer.js';
import { diskMedia } from '../../src/media/disk-media.js';
import type { ImageQueue } from '../../src/media/image-queue.js';
import type { MediaBackend } from '../../src/media/media-backend.js';
import { createMediaStore } from '../../src/media/media-store.js';
import { seedDemo } from '../../src/seed/demo-seed.js';
import { WebhookDispatcher } from '../../src/webhooks/webhook-dispatcher.js';
import type { Resolve } from '../../src/webhooks/webhook-targets.js';
import { assertDeclaredResponse, assertErrorBody, findOperation } from './contract-check.js';
import { LoopbackOnlyTargets, testResolver } from './loopback-targets.js';

export const ADMIN = { email: 'admin@shop.test', password: 'tulip-garnet-ferry-52' };

export interface ApiResponse {
  status: number;
  headers: Headers;
  /** The parsed JSON body (undefined when empty). */
  body: unknown;
  text: string;
}

export interface RequestOptions {
  token?: string;
  json?: unknown;
  form?: FormData;
  /** A raw body with its content type, for malformed requests. */
  raw?: { body: string | Blob | FormData; contentType?: string };
  headers?: Record<string, string>;
}

/** The throttles' clock of a test server: still, until a test moves it (no test waits for a throttle). */
export interface TestClock {
  now(): number;
  advance(ms: number): void;
}

export interface TestServer {
  url: string;
  clock: TestClock;
  dataDir: string;
  database: Database;
  /**
   * The server's kept list answers, as a server runs with them. A test that writes to the database behind the
   * API's back (SQL of its own) clears them, as a restart would.
   */
  answers: SharedAnswers;
  /** The server's open event streams (`GET /api/events`). */
  events: EventHub;
  /**
   * The server's webhook dispatcher: woken by every event, with no timer of its own; after moving the clock a test
   * runs a pass itself (`runOnce`).
   */
  webhooks: WebhookDispatcher;
  /** The PostgreSQL database's URL, for another server on the same data; undefined with PGlite. */
  databaseUrl: string | undefined;
  mediaDir: string;
  outboxDir: string;
  logs: string[];
  /** Every request answered so far, as the request log and the metrics saw it. */
  answered: AnsweredRequest[];
  /** A request to the API; the response is checked against the document (declared status, body schema). */
  api(method: string, path: string, options?: RequestOptions): Promise<ApiResponse>;
  /** A request outside the document's operations; error answers must still be JSON `{message}`. */
  raw(method: string, path: string, options?: RequestOptions): Promise<ApiResponse>;
  login(email?: string, password?: string): Promise<string>;
  /** The .eml files in the outbox, oldest first, with their text. */
  outbox(): Promise<Array<{ file: string; text: string }>>;
  close(): Promise<void>;
}

async function send(
  url: string,
  method: string,
  path: string,
  options: RequestOptions,
): Promise<ApiResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  let body: string | Blob | FormData | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form !== undefined) {
    body = options.form;
  } else if (options.raw !== undefined) {
    body = options.raw.body;
    if (options.raw.contentType !== undefined) headers['content-type'] = options.raw.contentType;
  }
  const response = await fetch(url + path, { method, headers, body, redirect: 'manual' });
  const text = await response.text();
  let parsed: unknown;
  if (text !== '' && (response.headers.get('content-type') ?? '').includes('application/json')) {
    parsed = JSON.parse(text);
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

/** The UTF-8 text of a run of quoted-printable escapes (`=E0=A6=AA`): one character may take several. */
function quotedPrintableBytes(run: string): string {
  return Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8');
}

/** The bytes of an encoded word's quoted-printable text (`_` is a space, `=E0` a byte). */
function qBytes(data: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < data.length; i++) {
    if (data[i] === '=') {
      bytes.push(Number.parseInt(data.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(data[i] === '_' ? 0x20 : data.charCodeAt(i));
    }
  }
  return Buffer.from(bytes);
}

/** A header's encoded words (`=?UTF-8?B?…?=`, folded over lines), as the text they hold. */
function decodeEncodedWords(text: string): string {
  const word = /=\?UTF-8\?([BQ])\?([^?]*)\?=/gi;
  return text.replace(/=\?UTF-8\?[BQ]\?[^?]*\?=(?:\s+=\?UTF-8\?[BQ]\?[^?]*\?=)*/gi, (run) =>
    // The words' bytes joined first: a character may be split between two words.
    Buffer.concat(
      [...run.matchAll(word)].map(([, kind, data = '']) =>
        kind?.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : qBytes(data),
      ),
    ).toString('utf8'),
  );
}

/**
 * A mail as its reader sees it, so that tests find its words and links whole: the encoded words of its headers
 * decoded, and each part's base64 or quoted-printable body as its UTF-8 text.
 */
function readableMail(raw: string): string {
  const parts = raw.replace(
    /(Content-Transfer-Encoding: base64\r?\n\r?\n)([A-Za-z0-9+/=\r\n]+?)(?=\r?\n--|\s*$)/g,
    (_, head: string, body: string) =>
      head + Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8'),
  );
  return decodeEncodedWords(parts)
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, quotedPrintableBytes);
}

/** A new, empty database on the PostgreSQL server PG_TEST_URL names, and how to drop it afterwards. */
export async function emptyPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      // pool.end() answers before its connections are gone; forcing the drop while one is still closing makes
      // that client emit an error no one listens to. Give them a moment first.
      for (let attempt = 0; attempt < 100; attempt++) {
        const open = await client.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (open.rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * A fresh database: PGlite in memory, or, when PG_TEST_URL names a PostgreSQL server, a new database created
 * there for this test server and dropped afterwards.
 */
async function freshDatabase(embedded: boolean): Promise<{
  database: Database;
  url: string | undefined;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.PG_TEST_URL;
  if (embedded || serverUrl === undefined || serverUrl === '')
    return { database: await openPglite(undefined), url: undefined, drop: async () => {} };
  const { url, drop } = await emptyPostgresDatabase(serverUrl);
  return { database: await openPostgres(url), url, drop };
}

/** Starts the whole app on a fresh database and a temporary data directory, on a free port. */
export async function startTestServer(
  options: {
    seedDemo?: boolean;
    adminDistDir?: string;
    /** Where images go: `media/` of the data dir by default (an S3 bucket's backend, for one). */
    media?: MediaBackend;
    /** TRUSTED_PROXIES, as the configuration reads it. */
    trustedProxies?: string[];
    /** Print mail links in the logs, as a loopback server does (default true). */
    printMailLinks?: boolean;
    /** The embedded database (PGlite in memory) even in the PostgreSQL pass. */
    embedded?: boolean;
    /** The line image work waits in (the server's default limits otherwise). */
    imageQueue?: ImageQueue;
    /** BACKUP_PASSPHRASE or BACKUP_RECIPIENT, as the configuration reads them. */
    backupEncryption?: BackupEncryption;
    /** Where the test clock starts (epoch milliseconds; now by default): the demo seed's first start too. */
    startTime?: number;
    /** API_TOKEN_RATE: calls an API token may make a minute (the server's default otherwise). */
    apiTokenRate?: number;
    /** The event streams' heartbeat and longest life (the server's defaults otherwise). */
    eventStreamTiming?: EventStreamTiming;
    /** How long a signed-in page waits for its first reads (the server's 300 ms otherwise). */
    firstDataBudgetMs?: number;
    /** WEBHOOK_ALLOWED_HOSTS, as the configuration reads it (none by default). */
    webhookAllowedHosts?: string[];
    /** How webhook host names resolve: a test's names only (none by default; never the system's DNS). */
    webhookResolve?: Resolve;
    /** The webhooks' random jitter (Math.random otherwise). */
    webhookRandom?: () => number;
  } = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-server-test-'));
  const { database, url: databaseUrl, drop } = await freshDatabase(options.embedded === true);
  await database.migrate();
  await ensureFirstEmployee(database.db, ADMIN.email, ADMIN.password);
  const logs: string[] = [];
  const answered: AnsweredRequest[] = [];
  const inFlight = new InFlight();
  const mediaDir = path.join(dataDir, 'media');
  const outboxDir = path.join(dataDir, 'outbox');
  const config = {
    publicUrl: 'http://127.0.0.1:0',
    sessionIdleHours: 12,
    shopTimeZone: 'Asia/Dhaka',
    adminDistDir: options.adminDistDir ?? path.join(dataDir, 'no-admin'),
    trustedProxies: options.trustedProxies ?? [],
  };
  let time = options.startTime ?? Date.now();
  const clock: TestClock = {
    now: () => time,
    advance: (ms) => {
      time += ms;
    },
  };
  const media = createMediaStore(options.media ?? diskMedia(mediaDir), options.imageQueue);
  if (options.seedDemo === true)
    await seedDemo(database.db, media, { now: time, timeZone: config.shopTimeZone });
  const mailer = createMailer({
    smtpUrl: undefined,
    from: 'Shop <no-reply@shop.test>',
    outboxDir,
    log: (l) => logs.push(l),
    printLinks: options.printMailLinks ?? true,
  });
  const log: Logger = { info: (l) => logs.push(l), error: (l, e) => logs.push(`${l} ${String(e)}`) };
  // As the server runs: sessions remembered, with a PostgreSQL server while revocations are heard.
  const answers = startAnswerCache(database, log);
  const events = new EventHub(database.db, log);
  const sessions = startSessionCache(database, log, [
    ...(answers.hearer === undefined ? [] : [answers.hearer]),
    events.hearer,
  ]);
  const webhookTargets = new LoopbackOnlyTargets(
    options.webhookAllowedHosts ?? [],
    options.webhookResolve ?? testResolver(),
  );
  const webhooks = new WebhookDispatcher({
    database,
    targets: webhookTargets,
    mailer,
    log,
    now: clock.now,
    publicUrl: () => config.publicUrl,
    timer: false,
    ...(options.webhookRandom === undefined ? {} : { random: options.webhookRandom }),
  });
  events.onWake(() => webhooks.wake());
  // SQL a test runs behind the API's back is a write no process announces: the kept answers go, as at a restart.
  // The server's own announcement of a write (answer-invalidation.ts) is no such SQL.
  const exec = database.exec.bind(database);
  database.exec = async (text) => {
    try {
      return await exec(text);
    } finally {
      if (!text.startsWith('select announce_answer_write(')) answers.cache.clear();
    }
  };
  const { app } = createApp({
    db: database.db,
    databaseKind: database.kind,
    backupEncryption: options.backupEncryption,
    sessionCache: sessions.cache,
    answers,
    events,
    webhookTargets,
    webhooks,
    ...(options.eventStreamTiming === undefined ? {} : { eventStreamTiming: options.eventStreamTiming }),
    ...(options.apiTokenRate === undefined ? {} : { apiTokenRate: options.apiTokenRate }),
    ...(options.firstDataBudgetMs === undefined ? {} : { firstDataBudgetMs: options.firstDataBudgetMs }),
    config,
    mailer,
    media,
    log,
    clock: clock.now,
    inFlight,
    onAnswered: (request) => answered.push(request),
    metrics: createMetrics(inFlight, database.poolStats),
    ready: async () => {
      await database.exec('select 1');
      return true;
    },
  });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  answerClientErrorsAsJson(server);
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the server has no port');
  const url = `http://127.0.0.1:${address.port}`;
  config.publicUrl = url;

  const api = async (method: string, apiPath: string, options: RequestOptions = {}) => {
    const operation = findOperation(method, `/api${apiPath}`);
    if (operation === undefined) throw new Error(`no operation in the document for ${method} /api${apiPath}`);
    const response = await send(url, method, `/api${apiPath}`, options);
    assertDeclaredResponse(operation, response.status, response.body, response.text);
    return response;
  };
  const raw = async (method: string, rawPath: string, options: RequestOptions = {}) => {
    const response = await send(url, method, rawPath, options);
    if (response.status >= 400) assertErrorBody(response.body, response.text, response.status);
    return response;
  };

  return {
    url,
    clock,
    dataDir,
    database,
    answers,
    events,
    webhooks,
    databaseUrl,
    mediaDir,
    outboxDir,
    logs,
    answered,
    api,
    raw,
    async login(email = ADMIN.email, password = ADMIN.password) {
      const response = await api('POST', '/employees/login', { json: { email, password } });
      if (response.status !== 200) throw new Error(`login failed: ${response.text}`);
      const body = response.body;
      if (typeof body !== 'object' || body === null || !('token' in body) || typeof body.token !== 'string') {
        throw new Error('no token');
      }
      return body.token;
    },
    async outbox() {
      let files: string[];
      try {
        files = (await readdir(outboxDir)).filter((f) => f.endsWith('.eml')).sort();
      } catch {
        return [];
      }
      return Promise.all(
        files.map(async (file) => ({
          file,
          text: readableMail(await readFile(path.join(outboxDir, file), 'utf8')),
        })),
      );
    },
    async close() {
      events.close();
      await webhooks.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await sessions.close();
      await answers.close();
      await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
