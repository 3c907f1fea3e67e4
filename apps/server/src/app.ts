import { createHash, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { IncomingMessage } from 'node:http';
import { gzipSync } from 'node:zlib';
import { READ_AFTER_HEADER, SHOP_CLIENT_HEADER, WRITE_POSITION_HEADER } from '@shop/sdk';
import type { Context, Hono as HonoApp } from 'hono';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { apiTokenSecretOf } from './auth/api-token-format.js';
import { ApiTokenLastUse } from './auth/api-token-last-use.js';
import { ApiTokenRate, DEFAULT_API_TOKEN_RATE } from './auth/api-token-rate.js';
import { authenticateApiToken } from './auth/api-token-store.js';
import type { SessionCache } from './auth/session-cache.js';
import { sessionCookieName } from './auth/session-cookie.js';
import { authenticate, authenticateSessionToken } from './auth/session-store.js';
import { Throttles } from './auth/throttles.js';
import { registerOperations, toRoutePath } from './contract/register-operations.js';
import type { BackupEncryption, BackupSchedule, Config } from './core/config.js';
import { HttpError } from './core/http-error.js';
import { preferredLanguage } from './core/language.js';
import type { Logger } from './core/logger.js';
import { translate } from './core/messages.js';
import { createDashboard } from './data/dashboard.js';
import { constraintMessage } from './db/database-errors.js';
import type { Db } from './db/executor.js';
import { loadOpenApiDocument, type OperationSpec, openApiDocumentText } from './document/openapi-document.js';
import { EventHub } from './events/event-hub.js';
import { DEFAULT_EVENT_STREAM_TIMING, type EventStreamTiming } from './events/event-stream.js';
import type { AppDeps } from './handlers/app-deps.js';
import type { SharedAnswers } from './http/answer-invalidation.js';
import { registerApiDocs } from './http/api-docs.js';
import { AssetCache, keptResponse } from './http/asset-cache.js';
import { trustedProxies } from './http/client-address.js';
import { cors } from './http/cors.js';
import { csrfGuard } from './http/csrf-guard.js';
import { FIRST_DATA_BUDGET_MS, firstReadHeaders, readFirstData, withFirstData } from './http/first-data.js';
import { firstReads, SIGNED_IN_READS } from './http/first-reads.js';
import type { Metrics } from './http/metrics.js';
import { LANGUAGE_COOKIE, PagePreloads, pageLanguage } from './http/page-preloads.js';
import { requestIsSecure } from './http/request-scheme.js';
import {
  type AnsweredRequest,
  describeRequest,
  InFlight,
  nameRoute,
  trackRequests,
} from './http/request-tracking.js';
import { securityHeadersFor } from './http/security-headers.js';
import { fileInside, fileResponse } from './http/static-files.js';
import type { Mailer } from './mail/mailer.js';
import type { MediaStore } from './media/media-store.js';
import { operations as allOperations } from './resources/all-operations.js';
import { WebhookTargets } from './webhooks/webhook-targets.js';

export interface AppOptions {
  db: Db;
  /**
   * Verified sessions remembered in this process; it must hear of every revocation, which startSessionCache
   * (session-revocations.ts) sees to. Without it each signed-in call looks its session up.
   */
  sessionCache?: SessionCache;
  /**
   * Kept answers of list reads (startAnswerCache, answer-invalidation.ts), told of every write; without it every
   * read runs its query.
   */
  answers?: SharedAnswers;
  config: Pick<Config, 'publicUrl' | 'adminDistDir' | 'sessionIdleHours' | 'trustedProxies' | 'shopTimeZone'>;
  mailer: Mailer;
  media: MediaStore;
  log: Logger;
  /** Calls an API token may make a minute, in this process (API_TOKEN_RATE); 600 by default. */
  apiTokenRate?: number;
  /** The throttles' clock, in epoch milliseconds (Date.now); tests move theirs instead of waiting. */
  clock?: () => number;
  /** Requests being answered (graceful shutdown waits for them); a new count by default. */
  inFlight?: InFlight;
  /** Told of every answered request (the request log). */
  onAnswered?: (request: AnsweredRequest) => void;
  /** Served at `GET /metrics`; that path answers 404 without it. */
  metrics?: Metrics;
  /** When set, `GET /metrics` wants `Authorization: Bearer <it>` (METRICS_TOKEN). */
  metricsToken?: string;
  /**
   * Whether this process should be sent requests (`GET /readyz`): false while it shuts down or when the database
   * does not answer. Ready whenever it answers by default.
   */
  ready?: () => Promise<boolean>;
  /** True once the process is stopping: every answer then says `Connection: close`. */
  draining?: () => boolean;
  /** Which database `db` is (what a backup's manifest says); embedded by default. */
  databaseKind?: 'pglite' | 'postgres';
  /** The scheduled backups, when they are on (only their state is read here). */
  backupSchedule?: BackupSchedule;
  /** How downloaded backups are encrypted (BACKUP_PASSPHRASE or BACKUP_RECIPIENT); plain by default. */
  backupEncryption?: BackupEncryption;
  /**
   * This process's event streams (`GET /api/events`); on a PostgreSQL server its `hearer` must be given to
   * startSessionCache, so that other processes' events reach them. A hub of its own by default.
   */
  events?: EventHub;
  /** The event streams' heartbeat (15 s) and longest life (10 minutes); tests shorten them. */
  eventStreamTiming?: EventStreamTiming;
  /**
   * How long a signed-in page waits at most for its first reads (FIRST_DATA_BUDGET_MS, 300 ms, by default); tests
   * that check what the page carries wait longer, so a busy machine does not leave reads out.
   */
  firstDataBudgetMs?: number;
  /** Where webhooks may be sent; only public addresses by default (no WEBHOOK_ALLOWED_HOSTS). */
  webhookTargets?: WebhookTargets;
  /** The webhooks' dispatcher (none by default: nothing is sent, deliveries wait). */
  webhooks?: { wake(): void };
}

export const HOUR_MS = 60 * 60 * 1000;

function operationMatchers(basePath: string, operations: OperationSpec[]) {
  return operations.map((op) => ({
    method: op.method.toUpperCase(),
    pattern: new RegExp(`^${toRoutePath(basePath, op.path).replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`),
  }));
}

/**
 * Whether the request's body had not all arrived when the answer was made (the answer came first: a 401, a bad
 * id, a 413). Node would keep the connection for the next request only after reading that rest, and
 * @hono/node-server gives up reading it after half a second and closes the connection, which the client, told
 * "keep-alive", would reuse and see fail.
 */
function bodyLeftUnread(c: Context): boolean {
  const env: unknown = c.env;
  const incoming = typeof env === 'object' && env !== null && 'incoming' in env ? env.incoming : undefined;
  return incoming instanceof IncomingMessage && !incoming.complete;
}

/** Whether two secrets are equal, in a time that does not tell how much of one matched (nor its length). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The whole HTTP application: the API from the OpenAPI document, its docs, media, health and the admin app. */
export function createApp(options: AppOptions): { app: HonoApp; operations: OperationSpec[] } {
  const { db, media, log } = options;
  const doc = loadOpenApiDocument();
  const documentText = openApiDocumentText();
  const app = new Hono();
  const metrics = options.metrics;

  app.use(
    '*',
    trackRequests(options.inFlight ?? new InFlight(), (request) => {
      metrics?.observe(request);
      options.onAnswered?.(request);
    }),
  );
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(securityHeadersFor(options.config.publicUrl))) {
      c.res.headers.set(name, value);
    }
    // API answers hold sessions, customers and orders: no browser or proxy keeps them (errors included). Any of
    // them may be a message in the language the request asked for; an error is one, and says which (an answer
    // with messages says so itself).
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) {
      c.res.headers.set('Cache-Control', 'no-store');
      c.res.headers.append('Vary', 'Accept-Language');
      if (c.res.status >= 400) {
        c.res.headers.set('Content-Language', preferredLanguage(c.req.header('accept-language')));
      }
    }
    // Say so rather than close a connection the client believes open (see bodyLeftUnread); a stopping server
    // takes no further request on a connection either.
    if (bodyLeftUnread(c) || options.draining?.() === true) c.res.headers.set('Connection', 'close');
  });
  app.use(
    '/api/*',
    cors({
      // Read per request: main learns the real port (PORT=0) only once it listens.
      origin: () => new URL(options.config.publicUrl).origin,
      allowHeaders: [
        'Authorization',
        'Content-Type',
        'Accept-Language',
        'If-Match',
        'Last-Event-ID',
        READ_AFTER_HEADER,
        SHOP_CLIENT_HEADER,
      ],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      // Content-Disposition: an admin on another origin saves an export under the server's file name. ETag and a
      // write's position: what the next update and read send back.
      exposeHeaders: ['Retry-After', 'Content-Disposition', 'ETag', WRITE_POSITION_HEADER],
      maxAgeSeconds: 600,
    }),
  );

  app.onError((error, c) => {
    const language = preferredLanguage(c.req.header('accept-language'));
    if (error instanceof HttpError) return c.json(error.body(language), error.status, error.headers);
    const message = constraintMessage(error);
    if (message !== undefined) return c.json({ message: translate(message, language) }, 409);
    // Named by its route, never its path: paths may carry invite and reset tokens.
    log.error(`${describeRequest(c)} failed`, error);
    const failed = /*i18n*/ { id: 'server.failed', message: 'Something went wrong' };
    return c.json({ message: translate(failed, language) }, 500);
  });

  const deps: AppDeps = {
    db,
    config: options.config,
    mailer: options.mailer,
    media,
    throttles: new Throttles(db, options.clock),
    dashboard: createDashboard(),
    now: options.clock ?? Date.now,
    log,
    sessionCache: options.sessionCache,
    databaseKind: options.databaseKind ?? 'pglite',
    backupSchedule: options.backupSchedule,
    backupEncryption: options.backupEncryption,
    events: options.events ?? new EventHub(db, log),
    eventStreamTiming: options.eventStreamTiming ?? DEFAULT_EVENT_STREAM_TIMING,
    webhookTargets: options.webhookTargets ?? new WebhookTargets([]),
    webhooks: options.webhooks ?? { wake: () => {} },
  };

  // The server listens only once the database is open and migrated: alive means healthy.
  app.get('/healthz', (c) => {
    nameRoute(c, 'health');
    return c.json({ status: 'ok' });
  });
  // Ready for requests: a load balancer stops sending them when this says no (shutting down, no database).
  app.get('/readyz', async (c) => {
    nameRoute(c, 'ready');
    const ready = (await options.ready?.().catch(() => false)) ?? true;
    return ready ? c.json({ status: 'ready' }) : c.json({ status: 'not ready' }, 503);
  });
  app.get('/metrics', async (c) => {
    nameRoute(c, 'metrics');
    if (metrics === undefined) return c.json({ message: 'No metrics here.' }, 404);
    const token = options.metricsToken;
    if (token !== undefined && !sameSecret(c.req.header('authorization') ?? '', `Bearer ${token}`)) {
      return c.json({ message: 'Send the metrics token (METRICS_TOKEN) as a bearer token.' }, 401);
    }
    const { text, contentType } = await metrics.render();
    return c.body(text, 200, { 'content-type': contentType, 'cache-control': 'no-store' });
  });
  app.use('/api/docs*', async (c, next) => {
    nameRoute(c, 'docs');
    await next();
  });
  app.get('/api/openapi.json', (c) =>
    c.body(documentText, 200, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-cache',
    }),
  );
  registerApiDocs(app);

  const proxies = trustedProxies(options.config.trustedProxies);
  const secure = (c: Context) => requestIsSecure(c, options.config.publicUrl, proxies);
  // Before any operation's route (and its body limit): a forged change is refused before its body is read.
  app.use('/api/*', csrfGuard({ ownOrigin: () => options.config.publicUrl, secure }));

  const apiTokenRules = {
    now: deps.now,
    cache: deps.sessionCache,
    lastUse: new ApiTokenLastUse(),
    rate: new ApiTokenRate(options.apiTokenRate ?? DEFAULT_API_TOKEN_RATE, deps.now),
  };
  const operations = registerOperations(
    app,
    doc,
    allOperations,
    {
      authenticate: (authorization, clientAddress, sessionCookie) => {
        const rules = {
          idleMs: options.config.sessionIdleHours * HOUR_MS,
          cache: deps.sessionCache,
          clientAddress,
        };
        if (authorization === undefined && sessionCookie !== undefined)
          return authenticateSessionToken(db, sessionCookie, rules);
        const secret = apiTokenSecretOf(authorization);
        if (secret !== undefined) return authenticateApiToken(db, secret, clientAddress, apiTokenRules);
        return authenticate(db, authorization, rules);
      },
      secure,
      checkUpload: async (field, file) => {
        await media.check(field, file);
      },
      trustedProxies: proxies,
      answers: options.answers,
      wrote: () => deps.events.wake(),
    },
    deps,
  );

  const matchers = operationMatchers(doc.basePath, operations);
  app.all('/api/*', (c) => {
    const language = preferredLanguage(c.req.header('accept-language'));
    const allowed = matchers.filter((m) => m.pattern.test(c.req.path)).map((m) => m.method);
    const method = c.req.method;
    if (allowed.length > 0) {
      const notAllowed = /*i18n*/ {
        id: 'request.methodNotAllowed',
        message: '{method} is not allowed here; use {allowed}.',
        values: { method, allowed: allowed.join(', ') },
      };
      return c.json({ message: translate(notAllowed, language) }, 405, { Allow: allowed.join(', ') });
    }
    const noOperation = /*i18n*/ {
      id: 'request.noOperation',
      message: 'No API operation at {method} {path}.',
      values: { method, path: c.req.path },
    };
    return c.json({ message: translate(noOperation, language) }, 404);
  });

  app.on(['GET', 'HEAD'], '/media/*', async (c) => {
    nameRoute(c, 'media');
    const answer = await media.respond(c.req.path.slice('/media/'.length), c.req.method, {
      'cache-control': 'public, max-age=31536000, immutable',
    });
    return answer ?? c.json({ message: 'No such image.' }, 404);
  });
  app.all('/media/*', (c) => c.json({ message: 'Images are read with GET.' }, 405, { Allow: 'GET, HEAD' }));

  const adminDir = options.config.adminDistDir;
  const assets = new AssetCache();
  const pages = new PagePreloads(adminDir, (line, error) => log.error(line, error));
  const operationsById = new Map(doc.operations.map((operation) => [operation.operationId, operation]));
  app.on(['GET', 'HEAD'], '*', async (c) => {
    nameRoute(c, 'admin');
    const index = fileInside(adminDir, 'index.html');
    if (index === undefined) {
      return c.json(
        { message: 'Not found. The admin app is not built; the API is at /api (docs at /api/docs).' },
        404,
      );
    }
    const requested = c.req.path === '/' ? undefined : fileInside(adminDir, c.req.path.slice(1));
    if (requested !== undefined) {
      const immutable = c.req.path.startsWith('/assets/');
      if (immutable) {
        const cached = assets.response(requested, c.req.method, c.req.header('accept-encoding'), {
          'cache-control': 'public, max-age=31536000, immutable',
        });
        if (cached !== undefined) return cached;
      }
      return fileResponse(requested, c.req.method, {
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
    }
    // A deep link (/items, /ordersFromStatus/shipped) loads the app, naming what its page needs up front when the
    // build says; a missing file is a 404.
    if (/\.[A-Za-z0-9]+$/.test(c.req.path)) return c.json({ message: 'No such file.' }, 404);
    const headers = { 'cache-control': 'no-cache', vary: 'Accept-Language, Cookie' };
    const language = pageLanguage(getCookie(c, LANGUAGE_COOKIE), c.req.header('accept-language'));
    const signedIn = getCookie(c, sessionCookieName(secure(c))) !== undefined;
    const reads =
      signedIn && c.req.method === 'GET' ? firstReads(c.req.path, new URL(c.req.url).searchParams) : [];
    if (reads.length > 0) {
      const html = pages.html(c.req.path, language) ?? readFileSync(index, 'utf8');
      const data = await readFirstData(
        new URL(c.req.url).origin,
        firstReadHeaders(c.req.raw.headers),
        [...SIGNED_IN_READS, ...reads],
        {
          operations: operationsById,
          basePath: doc.basePath,
          send: async (request) => app.fetch(request, c.env),
          budgetMs: options.firstDataBudgetMs ?? FIRST_DATA_BUDGET_MS,
        },
      );
      // The page carries this person's data: no cache may keep it, or give it to another cookie.
      const page = data === undefined ? html : withFirstData(html, data);
      const body = Buffer.from(page);
      return keptResponse(
        { body, gzip: gzipSync(body), type: 'text/html; charset=utf-8' },
        c.req.method,
        c.req.header('accept-encoding'),
        { 'cache-control': 'no-store', vary: 'Accept-Language, Cookie' },
      );
    }
    return (
      pages.response(c.req.path, language, c.req.method, c.req.header('accept-encoding'), headers) ??
      fileResponse(index, c.req.method, { 'cache-control': 'no-cache' })
    );
  });

  app.notFound((c) => c.json({ message: `Not found: ${c.req.method} ${c.req.path}.` }, 404));
  return { app, operations };
}
