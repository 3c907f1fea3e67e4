import { isIP } from 'node:net';
import path from 'node:path';
import { DEFAULT_API_TOKEN_RATE } from './auth/api-token-rate.js';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD } from './auth/demo-login.js';
import { passwordWeakness, WEAKNESS_FOR_OPERATORS } from './auth/password-strength.js';
import { checkRecipient } from './backup/archive-encryption.js';
import type { BackupEncryption, BackupSchedule, Config } from './core/config.js';
import { LOG_LEVELS, type LogLevel } from './core/logger.js';

type Env = Record<string, string | undefined>;

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function parsePort(value: string | undefined): number {
  const raw = nonEmpty(value);
  if (raw === undefined) return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, not "${raw}"`);
  }
  return port;
}

function parseSwitch(name: string, value: string | undefined, fallback: boolean): boolean {
  const raw = nonEmpty(value)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be 1 or 0, not "${value}"`);
}

/** SESSION_IDLE_HOURS: more than 0, at most a week (a session ends after 7 days anyway); fractions allowed. */
function parseIdleHours(value: string | undefined): number {
  const raw = nonEmpty(value);
  if (raw === undefined) return 12;
  const hours = Number(raw);
  if (!Number.isFinite(hours) || hours <= 0 || hours > 168) {
    throw new Error(`SESSION_IDLE_HOURS must be a number of hours above 0 and at most 168, not "${raw}"`);
  }
  return hours;
}

/** API_TOKEN_RATE: calls an API token may make a minute in each server process (600 by default). */
function parseApiTokenRate(value: string | undefined): number {
  const raw = nonEmpty(value);
  if (raw === undefined) return DEFAULT_API_TOKEN_RATE;
  const rate = Number(raw);
  if (!Number.isInteger(rate) || rate < 1 || rate > 1_000_000) {
    throw new Error(
      `API_TOKEN_RATE must be a whole number of calls a minute from 1 to 1000000, not "${raw}"`,
    );
  }
  return rate;
}

/** ANSWER_CACHE_MB: megabytes of list answers kept in memory (64 by default, 0 for none). */
function parseAnswerCacheBytes(value: string | undefined): number {
  const raw = nonEmpty(value);
  if (raw === undefined) return 64 * 1024 * 1024;
  const mb = Number(raw);
  if (!Number.isFinite(mb) || mb < 0 || mb > 4096) {
    throw new Error(`ANSWER_CACHE_MB must be a number of megabytes from 0 to 4096, not "${raw}"`);
  }
  return Math.round(mb * 1024 * 1024);
}

/** SHOP_TIME_ZONE: an IANA time zone (`Asia/Dhaka` by default). */
function parseTimeZone(value: string | undefined): string {
  const zone = nonEmpty(value) ?? 'Asia/Dhaka';
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    throw new Error(`SHOP_TIME_ZONE must be a time zone such as Asia/Dhaka, not "${zone}"`);
  }
  return zone;
}

/** ACTIVITY_RETENTION_DAYS: whole days, at least 1; unset keeps the change log forever. */
function parseRetentionDays(value: string | undefined): number | undefined {
  const raw = nonEmpty(value);
  if (raw === undefined) return undefined;
  const days = Number(raw);
  if (!Number.isInteger(days) || days < 1) {
    throw new Error(`ACTIVITY_RETENTION_DAYS must be a whole number of days (1 or more), not "${raw}"`);
  }
  return days;
}

function isLogLevel(value: string): value is LogLevel {
  return LOG_LEVELS.some((level) => level === value);
}

