// Two servers on one PostgreSQL database, as in production behind a load balancer: a test server in this process and
// `node dist/main.js` in its own. Each remembers the sessions it verified; a session revoked through either (or in
// the database) must be refused by both within moments, and a server that cannot hear revocations must not answer
// from its cache. Runs in the PostgreSQL pass only (PG_TEST_URL).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/password.js';
import { hashToken } from '../src/auth/tokens.js';
import { employees } from '../src/db/schema.js';
import {
  freePort,
  type ServerProcess,
  spawnServer,
  waitHealthy,
} from './reliability/support/server-process.js';
import { callApi } from './support/api-call.js';
import { ADMIN, startTestServer, type TestServer } from './support/test-server.js';
import { text } from './support/values.js';

/**
 * How soon a revocation must reach the other server: heard, well before the 60 s a verified session is remembered
 * (a generous bound, since CI runs on a shared, busy machine; here it arrives in milliseconds).
 */
const REVOKED_WITHIN = { timeout: 20_000, interval: 50 };

interface Server {
  url: string;
}

function call(server: Server, method: string, apiPath: string, token?: string, json?: unknown) {
  return callApi(server.url, method, apiPath, { token, json });
}

async function signIn(server: Server, email = ADMIN.email, password = ADMIN.password): Promise<string> {
  const answer = await call(server, 'POST', '/employees/login', undefined, { email, password });
  expect(answer.status).toBe(200);
  return text(answer.body, 'token');
}

/** The status of a call that needs nothing but a session. */
async function signedInStatus(server: Server, token: string): Promise<number> {
  return (await call(server, 'GET', '/manageEmployees/getAllEmployees', token)).status;
}

