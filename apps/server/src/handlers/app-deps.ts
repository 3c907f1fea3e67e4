import type { SessionCache } from '../auth/session-cache.js';
import type { Throttles } from '../auth/throttles.js';
import type { BackupEncryption, BackupSchedule, Config } from '../core/config.js';
import type { Logger } from '../core/logger.js';
import type { Dashboard } from '../data/dashboard.js';
import type { Db } from '../db/executor.js';
import type { EventHub } from '../events/event-hub.js';
import type { EventStreamTiming } from '../events/event-stream.js';
import type { Mailer } from '../mail/mailer.js';
import type { MediaStore } from '../media/media-store.js';
import type { WebhookTargets } from '../webhooks/webhook-targets.js';

/** What the handlers work with. */
export interface AppDeps {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'sessionIdleHours' | 'shopTimeZone'>;
  mailer: Mailer;
  media: MediaStore;
  /** Password guesses, reset requests and mails, and link uses, counted in the database. */
  throttles: Throttles;
  log: Logger;
  /** The dashboard's figures (it remembers the longer periods' best sellers for a minute). */
  dashboard: Dashboard;
  /** The time now, in epoch milliseconds: the server's clock; a test's that it moves. */
  now: () => number;
  /** Verified sessions remembered in this process, kept right by revocations (see SessionCache). */
  sessionCache: SessionCache | undefined;
  /** Which database the backups read: the embedded one or a PostgreSQL server. */
  databaseKind: 'pglite' | 'postgres';
  /** The scheduled backups (BACKUP_DIR, BACKUP_EVERY_HOURS, BACKUP_KEEP), when they are on. */
  backupSchedule: BackupSchedule | undefined;
  /** How backup archives are encrypted (BACKUP_PASSPHRASE or BACKUP_RECIPIENT); plain when unset. */
  backupEncryption: BackupEncryption | undefined;
  /** This process's open event streams, told of every write (the outbox, migration 0018). */
  events: EventHub;
  /** The event streams' heartbeat and longest life. */
  eventStreamTiming: EventStreamTiming;
  /** Where webhooks may be sent (WEBHOOK_ALLOWED_HOSTS): an endpoint's URL is checked by it when it is set. */
  webhookTargets: WebhookTargets;
  /** The webhooks' dispatcher, woken when a write made deliveries due (a test event, a replay). */
  webhooks: { wake(): void };
}