/** LOG_LEVEL: one of pino's levels, `info` by default. */
function parseLogLevel(value: string | undefined): LogLevel {
  const raw = nonEmpty(value)?.toLowerCase() ?? 'info';
  if (!isLogLevel(raw)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${raw}"`);
  return raw;
}

/** MEDIA_S3_BUCKET with the standard AWS_REGION and AWS_ENDPOINT_URL; the data dir's `media/` folder otherwise. */
function parseMedia(env: Env, dataDir: string): Config['media'] {
  const bucket = nonEmpty(env.MEDIA_S3_BUCKET);
  if (bucket === undefined) return { kind: 'disk', dir: path.join(dataDir, 'media') };
  const endpoint = nonEmpty(env.AWS_ENDPOINT_URL);
  if (endpoint !== undefined && !/^https?:\/\/[^/]/.test(endpoint)) {
    throw new Error(`AWS_ENDPOINT_URL must be an http(s) URL, not "${endpoint}"`);
  }
  return {
    kind: 's3',
    bucket,
    region: nonEmpty(env.AWS_REGION) ?? 'us-east-1',
    endpoint,
    // Stores other than AWS (MinIO, Ceph, …) mostly want bucket names in the path, not in the host name.
    forcePathStyle: parseSwitch(
      'MEDIA_S3_FORCE_PATH_STYLE',
      env.MEDIA_S3_FORCE_PATH_STYLE,
      endpoint !== undefined,
    ),
  };
}

/**
 * BACKUP_DIR and BACKUP_EVERY_HOURS (both, or neither: a folder without a schedule or the reverse is a mistake
 * said at start), BACKUP_KEEP archives kept (7 by default).
 */
function parseBackupSchedule(env: Env, baseDir: string): BackupSchedule | undefined {
  const dir = nonEmpty(env.BACKUP_DIR);
  const every = nonEmpty(env.BACKUP_EVERY_HOURS);
  const keepText = nonEmpty(env.BACKUP_KEEP);
  if (dir === undefined && every === undefined) {
    if (keepText !== undefined) throw new Error('BACKUP_KEEP needs BACKUP_DIR and BACKUP_EVERY_HOURS');
    return undefined;
  }
  if (dir === undefined || every === undefined) {
    throw new Error(
      'Scheduled backups need both BACKUP_DIR (a folder) and BACKUP_EVERY_HOURS (hours between two)',
    );
  }
  const everyHours = Number(every);
  if (!Number.isFinite(everyHours) || everyHours < 0.01 || everyHours > 24 * 365) {
    throw new Error(`BACKUP_EVERY_HOURS must be a number of hours from 0.01 to 8760, not "${every}"`);
  }
  const keep = keepText === undefined ? 7 : Number(keepText);
  if (!Number.isInteger(keep) || keep < 1 || keep > 10_000) {
    throw new Error(`BACKUP_KEEP must be a whole number of archives from 1 to 10000, not "${keepText}"`);
  }
  return { dir: path.resolve(baseDir, dir), everyHours, keep };
}

/**
 * BACKUP_PASSPHRASE (taken as it is, spaces included; as strong as a password must be) or BACKUP_RECIPIENT (an
 * age public key, `age1…`); not both: an age file encrypted to a passphrase has no other recipient.
 */
function parseBackupEncryption(env: Env, weighPasswords: boolean): BackupEncryption | undefined {
  const passphrase = nonEmpty(env.BACKUP_PASSPHRASE) === undefined ? undefined : env.BACKUP_PASSPHRASE;
  const recipient = nonEmpty(env.BACKUP_RECIPIENT);
  if (passphrase !== undefined && recipient !== undefined) {
    throw new Error('Set BACKUP_PASSPHRASE or BACKUP_RECIPIENT, not both (an archive has one or the other)');
  }
  if (passphrase !== undefined) {
    const weakness = weighPasswords ? passwordWeakness(passphrase) : undefined;
    if (weakness !== undefined) {
      throw new Error(
        `BACKUP_PASSPHRASE is too weak: the passphrase ${WEAKNESS_FOR_OPERATORS[weakness]}. Choose another.`,
      );
    }
    return { kind: 'passphrase', passphrase };
  }
  if (recipient === undefined) return undefined;
  try {
    checkRecipient(recipient);
  } catch {
    throw new Error(`BACKUP_RECIPIENT must be an age public key (age1…), not "${recipient}"`);
  }
  return { kind: 'recipient', recipient };
}

/** 127.0.0.0/8, ::1 and localhost: a server only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (bare === 'localhost' || bare === '::1' || bare === '0:0:0:0:0:0:0:1') return true;
  const v4 = bare.startsWith('::ffff:') ? bare.slice('::ffff:'.length) : bare;
  return isIP(v4) === 4 && v4.startsWith('127.');
}

/** TRUSTED_PROXIES: addresses or CIDR ranges (IPv4 or IPv6), separated by commas or spaces. */
function parseTrustedProxies(value: string | undefined): string[] {
  const entries = (nonEmpty(value) ?? '').split(/[\s,]+/).filter((entry) => entry !== '');
  for (const entry of entries) {
    const [address = '', bits, ...rest] = entry.split('/');
    const family = isIP(address);
    const prefix = bits === undefined ? undefined : Number(bits);
    const validPrefix =
      prefix === undefined || (/^\d+$/.test(bits ?? '') && prefix <= (family === 6 ? 128 : 32));
    if (family === 0 || !validPrefix || rest.length > 0) {
      throw new Error(
        `TRUSTED_PROXIES must list addresses or CIDR ranges (e.g. "10.0.0.5, 10.1.0.0/16, fd00::/8"), not "${entry}"`,
      );
    }
  }
  return entries;
}

const HOST_NAME =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*\.?$/i;

/** WEBHOOK_ALLOWED_HOSTS: host names, addresses or CIDR ranges, separated by commas or spaces. */
function parseWebhookAllowedHosts(value: string | undefined): string[] {
  const entries = (nonEmpty(value) ?? '').split(/[\s,]+/).filter((entry) => entry !== '');
  for (const entry of entries) {
    const [address = '', bits, ...rest] = entry.replace(/^\[(.*)\]$/, '$1').split('/');
    const family = isIP(address);
    const validPrefix =
      bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    const valid = family === 0 ? bits === undefined && HOST_NAME.test(address) : validPrefix;
    if (!valid || rest.length > 0) {
      throw new Error(
        `WEBHOOK_ALLOWED_HOSTS must list host names, addresses or CIDR ranges (e.g. "tools.shop.lan, 10.20.0.0/16, fd00::5"), not "${entry}"`,
      );
    }
  }
  return entries.map((entry) => entry.replace(/^\[(.*)\]$/, '$1'));
}

/**
 * SHOP_ADMIN_PASSWORD: refused when weak (SHOP_ADMIN_EMAIL is a word it may not lean on), unless `weigh` is false.
 * Unset, or the demo password, it is the demo password for a local trial and none elsewhere: a server others can
 * reach, or one on a PostgreSQL server, must not get an owner everyone knows the password of.
 */
function parseAdminPassword(
  value: string | undefined,
  email: string,
  localTrial: boolean,
  weigh: boolean,
): string | undefined {
  if (value === undefined || value === DEMO_ADMIN_PASSWORD)
    return localTrial ? DEMO_ADMIN_PASSWORD : undefined;
  const weakness = weigh ? passwordWeakness(value, { email }) : undefined;
  if (weakness !== undefined) {
    throw new Error(
      `SHOP_ADMIN_PASSWORD is too weak: the password ${WEAKNESS_FOR_OPERATORS[weakness]}. Choose another.`,
    );
  }
  return value;
}

/** A URL's host is a loopback address (127.0.0.0/8, ::1, localhost). */
function isLoopbackUrl(url: string): boolean {
  return isLoopbackHost(new URL(url).hostname);
}

function parsePublicUrl(value: string | undefined, host: string, port: number): string {
  const raw = nonEmpty(value);
  if (raw === undefined) {
    const named = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
    return `http://${isIP(named) === 6 ? `[${named}]` : named}:${port}`;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL, not "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL, not "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
}

/**
 * Reads the configuration from the environment. A relative DATA_DIR is resolved against the directory the
 * person ran pnpm in (INIT_CWD), since `pnpm --filter` runs the server with apps/server as its cwd. With
 * `weighPasswords` false SHOP_ADMIN_PASSWORD is taken unweighed (the embedded database's early start reads only
 * where it lives: weighing a password first would delay it).
 */
export function loadConfig(
  env: Env = process.env,
  cwd: string = process.cwd(),
  { weighPasswords = true }: { weighPasswords?: boolean } = {},
): Config {
  const port = parsePort(env.PORT);
  const host = nonEmpty(env.HOST) ?? '127.0.0.1';
  const baseDir = nonEmpty(env.INIT_CWD) ?? cwd;
  const dataDir = path.resolve(baseDir, nonEmpty(env.DATA_DIR) ?? '.data');
  const databaseUrl = nonEmpty(env.DATABASE_URL);
  const publicUrl = parsePublicUrl(env.PUBLIC_URL, host, port);
  const trustedProxies = parseTrustedProxies(env.TRUSTED_PROXIES);
  const loopbackOnly = isLoopbackHost(host);
  const reachable = !loopbackOnly || !isLoopbackUrl(publicUrl) || trustedProxies.length > 0;
  const localTrial = !reachable && databaseUrl === undefined;
  const adminEmail = nonEmpty(env.SHOP_ADMIN_EMAIL) ?? DEMO_ADMIN_EMAIL;
  return {
    port,
    host,
    dataDir,
    databaseUrl,
    adminEmail,
    adminPassword: parseAdminPassword(
      nonEmpty(env.SHOP_ADMIN_PASSWORD),
      adminEmail,
      localTrial,
      weighPasswords,
    ),
    loopbackOnly,
    reachable,
    localTrial,
    seedDemo: parseSwitch('SEED_DEMO', env.SEED_DEMO, localTrial),
    trustedProxies,
    webhookAllowedHosts: parseWebhookAllowedHosts(env.WEBHOOK_ALLOWED_HOSTS),
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'Shop back office <no-reply@shop.test>',
    publicUrl,
    sessionIdleHours: parseIdleHours(env.SESSION_IDLE_HOURS),
    answerCacheBytes: parseAnswerCacheBytes(env.ANSWER_CACHE_MB),
    apiTokenRate: parseApiTokenRate(env.API_TOKEN_RATE),
    logLevel: parseLogLevel(env.LOG_LEVEL),
    shopTimeZone: parseTimeZone(env.SHOP_TIME_ZONE),
    activityRetentionDays: parseRetentionDays(env.ACTIVITY_RETENTION_DAYS),
    metricsToken: nonEmpty(env.METRICS_TOKEN),
    media: parseMedia(env, dataDir),
    adminDistDir: path.resolve(import.meta.dirname, '../../admin/dist'),
    backupSchedule: parseBackupSchedule(env, baseDir),
    backupEncryption: parseBackupEncryption(env, weighPasswords),
  };
}
