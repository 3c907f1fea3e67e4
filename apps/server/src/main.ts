// First: PGlite starts opening in its thread while the modules below load (early-start.ts).
import './early-start.js';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import { createApp, HOUR_MS } from './app.js';
import { DEMO_ADMIN_PASSWORD } from './auth/demo-login.js';
import { demoPasswordRefusal, ownersWithDemoPassword } from './auth/demo-password-owners.js';
import { ensureFirstEmployee } from './auth/first-employee.js';
import { type ServerSessionCache, startSessionCache } from './auth/session-revocations.js';
import { deleteExpiredSessions } from './auth/session-store.js';
import { pruneThrottleCounters } from './auth/throttles.js';
import { takeScheduledBackup } from './backup/backups.js';
import type { Config } from './core/config.js';
import { pruneChanges } from './data/changes.js';
import { keepTimeZone } from './data/dashboard.js';
import { pruneIdempotencyKeys } from './data/idempotency.js';
import { sharedMobilesNotice } from './data/mobile-numbers.js';
import { EVENT_RETENTION_DAYS, pruneEvents } from './data/outbox.js';
import { type Database, openPglite, openPostgres } from './db/client.js';
import { type DataDirLock, DataDirLockedError, lockDataDir } from './db/data-dir-lock.js';
import { ifUnlocked, PROCESS_LOCKS, whileLocked } from './db/process-locks.js';
import { loadOpenApiDocument } from './document/openapi-document.js';
import { requestValidators } from './document/schema-validation.js';
import { takeEarlyPglite } from './early-start.js';
import { EventHub } from './events/event-hub.js';
import { type SharedAnswers, startAnswerCache } from './http/answer-invalidation.js';
import { answerClientErrorsAsJson } from './http/client-errors.js';
import { createMetrics } from './http/metrics.js';
import { InFlight } from './http/request-tracking.js';
import { createServerLog, type ServerLog } from './http/server-log.js';
import { loadConfig } from './load-config.js';
import { createMailer } from './mail/mailer.js';
import { createMediaStore } from './media/media-store.js';
import { openMediaBackend } from './media/open-media.js';
import { DELIVERY_RETENTION_DAYS, pruneDeliveries } from './webhooks/webhook-deliveries.js';
import { WebhookDispatcher } from './webhooks/webhook-dispatcher.js';
import { WebhookTargets } from './webhooks/webhook-targets.js';

/**
 * How often the upkeep runs: expired sessions and throttle counters are removed, and the embedded database gets
 * what a PostgreSQL server's autovacuum would give it.
 */
const MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000;

/** How long a stopping server lets the requests under way finish before it closes their connections. */
const SHUTDOWN_GRACE_MS = 10_000;

