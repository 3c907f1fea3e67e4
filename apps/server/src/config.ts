import path from 'node:path';
import type { S3MediaOptions } from './media/s3-media.js';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmail: string;
  adminPassword: string;
  /** Fill a new database with the demo shop. */
  seedDemo: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  /** Where images live: `DATA_DIR/media`, or an S3-compatible bucket when MEDIA_S3_BUCKET is set. */
  media: { kind: 'disk'; dir: string } | ({ kind: 's3' } & S3MediaOptions);
  /** A session unused for this many hours ends (SESSION_IDLE_HOURS). */
  sessionIdleHours: number;
  /** The admin app's built files, served with a fallback to index.html when the folder exists. */
  adminDistDir: string;
}

export const DEFAULT_ADMIN_EMAIL = 'admin@shop.test';
export const DEFAULT_ADMIN_PASSWORD = 'change-me-now';

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

function parsePublicUrl(value: string | undefined, host: string, port: number): string {
  const raw = nonEmpty(value);
  if (raw === undefined) return `http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host}:${port}`;
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
 * person ran pnpm in (INIT_CWD), since `pnpm --filter` runs the server with apps/server as its cwd.
 */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const port = parsePort(env.PORT);
  const host = nonEmpty(env.HOST) ?? '127.0.0.1';
  const baseDir = nonEmpty(env.INIT_CWD) ?? cwd;
  const dataDir = path.resolve(baseDir, nonEmpty(env.DATA_DIR) ?? '.data');
  return {
    port,
    host,
    dataDir,
    databaseUrl: nonEmpty(env.DATABASE_URL),
    adminEmail: nonEmpty(env.SHOP_ADMIN_EMAIL) ?? DEFAULT_ADMIN_EMAIL,
    adminPassword: nonEmpty(env.SHOP_ADMIN_PASSWORD) ?? DEFAULT_ADMIN_PASSWORD,
    seedDemo: parseSwitch('SEED_DEMO', env.SEED_DEMO, true),
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'Shop back office <no-reply@shop.test>',
    publicUrl: parsePublicUrl(env.PUBLIC_URL, host, port),
    sessionIdleHours: parseIdleHours(env.SESSION_IDLE_HOURS),
    media: parseMedia(env, dataDir),
    adminDistDir: path.resolve(import.meta.dirname, '../../admin/dist'),
  };
}
