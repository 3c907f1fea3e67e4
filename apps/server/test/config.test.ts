import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/load-config.js';

describe('configuration from the environment', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({}, '/work/repo');
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/work/repo/.data',
      databaseUrl: undefined,
      adminEmail: 'admin@shop.test',
      adminPassword: 'change-me-now',
      seedDemo: true,
      smtpUrl: undefined,
      mailFrom: 'Shop back office <no-reply@shop.test>',
      publicUrl: 'http://127.0.0.1:3000',
      sessionIdleHours: 12,
    });
  });

  it('resolves a relative DATA_DIR against the directory pnpm was run in', () => {
    expect(loadConfig({ DATA_DIR: 'shop-data', INIT_CWD: '/home/me/shop' }, '/elsewhere').dataDir).toBe(
      '/home/me/shop/shop-data',
    );
    expect(loadConfig({ DATA_DIR: '/var/lib/shop' }, '/elsewhere').dataDir).toBe('/var/lib/shop');
  });

  it('reads every variable and refuses nonsense', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://shop@db/shop',
      SHOP_ADMIN_EMAIL: 'owner@shop.test',
      SHOP_ADMIN_PASSWORD: 'a-long-secret-9',
      SEED_DEMO: '0',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'Shop <shop@example.com>',
      PUBLIC_URL: 'https://admin.example.com/',
      SESSION_IDLE_HOURS: '0.5',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://shop@db/shop',
      adminEmail: 'owner@shop.test',
      seedDemo: false,
      smtpUrl: 'smtp://mail:25',
      publicUrl: 'https://admin.example.com',
      sessionIdleHours: 0.5,
    });
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '4000' }).publicUrl).toBe('http://127.0.0.1:4000');
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    for (const idle of ['0', '-1', 'twelve', '169']) {
      expect(() => loadConfig({ SESSION_IDLE_HOURS: idle })).toThrow(/SESSION_IDLE_HOURS/);
    }
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
    expect(() => loadConfig({ PUBLIC_URL: 'admin.example.com' })).toThrow(/PUBLIC_URL/);
  });

  it('keeps images in DATA_DIR/media, or in the bucket MEDIA_S3_BUCKET names', () => {
    expect(loadConfig({ DATA_DIR: '/var/lib/shop' }).media).toEqual({
      kind: 'disk',
      dir: '/var/lib/shop/media',
    });
    expect(loadConfig({ MEDIA_S3_BUCKET: 'shop-media', AWS_REGION: 'ap-south-1' }).media).toEqual({
      kind: 's3',
      bucket: 'shop-media',
      region: 'ap-south-1',
      endpoint: undefined,
      forcePathStyle: false,
    });
    expect(
      loadConfig({ MEDIA_S3_BUCKET: 'shop-media', AWS_ENDPOINT_URL: 'http://minio.internal:9000' }).media,
    ).toEqual({
      kind: 's3',
      bucket: 'shop-media',
      region: 'us-east-1',
      endpoint: 'http://minio.internal:9000',
      forcePathStyle: true,
    });
    expect(
      loadConfig({
        MEDIA_S3_BUCKET: 'b',
        AWS_ENDPOINT_URL: 'https://x.r2.cloudflarestorage.com',
        MEDIA_S3_FORCE_PATH_STYLE: '0',
      }).media,
    ).toMatchObject({ forcePathStyle: false });
    expect(() => loadConfig({ MEDIA_S3_BUCKET: 'b', AWS_ENDPOINT_URL: 'minio:9000' })).toThrow(
      /AWS_ENDPOINT_URL/,
    );
  });
});

describe('scheduled backups from the environment', () => {
  it('are off by default, on with BACKUP_DIR and BACKUP_EVERY_HOURS, keeping 7 unless BACKUP_KEEP says', () => {
    expect(loadConfig({}, '/work/repo').backupSchedule).toBeUndefined();
    expect(
      loadConfig({ BACKUP_DIR: 'backups', BACKUP_EVERY_HOURS: '24' }, '/srv/shop').backupSchedule,
    ).toEqual({
      dir: '/srv/shop/backups',
      everyHours: 24,
      keep: 7,
    });
    expect(
      loadConfig({ BACKUP_DIR: '/b', BACKUP_EVERY_HOURS: '0.5', BACKUP_KEEP: '3' }).backupSchedule,
    ).toEqual({ dir: '/b', everyHours: 0.5, keep: 3 });
  });

  it('refuse half a schedule and nonsense, naming the variable', () => {
    expect(() => loadConfig({ BACKUP_DIR: '/b' })).toThrow(/BACKUP_EVERY_HOURS/);
    expect(() => loadConfig({ BACKUP_EVERY_HOURS: '6' })).toThrow(/BACKUP_DIR/);
    expect(() => loadConfig({ BACKUP_DIR: '/b', BACKUP_EVERY_HOURS: 'daily' })).toThrow(/BACKUP_EVERY_HOURS/);
    expect(() => loadConfig({ BACKUP_DIR: '/b', BACKUP_EVERY_HOURS: '6', BACKUP_KEEP: '0' })).toThrow(
      /BACKUP_KEEP/,
    );
    expect(() => loadConfig({ BACKUP_KEEP: '3' })).toThrow(/BACKUP_KEEP/);
  });
});

