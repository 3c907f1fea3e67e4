// Several machines: three server processes started at once on one empty PostgreSQL database, their images in one
// S3-protocol bucket (s3rver), as behind a load balancer. Runs in the PostgreSQL pass only (PG_TEST_URL); the
// embedded database belongs to one process by design.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  type ServerProcess,
  spawnServer,
  waitHealthy,
} from './reliability/support/server-process.js';
import { callApi } from './support/api-call.js';
import { images } from './support/images.js';
import { type S3Server, startS3Server } from './support/s3-server.js';
import { emptyPostgresDatabase } from './support/test-server.js';
import { at, form, text } from './support/values.js';

const PG_TEST_URL = process.env.PG_TEST_URL ?? '';
const ADMIN = { email: 'owner@shop.test', password: 'a-strong-owner-passphrase' };

function call(
  server: ServerProcess,
  method: string,
  apiPath: string,
  options: { token?: string; json?: unknown; form?: FormData } = {},
) {
  return callApi(server.url, method, apiPath, options);
}

describe.skipIf(PG_TEST_URL === '')(
  'three server processes on one PostgreSQL database and one bucket',
  () => {
    let s3: S3Server;
    let database: { url: string; drop: () => Promise<void> };
    let sql: pg.Client;
    const dataDirs: string[] = [];
    let servers: ServerProcess[] = [];

    beforeAll(async () => {
      [s3, database] = await Promise.all([startS3Server(), emptyPostgresDatabase(PG_TEST_URL)]);
      const env = {
        DATABASE_URL: database.url,
        SEED_DEMO: '1',
        SHOP_ADMIN_EMAIL: ADMIN.email,
        SHOP_ADMIN_PASSWORD: ADMIN.password,
        ...s3.env,
      };
      for (let n = 0; n < 3; n++) {
        const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-server-test-'));
        dataDirs.push(dataDir);
        servers.push(spawnServer(dataDir, await freePort(), env));
      }
      // All three were started before any is up: they migrate and seed one after another, never twice.
      await Promise.all(servers.map((server) => waitHealthy(server, 180_000)));
      sql = new pg.Client({ connectionString: database.url });
      await sql.connect();
    });
    afterAll(async () => {
      await sql?.end();
      for (const server of servers) {
        server.child.kill('SIGTERM');
        expect(await server.exited, server.output()).toBe(0);
      }
      servers = [];
      await database?.drop();
      await s3?.close();
      for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
    });

    /** The server process started `index`-th. */
    const nth = (index: number) => {
      const server = servers[index];
      if (server === undefined) throw new Error('not started');
      return server;
    };
    const a = () => nth(0);
    const b = () => nth(1);
    const c = () => nth(2);

    it('all come up, and the demo shop is seeded once', async () => {
      const seeding = servers.filter((server) => /Demo data seeded/.test(server.output()));
      expect(seeding).toHaveLength(1);
      const owners = await sql.query("select count(*)::int as n from employees where level = 'owner'");
      expect(owners.rows[0]).toEqual({ n: 1 });
      const settings = await sql.query('select count(*)::int as n from app_settings');
      expect(settings.rows[0]).toEqual({ n: 1 });
      const migrations = await sql.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      const migrationFiles = await sql.query(
        'select count(distinct hash)::int as n from drizzle.__drizzle_migrations',
      );
      expect(migrations.rows[0]).toEqual(migrationFiles.rows[0]);
      // Every image of the demo shop is in the bucket, with its renditions.
      const stored = await sql.query('select image from app_settings union all select image from categories');
      const keys = new Set(await s3.keys());
      for (const { image } of stored.rows) {
        expect(keys.has(String(image)), String(image)).toBe(true);
        expect(keys.has(String(image).replace(/\.[a-z]+$/, '-96.webp'))).toBe(true);
      }
    });

    it('an image uploaded through A is served through B and C, and gone from the bucket once deleted through C', async () => {
      const owner = await signIn(a());
      const created = await call(a(), 'POST', '/categories', {
        token: owner,
        form: form({ name: 'Across machines', description: 'x', image: await images.png() }),
      });
      expect(created.status).toBe(201);
      const image = String(at(created.body, 'image'));
      for (const server of [a(), b(), c()]) {
        const served = await fetch(`${server.url}/media/${image}`);
        expect(served.status, server.url).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/png');
      }
      expect((await s3.keys()).filter((key) => key.startsWith(image.replace(/\.png$/, '')))).toHaveLength(3);
      const removed = await call(c(), 'DELETE', `/categories/${text(created.body, '_id')}`, {
        token: await signIn(c()),
      });
      expect(removed.status).toBe(204);
      expect((await s3.keys()).filter((key) => key.startsWith(image.replace(/\.png$/, '')))).toEqual([]);
      for (const server of [a(), b()]) expect((await fetch(`${server.url}/media/${image}`)).status).toBe(404);
    });

    it('a session signed out through A is refused by B', async () => {
      const token = await signIn(a());
      expect((await call(b(), 'GET', '/employees/me', { token })).status).toBe(200);
      expect((await call(a(), 'POST', '/employees/logout', { token })).status).toBe(204);
      await expect
        .poll(async () => (await call(b(), 'GET', '/employees/me', { token })).status, {
          timeout: 20_000,
          interval: 50,
        })
        .toBe(401);
    });

    it("throttle counts add up across the processes: an account's free failures are spent wherever they were made", async () => {
      const email = ADMIN.email;
      const wrong = { email, password: 'not the password at all' };
      const answers: number[] = [];
      for (const server of [a(), b(), c(), a(), b()]) {
        answers.push((await call(server, 'POST', '/employees/login', { json: wrong })).status);
      }
      expect(answers).toEqual([401, 401, 401, 401, 401]);
      // The sixth, through the third process, waits: five failures were spent across all three.
      const sixth = await call(c(), 'POST', '/employees/login', { json: wrong });
      expect(sixth.status).toBe(429);
      expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
      const counted = await sql.query('select count(*)::int as n from throttle_counters');
      expect(Number(counted.rows[0]?.n)).toBeGreaterThan(0);
    });

    async function signIn(server: ServerProcess): Promise<string> {
      const answer = await call(server, 'POST', '/employees/login', { json: ADMIN });
      expect(answer.status).toBe(200);
      return text(answer.body, 'token');
    }
  },
);
