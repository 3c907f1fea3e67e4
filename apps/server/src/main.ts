import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import { createApp, HOUR_MS } from './app.js';
import type { Logger } from './app-deps.js';
import { ensureFirstEmployee } from './auth/first-employee.js';
import { type ServerSessionCache, startSessionCache } from './auth/session-revocations.js';
import { deleteExpiredSessions } from './auth/session-store.js';
import { pruneThrottleCounters } from './auth/throttles.js';
import { type Config, DEFAULT_ADMIN_PASSWORD, loadConfig } from './config.js';
import { loadOpenApiDocument } from './contract/openapi-document.js';
import { requestValidators } from './contract/register-operations.js';
import { type Database, openPglite, openPostgres } from './db/client.js';
import { type DataDirLock, DataDirLockedError, lockDataDir } from './db/data-dir-lock.js';
import { answerClientErrorsAsJson } from './http/client-errors.js';
import { createMailer } from './mail/mailer.js';
import { createMediaStore } from './media/media-store.js';
import { openMediaBackend } from './media/open-media.js';

/**
 * How often the upkeep runs: expired throttle counters are pruned, and the embedded database gets what a
 * PostgreSQL server's autovacuum would give it.
 */
const MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000;

const log: Logger = {
  info: (line) => console.log(line),
  error: (line, error) => console.error(line, error),
};

async function start(config: Config) {
  const startedAt = performance.now();
  let lock: DataDirLock | undefined;
  let database: Database | undefined;
  let sessions: ServerSessionCache | undefined;
  let server: ServerType | undefined;
  let maintenance: NodeJS.Timeout | undefined;
  let closing = false;

  async function stop(signal: string) {
    if (closing) return;
    closing = true;
    clearInterval(maintenance);
    log.info(`${signal}: stopping`);
    await new Promise<void>((resolve) => {
      if (server === undefined) return resolve();
      server.close(() => resolve());
      // Idle keep-alive connections would hold close() open; requests in flight get a moment to finish.
      if ('closeIdleConnections' in server) server.closeIdleConnections();
      setTimeout(() => {
        if (server !== undefined && 'closeAllConnections' in server) server.closeAllConnections();
      }, 3000).unref();
    });
    await sessions?.close();
    await database?.close();
    lock?.release();
    process.exit(0);
  }
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  mkdirSync(config.dataDir, { recursive: true });
  let opening: Promise<Database>;
  if (config.databaseUrl === undefined) {
    lock = lockDataDir(config.dataDir);
    opening = openPglite(path.join(config.dataDir, 'pgdata'));
  } else {
    opening = openPostgres(config.databaseUrl);
  }
  // Made while the database opens (the embedded one starts in its own thread, most of a start's time).
  requestValidators(loadOpenApiDocument());
  database = await opening;
  const { isNew } = await database.migrate();
  const media = createMediaStore(await openMediaBackend(config.media));
  await deleteExpiredSessions(database.db, config.sessionIdleHours * HOUR_MS);
  await pruneThrottleCounters(database.db);
  const createdAdmin = await ensureFirstEmployee(database.db, config.adminEmail, config.adminPassword);
  let seeded = false;
  if (isNew && config.seedDemo) {
    const seedStart = performance.now();
    // Loaded only for a new database: image rendering (sharp) is not needed otherwise.
    const { seedDemo } = await import('./seed/demo-seed.js');
    const summary = await seedDemo(database.db, media);
    seeded = true;
    log.info(`Demo data seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s: ${summary}`);
  }

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log: (line) => log.info(line),
    printLinks: config.loopbackOnly,
  });
  sessions = startSessionCache(database, log);
  const { app } = createApp({
    db: database.db,
    sessionCache: sessions.cache,
    config,
    mailer,
    media,
    log,
  });
  const { db, maintain } = database;
  maintenance = setInterval(() => {
    pruneThrottleCounters(db).catch((error: unknown) => log.error('Pruning throttle counters failed', error));
    if (maintain === undefined) return;
    const begun = performance.now();
    maintain().then(
      () => log.info(`Database upkeep (vacuum, analyze) done in ${Math.round(performance.now() - begun)} ms`),
      (error: unknown) => log.error('Database upkeep (vacuum, analyze) failed', error),
    );
  }, MAINTENANCE_INTERVAL_MS);
  maintenance.unref();
  const publicUrlFromEnv = process.env.PUBLIC_URL !== undefined && process.env.PUBLIC_URL.trim() !== '';
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
      const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${info.port}`;
      if (!publicUrlFromEnv)
        config.publicUrl = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${info.port}`;
      log.info(
        `Shop server listening on ${url} (ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s)`,
      );
      log.info(`  database: ${database?.description ?? ''}`);
      log.info(`  media:    ${media.description}`);
      log.info(`  mail:     ${mailer.description}`);
      log.info(`  API docs: ${url}/api/docs`);
      // Only the demo password is printed: a chosen one stays out of the logs.
      if ((seeded || createdAdmin) && config.adminPassword === DEFAULT_ADMIN_PASSWORD) {
        log.info(`  sign in:  ${config.adminEmail} / ${config.adminPassword}`);
      }
      resolve();
    });
    answerClientErrorsAsJson(server);
  });
}

try {
  await start(loadConfig());
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error('The shop server could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
}