describe('a local trial: only this machine reaches the server, and it runs on the embedded database', () => {
  it('is a loopback HOST with a loopback PUBLIC_URL (or none) and no TRUSTED_PROXIES', () => {
    for (const env of [
      {},
      { HOST: 'localhost' },
      { HOST: '::1' },
      { PUBLIC_URL: 'http://localhost:3000' },
      { PUBLIC_URL: 'http://127.0.0.1:8080/' },
      { PUBLIC_URL: 'http://[::1]:3000' },
    ]) {
      expect(loadConfig(env), JSON.stringify(env)).toMatchObject({
        reachable: false,
        localTrial: true,
        adminPassword: 'change-me-now',
        seedDemo: true,
      });
    }
  });

  it('is not a server behind a reverse proxy on the same machine: no demo password, no demo shop', () => {
    for (const env of [
      { PUBLIC_URL: 'https://admin.example.com' },
      { PUBLIC_URL: 'http://192.168.1.20:3000' },
      { TRUSTED_PROXIES: '127.0.0.1' },
      { HOST: '0.0.0.0' },
      { HOST: '10.0.0.5', PUBLIC_URL: 'http://127.0.0.1:3000' },
    ]) {
      expect(loadConfig(env), JSON.stringify(env)).toMatchObject({
        reachable: true,
        localTrial: false,
        adminPassword: undefined,
        seedDemo: false,
      });
    }
    expect(loadConfig({ DATABASE_URL: 'postgres://shop@127.0.0.1/shop' })).toMatchObject({
      reachable: false,
      localTrial: false,
      adminPassword: undefined,
    });
    expect(
      loadConfig({ PUBLIC_URL: 'https://admin.example.com', SHOP_ADMIN_PASSWORD: 'change-me-now' })
        .adminPassword,
    ).toBeUndefined();
  });
});

describe('SHOP_ADMIN_PASSWORD', () => {
  it('is refused when easy to guess, saying why: the email, a repeated character, a keyboard run', () => {
    const refused =
      (password: string, email = 'rahim.uddin@shop.test') =>
      () =>
        loadConfig({ SHOP_ADMIN_EMAIL: email, SHOP_ADMIN_PASSWORD: password });
    expect(refused('rahim.uddin@shop.test1')).toThrow(
      'SHOP_ADMIN_PASSWORD is too weak: the password contains the email (SHOP_ADMIN_EMAIL). Choose another.',
    );
    expect(refused('RahimUddin2026')).toThrow(/contains the email/);
    expect(refused('zzzzzzzzzzzzzzzz')).toThrow(/repeats characters/);
    expect(refused('qwertyuiop[]\\')).toThrow(/follows the keyboard/);
    expect(refused('change-me-now!')).toThrow(/contains the demo password/);
    expect(
      loadConfig({ SHOP_ADMIN_EMAIL: 'rahim.uddin@shop.test', SHOP_ADMIN_PASSWORD: 'mango-kite-river-42' })
        .adminPassword,
    ).toBe('mango-kite-river-42');
  });
});

describe('encrypted backups from the environment', () => {
  const recipient = 'age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p';

  it('are off by default; BACKUP_PASSPHRASE (as given, spaces included) or BACKUP_RECIPIENT turns them on', () => {
    expect(loadConfig({}).backupEncryption).toBeUndefined();
    expect(loadConfig({ BACKUP_PASSPHRASE: '  ' }).backupEncryption).toBeUndefined();
    expect(loadConfig({ BACKUP_PASSPHRASE: ' tulip anchor violet drum ' }).backupEncryption).toEqual({
      kind: 'passphrase',
      passphrase: ' tulip anchor violet drum ',
    });
    expect(loadConfig({ BACKUP_RECIPIENT: recipient }).backupEncryption).toEqual({
      kind: 'recipient',
      recipient,
    });
  });

  it('refuse a weak passphrase, a recipient that is no age key, and both at once, never saying the passphrase', () => {
    expect(() => loadConfig({ BACKUP_PASSPHRASE: 'short' })).toThrow(
      'BACKUP_PASSPHRASE is too weak: the passphrase has fewer than 10 characters. Choose another.',
    );
    expect(() => loadConfig({ BACKUP_PASSPHRASE: 'password123' })).toThrow(/too weak.*most common/);
    expect(() => loadConfig({ BACKUP_PASSPHRASE: 'password123' })).not.toThrow(/password123/);
    expect(() => loadConfig({ BACKUP_RECIPIENT: 'age1nope' })).toThrow(
      /BACKUP_RECIPIENT must be an age public key/,
    );
    expect(() =>
      loadConfig({ BACKUP_PASSPHRASE: 'tulip anchor violet drum', BACKUP_RECIPIENT: recipient }),
    ).toThrow('Set BACKUP_PASSPHRASE or BACKUP_RECIPIENT, not both');
  });
});

describe('WEBHOOK_ALLOWED_HOSTS', () => {
  it('is empty by default and reads host names, addresses and CIDR ranges', () => {
    expect(loadConfig({}, '/work/repo').webhookAllowedHosts).toEqual([]);
    expect(
      loadConfig({ WEBHOOK_ALLOWED_HOSTS: 'tools.shop.lan, 10.20.0.0/16 [fd00::5] 127.0.0.3' }, '/w')
        .webhookAllowedHosts,
    ).toEqual(['tools.shop.lan', '10.20.0.0/16', 'fd00::5', '127.0.0.3']);
  });

  it('refuses what is no host, address or range, naming the variable', () => {
    for (const value of ['http://tools.lan/', '10.0.0.0/33', 'tools.lan/8', 'under_score..lan', '::1/129']) {
      expect(() => loadConfig({ WEBHOOK_ALLOWED_HOSTS: value }, '/w')).toThrow(/WEBHOOK_ALLOWED_HOSTS/);
    }
  });
});