describe.skipIf(process.env.PG_TEST_URL === undefined || process.env.PG_TEST_URL === '')(
  'sessions across servers on one PostgreSQL database',
  () => {
    let inProcess: TestServer;
    let ownProcess: ServerProcess;
    let ownDataDir: string;
    let sql: pg.Client;

    beforeAll(async () => {
      inProcess = await startTestServer();
      if (inProcess.databaseUrl === undefined) throw new Error('the test server is not on PostgreSQL');
      ownDataDir = await mkdtemp(path.join(tmpdir(), 'shop-server-test-'));
      ownProcess = spawnServer(ownDataDir, await freePort(), { DATABASE_URL: inProcess.databaseUrl });
      await waitHealthy(ownProcess);
      sql = new pg.Client({ connectionString: inProcess.databaseUrl });
      await sql.connect();
    });
    afterAll(async () => {
      await sql?.end();
      if (ownProcess !== undefined) {
        ownProcess.child.kill('SIGTERM');
        // It ends its listening connection and its pool, and exits of itself.
        expect(await ownProcess.exited, ownProcess.output()).toBe(0);
      }
      await inProcess?.close();
      if (ownDataDir !== undefined) await rm(ownDataDir, { recursive: true, force: true });
    });

    /** Deletes a session behind the servers' backs: with triggers off, no server hears of it. */
    async function deleteUnheard(token: string) {
      await sql.query('begin');
      await sql.query('set local session_replication_role = replica');
      await sql.query('delete from sessions where token_hash = $1', [hashToken(token)]);
      await sql.query('commit');
    }

    /**
     * Waits until `server` answers sessions from its cache (it has LISTENed): a session it verified, then deleted
     * unheard, is still accepted.
     */
    async function untilCaching(server: Server) {
      await expect
        .poll(
          async () => {
            const token = await signIn(inProcess);
            expect(await signedInStatus(server, token)).toBe(200);
            await deleteUnheard(token);
            return signedInStatus(server, token);
          },
          { timeout: 20_000, interval: 100 },
        )
        .toBe(200);
    }

    async function newEmployee(email: string, password: string) {
      const [row] = await inProcess.database.db
        .insert(employees)
        .values({ name: email, email, passwordHash: await hashPassword(password) })
        .returning({ id: employees.id });
      if (row === undefined) throw new Error('no employee');
      return row.id;
    }

    async function listeningConnections(): Promise<number> {
      const found = await sql.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and query = 'LISTEN session_revoked' and state = 'idle'",
      );
      return found.rows[0]?.n ?? 0;
    }

    /** A new API token of the owner with `orders:read`, made through the in-process server. */
    async function newApiToken(): Promise<{ id: string; secret: string }> {
      const owner = await signIn(inProcess);
      const made = await call(inProcess, 'POST', '/apiTokens', owner, {
        name: 'Report',
        scopes: ['orders:read'],
      });
      expect(made.status).toBe(201);
      return { id: text(made.body, '_id'), secret: text(made.body, 'token') };
    }

    const ordersStatus = async (server: Server, secret: string) =>
      (await call(server, 'GET', '/customers/orders/allOrdersByStatus/processing', secret)).status;

    it('an API token revoked through one server is refused by the other, which had it remembered', async () => {
      await untilCaching(ownProcess);
      const kept = await newApiToken();
      const revoked = await newApiToken();
      expect(await ordersStatus(ownProcess, kept.secret)).toBe(200);
      expect(await ordersStatus(ownProcess, revoked.secret)).toBe(200);
      // Revoked behind the servers' backs (no announcement): the other server still trusts what it remembers.
      await sql.query('begin');
      await sql.query('set local session_replication_role = replica');
      await sql.query('update api_tokens set revoked_at = now() where id = $1', [kept.id]);
      await sql.query('commit');
      expect(await ordersStatus(ownProcess, kept.secret)).toBe(200);
      const owner = await signIn(inProcess);
      expect((await call(inProcess, 'POST', `/apiTokens/revokeApiToken/${revoked.id}`, owner)).status).toBe(
        200,
      );
      await expect.poll(() => ordersStatus(ownProcess, revoked.secret), REVOKED_WITHIN).toBe(401);
      expect(await ordersStatus(inProcess, revoked.secret)).toBe(401);
    });

    it('a session signed out through one server is refused by the other within moments', async () => {
      await untilCaching(ownProcess);
      const token = await signIn(inProcess);
      expect(await signedInStatus(ownProcess, token)).toBe(200);
      expect((await call(inProcess, 'POST', '/employees/logout', token)).status).toBe(204);
      await expect.poll(() => signedInStatus(ownProcess, token), REVOKED_WITHIN).toBe(401);
    });

    it("a password changed through one server ends all the employee's sessions on the other", async () => {
      await untilCaching(inProcess);
      await newEmployee('changes@shop.test', 'old-password-1');
      const [changing, other] = [
        await signIn(ownProcess, 'changes@shop.test', 'old-password-1'),
        await signIn(ownProcess, 'changes@shop.test', 'old-password-1'),
      ];
      expect(await signedInStatus(inProcess, changing)).toBe(200);
      expect(await signedInStatus(inProcess, other)).toBe(200);
      const changed = await call(ownProcess, 'PUT', '/employees/changeEmployeePassword', changing, {
        oldPassword: 'old-password-1',
        newPassword: 'new-password-22',
      });
      expect(changed.status).toBe(200);
      await expect.poll(() => signedInStatus(inProcess, other), REVOKED_WITHIN).toBe(401);
      expect(await signedInStatus(inProcess, changing)).toBe(401);
    });

    it('an employee deleted in the database is refused by every server within moments', async () => {
      await untilCaching(ownProcess);
      await untilCaching(inProcess);
      const id = await newEmployee('leaves@shop.test', 'leaving-password-1');
      const token = await signIn(inProcess, 'leaves@shop.test', 'leaving-password-1');
      expect(await signedInStatus(ownProcess, token)).toBe(200);
      expect(await signedInStatus(inProcess, token)).toBe(200);
      await sql.query('delete from employees where id = $1', [id]);
      await expect.poll(() => signedInStatus(ownProcess, token), REVOKED_WITHIN).toBe(401);
      await expect.poll(() => signedInStatus(inProcess, token), REVOKED_WITHIN).toBe(401);
    });

    it('an employee deactivated through one server is signed out on the other at once', async () => {
      await untilCaching(ownProcess);
      const id = await newEmployee('dismissed@shop.test', 'dismissed-password-1');
      const token = await signIn(ownProcess, 'dismissed@shop.test', 'dismissed-password-1');
      expect(await signedInStatus(ownProcess, token)).toBe(200);
      const owner = await signIn(inProcess);
      const done = await call(inProcess, 'POST', `/manageEmployees/deactivateEmployee/${id}`, owner);
      expect(done.status).toBe(200);
      await expect.poll(() => signedInStatus(ownProcess, token), REVOKED_WITHIN).toBe(401);
      const again = await call(ownProcess, 'POST', '/employees/login', undefined, {
        email: 'dismissed@shop.test',
        password: 'dismissed-password-1',
      });
      expect(again.status).toBe(401);
    });

    it('a role changed through one server applies on the other, to the same session', async () => {
      await untilCaching(ownProcess);
      const id = await newEmployee('promoted@shop.test', 'promoted-password-1');
      const token = await signIn(ownProcess, 'promoted@shop.test', 'promoted-password-1');
      const invites = () => call(ownProcess, 'GET', '/manageEmployees/getAllInvites', token);
      expect((await invites()).status).toBe(403);
      const owner = await signIn(inProcess);
      const promote = (level: string) =>
        call(inProcess, 'PUT', `/manageEmployees/changeEmployeeRole/${id}`, owner, { level });
      expect((await promote('owner')).status).toBe(200);
      await expect.poll(async () => (await invites()).status, REVOKED_WITHIN).toBe(200);
      expect((await promote('employee')).status).toBe(200);
      await expect.poll(async () => (await invites()).status, REVOKED_WITHIN).toBe(403);
    });

    it('a server whose listening connection is killed stops answering from its cache, and listens again', async () => {
      await untilCaching(ownProcess);
      await untilCaching(inProcess);
      const token = await signIn(inProcess);
      expect(await signedInStatus(ownProcess, token)).toBe(200);
      expect(await signedInStatus(inProcess, token)).toBe(200);
      await deleteUnheard(token);
      expect(await signedInStatus(ownProcess, token)).toBe(200);
      expect(await signedInStatus(inProcess, token)).toBe(200);

      const killed = await sql.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN%'",
      );
      expect(killed.rowCount).toBe(2);
      // What they remembered is forgotten: a session deleted unheard is refused once the loss is noticed.
      await expect.poll(() => signedInStatus(ownProcess, token), REVOKED_WITHIN).toBe(401);
      await expect.poll(() => signedInStatus(inProcess, token), REVOKED_WITHIN).toBe(401);
      expect(inProcess.logs.join('\n')).toMatch(/Session revocations cannot be heard/);

      // Back after a second; revocations are heard again.
      await expect.poll(listeningConnections, { timeout: 10_000, interval: 100 }).toBe(2);
      await untilCaching(ownProcess);
      await untilCaching(inProcess);
      expect(inProcess.logs.join('\n')).toMatch(/Session revocations are heard again/);
      const next = await signIn(inProcess);
      expect(await signedInStatus(ownProcess, next)).toBe(200);
      expect((await call(inProcess, 'POST', '/employees/logout', next)).status).toBe(204);
      await expect.poll(() => signedInStatus(ownProcess, next), REVOKED_WITHIN).toBe(401);
    });
  },
);