async function start(config: Config, serverLog: ServerLog) {
  const { log } = serverLog;
  const inFlight = new InFlight();
  const startedAt = performance.now();
  let lock: DataDirLock | undefined;
  let database: Database | undefined;
  let sessions: ServerSessionCache | undefined;
  let answers: SharedAnswers | undefined;
  let events: EventHub | undefined;
  let webhooks: WebhookDispatcher | undefined;
  let server: ServerType | undefined;
  let maintenance: NodeJS.Timeout | undefined;
  let backups: NodeJS.Timeout | undefined;
  let closing = false;

  /**
   * Stops gracefully: /readyz says no at once (a load balancer stops sending requests), no new connection is taken,
   * answers say `Connection: close`, the requests under way get up to 10 s to finish, then the database closes.
   */
  async function stop(signal: string) {
    if (closing) return;
    closing = true;
    // Open event streams end now (their clients resume elsewhere with Last-Event-ID), not after the grace time.
    events?.close();
    clearInterval(maintenance);
    clearInterval(backups);
    log.info(`${signal}: stopping; ${inFlight.count} requests under way may finish`);
    const running = server;
    if (running !== undefined) {
      const closed = new Promise<void>((resolve) => running.close(() => resolve()));
      if ('closeIdleConnections' in running) running.closeIdleConnections();
      const finished = await inFlight.settled(SHUTDOWN_GRACE_MS);
      if (!finished) {
        log.info(
          `${inFlight.count} requests did not finish within ${SHUTDOWN_GRACE_MS / 1000} s; closing them`,
        );
      }
      // The last answers are still being written; their connections close after them (Connection: close). What
      // is left open after that (a client keeping an idle connection) is closed.
      const cutOff = setTimeout(
        () => {
          if ('closeAllConnections' in running) running.closeAllConnections();
        },
        finished ? 2_000 : 0,
      );
      await closed;
      clearTimeout(cutOff);
    }
    // A delivery under way ends within its 10 s; the next process sends what is left.
    await webhooks?.stop();
    await sessions?.close();
    await answers?.close();
    await database?.close();
    lock?.release();
    log.info('Stopped');
    serverLog.flush();
    process.exit(0);
  }
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  mkdirSync(config.dataDir, { recursive: true });
  let opening: Promise<Database>;
  if (config.databaseUrl === undefined) {
    const early = takeEarlyPglite(config.dataDir);
    lock = early?.lock ?? lockDataDir(config.dataDir);
    opening = openPglite(path.join(config.dataDir, 'pgdata'), { thread: early?.thread });
  } else {
    opening = openPostgres(config.databaseUrl);
  }
  // Made while the database opens (the embedded one starts in its own thread, most of a start's time).
  requestValidators(loadOpenApiDocument());
  database = await opening;
  const opened = database;
  const media = createMediaStore(await openMediaBackend(config.media));
  // Several processes may start together on one PostgreSQL database: one at a time migrates, creates the first
  // owner and seeds; the others wait, then find it done.
  const { createdAdmin, seeded } = await whileLocked(opened, PROCESS_LOCKS.startup, async () => {
    // Before anything is written: a refused start leaves the database as it found it.
    if (!config.localTrial) {
      const checking = performance.now();
      const owners = await ownersWithDemoPassword(opened.db);
      if (owners.length > 0) throw new Error(demoPasswordRefusal(owners));
      log.info(`No owner has the demo password (checked in ${Math.round(performance.now() - checking)} ms)`);
    }
    const { isNew } = await opened.migrate();
    await keepTimeZone(opened.db, config.shopTimeZone);
    const created = await ensureFirstEmployee(opened.db, config.adminEmail, config.adminPassword);
    if (!isNew || !config.seedDemo) return { createdAdmin: created, seeded: false };
    log.info('Creating the demo shop (catalogue, customers, orders, pictures): this takes a minute…');
    const seedStart = performance.now();
    // Loaded only for a new database: the demo's pictures are not needed otherwise.
    const { seedDemo } = await import('./seed/demo-seed.js');
    const summary = await seedDemo(opened.db, media, { timeZone: config.shopTimeZone });
    log.info(`Demo data seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s: ${summary}`);
    return { createdAdmin: created, seeded: true };
  });
  // Expired sessions and throttle counters go, by one process at a time (the others skip it).
  const upkeep = () =>
    ifUnlocked(opened, PROCESS_LOCKS.upkeep, async () => {
      await deleteExpiredSessions(opened.db, config.sessionIdleHours * HOUR_MS);
      await pruneThrottleCounters(opened.db);
      await pruneIdempotencyKeys(opened.db, Date.now());
      const pruned = await pruneEvents(opened.db, Date.now());
      if (pruned > 0)
        log.info(`Removed ${pruned} events older than ${EVENT_RETENTION_DAYS} days from the outbox`);
      const deliveries = await pruneDeliveries(opened.db, Date.now());
      if (deliveries > 0)
        log.info(
          `Removed ${deliveries} webhook deliveries older than ${DELIVERY_RETENTION_DAYS} days from their log`,
        );
      if (config.activityRetentionDays !== undefined) {
        const removed = await pruneChanges(opened.db, config.activityRetentionDays);
        if (removed > 0)
          log.info(`Removed ${removed} change-log entries older than ${config.activityRetentionDays} days`);
      }
    });
  await upkeep();
  const sharedMobiles = await sharedMobilesNotice(opened.db);
  if (sharedMobiles !== undefined) log.info(sharedMobiles);

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log: (line) => log.info(line),
    printLinks: config.localTrial,
  });
  // Started after the migrations and the seed: what they wrote is read afresh, as is everything after a start.
  answers = startAnswerCache(database, log, config.answerCacheBytes);
  events = new EventHub(database.db, log);
  sessions = startSessionCache(database, log, [
    ...(answers.hearer === undefined ? [] : [answers.hearer]),
    events.hearer,
  ]);
  const webhookTargets = new WebhookTargets(config.webhookAllowedHosts);
  const dispatcher = new WebhookDispatcher({
    database,
    targets: webhookTargets,
    mailer,
    log,
    now: Date.now,
    publicUrl: () => config.publicUrl,
  });
  webhooks = dispatcher;
  // Every event committed, here or (heard on shop_events) in another process, may be due at an endpoint.
  events.onWake(() => dispatcher.wake());
  const { app } = createApp({
    db: database.db,
    events,
    webhookTargets,
    webhooks: dispatcher,
    sessionCache: sessions.cache,
    answers,
    apiTokenRate: config.apiTokenRate,
    config,
    mailer,
    media,
    log,
    inFlight,
    onAnswered: serverLog.request,
    // A server others reach shows its figures only to whoever has METRICS_TOKEN.
    metrics:
      config.reachable && config.metricsToken === undefined
        ? undefined
        : createMetrics(inFlight, opened.poolStats),
    metricsToken: config.metricsToken,
    draining: () => closing,
    databaseKind: database.kind,
    backupSchedule: config.backupSchedule,
    backupEncryption: config.backupEncryption,
    ready: async () => {
      if (closing) return false;
      await opened.exec('select 1');
      return true;
    },
  });
  const { maintain } = database;
  maintenance = setInterval(() => {
    upkeep().catch((error: unknown) =>
      log.error('Removing expired sessions and throttle counters failed', error),
    );
    if (maintain === undefined) return;
    const begun = performance.now();
    maintain().then(
      () => log.info(`Database upkeep (vacuum, analyze) done in ${Math.round(performance.now() - begun)} ms`),
      (error: unknown) => log.error('Database upkeep (vacuum, analyze) failed', error),
    );
  }, MAINTENANCE_INTERVAL_MS);
  maintenance.unref();
  const schedule = config.backupSchedule;
  if (schedule !== undefined) {
    // One process at a time on a shared PostgreSQL database (the others skip their turn).
    const backUp = () =>
      ifUnlocked(opened, PROCESS_LOCKS.backup, async () => {
        const begun = performance.now();
        const file = await takeScheduledBackup(
          { db: opened.db, kind: opened.kind, media, encryption: config.backupEncryption },
          schedule,
        );
        log.info(
          `Scheduled backup written to ${file} in ${((performance.now() - begun) / 1000).toFixed(1)} s`,
        );
      }).catch((error: unknown) => log.error('The scheduled backup failed', error));
    backups = setInterval(() => void backUp(), schedule.everyHours * HOUR_MS);
    backups.unref();
  }
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
      if (schedule !== undefined)
        log.info(
          `  backups:  every ${schedule.everyHours} h into ${schedule.dir}, the newest ${schedule.keep} kept`,
        );
      const encryption = config.backupEncryption;
      if (encryption !== undefined) {
        // The passphrase is never printed; a recipient is a public key.
        const to = encryption.kind === 'passphrase' ? 'BACKUP_PASSPHRASE' : encryption.recipient;
        log.info(`  backups are encrypted to ${to} (.tar.gz.age)`);
      }
      log.info(`  API docs: ${url}/api/docs`);
      // Only the demo password is printed: a chosen one stays out of the logs.
      if ((seeded || createdAdmin) && config.adminPassword === DEMO_ADMIN_PASSWORD) {
        log.info(`  sign in:  ${config.adminEmail} / ${config.adminPassword}`);
      }
      resolve();
    });
    answerClientErrorsAsJson(server);
  });
}

let serverLog: ServerLog | undefined;
try {
  const config = loadConfig();
  serverLog = createServerLog(config.logLevel);
  await start(config, serverLog);
} catch (error) {
  serverLog?.flush();
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error('The shop server could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
}
