// The server's configuration as every room reads it; load-config.ts reads it from the environment.
import type { LogLevel } from './logger.js';

/** How archives are encrypted: to a passphrase, or to an age recipient (`age1…`). */
export type BackupEncryption =
  | { kind: 'passphrase'; passphrase: string }
  | { kind: 'recipient'; recipient: string };

/** BACKUP_DIR, BACKUP_EVERY_HOURS and BACKUP_KEEP. */
export interface BackupSchedule {
  dir: string;
  everyHours: number;
  keep: number;
}

/** Where the bucket is and how to reach it (MEDIA_S3_BUCKET and the standard AWS_* variables). */
export interface S3MediaOptions {
  bucket: string;
  /** AWS_REGION; `us-east-1` when unset (MinIO and most other stores ignore it). */
  region: string;
  /** AWS_ENDPOINT_URL, for a store that is not AWS (MinIO, Ceph, R2, …); AWS's own endpoint when unset. */
  endpoint: string | undefined;
  /** Path-style addressing (`endpoint/bucket/key`), which most non-AWS stores need. */
  forcePathStyle: boolean;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmail: string;
  /**
   * The first owner's password; undefined when none may be used: SHOP_ADMIN_PASSWORD is unset (or the demo
   * password) on a server that is not a local trial (see {@link Config.localTrial}).
   */
  adminPassword: string | undefined;
  /** HOST is a loopback address (127.0.0.0/8, ::1, localhost): no other machine connects to the server itself. */
  loopbackOnly: boolean;
  /**
   * Others can reach the server: HOST is not a loopback address, or it is served through a reverse proxy (a
   * PUBLIC_URL that is not a loopback address, or TRUSTED_PROXIES set).
   */
  reachable: boolean;
  /**
   * A server nobody else can reach, on the embedded database: a trial on one machine. Only there may the first
   * owner get the demo password, are mail links printed on stdout, and is the demo shop seeded by default;
   * anywhere else a start refuses while the demo password opens an owner's account.
   */
  localTrial: boolean;
  /** Fill a new database with the demo shop (SEED_DEMO; on by default only for a local trial). */
  seedDemo: boolean;
  /** Addresses and CIDR ranges whose X-Forwarded-For is believed (TRUSTED_PROXIES). */
  trustedProxies: string[];
  /**
   * Hosts, addresses and CIDR ranges on the shop's own network that webhooks may be delivered to
   * (WEBHOOK_ALLOWED_HOSTS); every other private, loopback or link-local address is refused.
   */
  webhookAllowedHosts: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  /** Where images live: `DATA_DIR/media`, or an S3-compatible bucket when MEDIA_S3_BUCKET is set. */
  media: { kind: 'disk'; dir: string } | ({ kind: 's3' } & S3MediaOptions);
  /** The shop's time zone (SHOP_TIME_ZONE): days and times as people there read them. */
  shopTimeZone: string;
  /** Change-log entries older than this many days are removed (ACTIVITY_RETENTION_DAYS); kept forever when unset. */
  activityRetentionDays: number | undefined;
  /** How much the log says (LOG_LEVEL): `info` logs every request, `warn` only what went wrong. */
  logLevel: LogLevel;
  /**
   * When set, `GET /metrics` wants it as a bearer token (METRICS_TOKEN). Without it, a reachable server answers
   * that path 404: its figures are not for everyone.
   */
  metricsToken: string | undefined;
  /** A session unused for this many hours ends (SESSION_IDLE_HOURS). */
  sessionIdleHours: number;
  /** Calls an API token may make a minute, in each server process (API_TOKEN_RATE, 600 by default). */
  apiTokenRate: number;
  /** Bytes of list answers kept in memory (ANSWER_CACHE_MB, 64 by default; 0 keeps none). */
  answerCacheBytes: number;
  /** The admin app's built files, served with a fallback to index.html when the folder exists. */
  adminDistDir: string;
  /** Scheduled backups (BACKUP_DIR with BACKUP_EVERY_HOURS; BACKUP_KEEP), off when either is unset. */
  backupSchedule: BackupSchedule | undefined;
  /**
   * How every backup archive is encrypted (BACKUP_PASSPHRASE, or BACKUP_RECIPIENT: an age public key); plain
   * gzipped tars when neither is set.
   */
  backupEncryption: BackupEncryption | undefined;
}
