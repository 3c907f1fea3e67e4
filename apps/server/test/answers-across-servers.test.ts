// Two servers on one PostgreSQL database, each keeping list answers (src/http/answer-cache.ts): a write through
// either must reach the other's kept answers within moments (LISTEN/NOTIFY on answers_stale). Runs in the
// PostgreSQL pass only (PG_TEST_URL).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createShopClient, unwrap } from '@shop/sdk';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  type ServerProcess,
  spawnServer,
  waitHealthy,
} from './reliability/support/server-process.js';
import { callApi } from './support/api-call.js';
import { startTestServer, type TestServer } from './support/test-server.js';

const HEARD_WITHIN = { timeout: 20_000, interval: 50 };
const ITEMS = '/controlItems/manageItem?sort=name&pageSize=100';

interface Server {
  url: string;
}

function call(server: Server, method: string, apiPath: string, token: string, json?: unknown) {
  return callApi(server.url, method, apiPath, { token, json });
}

async function firstCategory(server: Server, token: string): Promise<string> {
  const answer = await call(server, 'GET', ITEMS, token);
  expect(answer.status).toBe(200);
  const body = answer.body as { data: Array<{ category: { name: string } }> };
  return body.data[0]?.category.name ?? '';
}

describe.skipIf(process.env.PG_TEST_URL === undefined || process.env.PG_TEST_URL === '')(
  'kept answers across servers on one PostgreSQL database',
  () => {
    let inProcess: TestServer;
    let ownProcess: ServerProcess;
    let ownDataDir: string;
    let sql: pg.Client;
    let token: string;

    beforeAll(async () => {
      inProcess = await startTestServer();
      if (inProcess.databaseUrl === undefined) throw new Error('the test server is not on PostgreSQL');
      await inProcess.database.exec(`
        insert into categories (name, description, image) values ('Tea', '', 'categories/tea.webp');
        insert into items (name, description, price, is_available, is_visible, category_or_subcategory, category_id)
          select 'Tea ' || g, '', 100 + g, true, true, 'category', (select id from categories)
          from generate_series(1, 5) g;`);
      ownDataDir = await mkdtemp(path.join(tmpdir(), 'shop-server-test-'));
      ownProcess = spawnServer(ownDataDir, await freePort(), { DATABASE_URL: inProcess.databaseUrl });
      await waitHealthy(ownProcess);
      sql = new pg.Client({ connectionString: inProcess.databaseUrl });
      await sql.connect();
      token = await inProcess.login();
    });
    afterAll(async () => {
      await sql?.end();
      if (ownProcess !== undefined) {
        ownProcess.child.kill('SIGTERM');
        expect(await ownProcess.exited, ownProcess.output()).toBe(0);
      }
      await inProcess?.close();
      if (ownDataDir !== undefined) await rm(ownDataDir, { recursive: true, force: true });
    });

    /**
     * Waits until `server` keeps the items page (it has LISTENed): renamed behind the servers' backs (SQL, no
     * announcement), the category still shows its old name there. Answers that old name.
     */
    async function untilKept(server: Server): Promise<string> {
      let shown = '';
      await expect
        .poll(
          async () => {
            shown = await firstCategory(server, token);
            await sql.query(`update categories set name = name || '.'`);
            return (await firstCategory(server, token)) === shown;
          },
          { timeout: 20_000, interval: 100 },
        )
        .toBe(true);
      return shown;
    }

    it('a category renamed through one server shows in the items the other keeps', async () => {
      const old = await untilKept(ownProcess);
      const id = String((await sql.query('select id from categories')).rows[0]?.id);
      expect((await call(inProcess, 'PATCH', `/categories/${id}`, token, { name: 'Teas' })).status).toBe(200);
      expect(await firstCategory(inProcess, token)).toBe('Teas');
      await expect.poll(() => firstCategory(ownProcess, token), HEARD_WITHIN).toBe('Teas');
      expect(old).not.toBe('Teas');
    });

    it('and the other way round', async () => {
      await untilKept(ownProcess);
      await untilKept(inProcess);
      const id = String((await sql.query('select id from categories')).rows[0]?.id);
      expect(
        (await call(ownProcess, 'PATCH', `/categories/${id}`, token, { name: 'Green teas' })).status,
      ).toBe(200);
      await expect.poll(() => firstCategory(inProcess, token), HEARD_WITHIN).toBe('Green teas');
    });

    it('a read after a write never answers from before it, whichever server answers (1,000 pairs)', async () => {
      await untilKept(ownProcess);
      await untilKept(inProcess);
      const id = (await sql.query('select id from categories')).rows[0]?.id;
      // One client, as the admin is, behind a balancer that sends the writes of a pair to one server and the read
      // to the other (both keep the items page), taking turns which is which.
      let writer = inProcess.url;
      let reader = ownProcess.url;
      const shop = createShopClient({
        baseUrl: `${inProcess.url}/api`,
        getToken: () => token,
        fetch: async (request) => {
          const target = request.method === 'GET' ? reader : writer;
          const body = request.method === 'GET' ? undefined : await request.arrayBuffer();
          const { method, headers } = request;
          const answer = await fetch(request.url.replace(inProcess.url, target), { method, headers, body });
          // As the global Response: the in-process server's @hono/node-server replaced it with its own.
          return new Response(answer.body, answer);
        },
      });
      // When the in-process server reads, the other's announcement reaches it late, as on a busy machine: it is
      // held until the read has answered.
      const hearer = inProcess.answers.hearer;
      if (hearer === undefined) throw new Error('the test server hears no other process');
      const hear = hearer.heard.bind(hearer);
      let held: Array<string | undefined> | undefined;
      hearer.heard = (payload) => {
        if (held === undefined) hear(payload);
        else held.push(payload);
      };
      const stale: string[] = [];
      const itemsPage = { sort: 'name', pageSize: 100 } as const;
      try {
        for (let pair = 0; pair < 1_000; pair++) {
          const late = pair % 2 === 1;
          [writer, reader] = late ? [ownProcess.url, inProcess.url] : [inProcess.url, ownProcess.url];
          const name = `Tea ${pair}`;
          // The reader keeps the page, then the write goes to the other server.
          await unwrap(shop.GET('/controlItems/manageItem', { params: { query: itemsPage } }));
          if (late) held = [];
          await unwrap(
            shop.PATCH('/categories/{id}', { params: { path: { id: String(id) } }, body: { name } }),
          );
          const page = await unwrap(shop.GET('/controlItems/manageItem', { params: { query: itemsPage } }));
          const shown = page.data[0]?.category?.name;
          if (shown !== name) stale.push(`pair ${pair}: ${shown} instead of ${name}`);
          for (const payload of held ?? []) hear(payload);
          held = undefined;
        }
      } finally {
        hearer.heard = hear;
      }
      expect(stale).toEqual([]);
    });

    it('a server that cannot hear the others keeps no answer', async () => {
      await untilKept(inProcess);
      // The listening connections (sessions' and answers' alike) are ended by the database: no answer is kept.
      const killed = await sql.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and query like 'LISTEN%'`,
      );
      expect(killed.rowCount).toBe(2);
      await expect.poll(() => inProcess.answers.cache.size, HEARD_WITHIN).toBe(0);
      await sql.query(`update categories set name = 'Unheard'`);
      expect(await firstCategory(inProcess, token)).toBe('Unheard');
    });
  },
);
