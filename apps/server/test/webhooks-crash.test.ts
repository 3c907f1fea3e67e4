// The webhooks' crash test (issue 34), PostgreSQL pass only: three server processes on one database send one
// endpoint's webhooks while writes go to all of them, the receiver answers 500 at random, and one process is killed
// with SIGKILL every few writes (and started again). Every event of the outbox must reach the receiver at least once,
// each record's in order, every signature must verify with the reference standardwebhooks library, and the distinct
// webhook-ids must be exactly the outbox's events. Sized to about a minute: WEBHOOK_CRASH_WRITES (300) sets the
// writes (the run: 10000), WEBHOOK_CRASH_KILL_EVERY (25) how many writes apart the kills are.
// The receiver listens on 127.0.0.1 only.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eventTypeValues } from '@shop/sdk';
import pg from 'pg';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  killHard,
  type ServerProcess,
  spawnServer,
  waitHealthy,
} from './reliability/support/server-process.js';
import { callApi } from './support/api-call.js';
import { ADMIN, emptyPostgresDatabase } from './support/test-server.js';
import { at, text } from './support/values.js';

const WRITES = Number(process.env.WEBHOOK_CRASH_WRITES ?? 300);
const KILL_EVERY = Number(process.env.WEBHOOK_CRASH_KILL_EVERY ?? 25);
const RECORDS = 20;
const WRITERS = 6;
const FAIL_RATE = 0.2;

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

const onPostgres = (process.env.PG_TEST_URL ?? '') !== '';

describe.skipIf(!onPostgres)(
  'webhooks across three processes, one killed with SIGKILL every few writes',
  () => {
    const received: Received[] = [];
    const firstTries = new Set<string>();
    let receiver: Server;
    let receiverPort = 0;
    let database: { url: string; drop: () => Promise<void> };
    let dataDir: string;
    const processes: ServerProcess[] = [];

    const start = async (): Promise<ServerProcess> => {
      const started = spawnServer(dataDir, await freePort(), {
        DATABASE_URL: database.url,
        WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
      });
      await waitHealthy(started, 120_000);
      return started;
    };

    beforeAll(async () => {
      receiver = createServer((req, res) => {
        let body = '';
        req.on('data', (chunk: Buffer) => {
          body += chunk.toString('utf8');
        });
        req.on('end', () => {
          received.push({ headers: req.headers, body });
          const id = String(req.headers['webhook-id']);
          // A first try fails at random; a retry gets through (a second failure would wait 5 minutes).
          const first = !firstTries.has(id);
          firstTries.add(id);
          res.writeHead(first && Math.random() < FAIL_RATE ? 500 : 200).end();
        });
      });
      await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
      const address = receiver.address();
      receiverPort = typeof address === 'object' && address !== null ? address.port : 0;
      database = await emptyPostgresDatabase(process.env.PG_TEST_URL ?? '');
      dataDir = await mkdtemp(path.join(tmpdir(), 'shop-webhook-crash-'));
      processes.push(...(await Promise.all([start(), start(), start()])));
    }, 300_000);

    afterAll(async () => {
      await Promise.all(processes.map((server) => killHard(server)));
      receiver?.closeAllConnections();
      await new Promise((resolve) => receiver?.close(resolve));
      await database?.drop();
      if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
    });

    it('delivers every event at least once, in order per record, signed, with as many webhook-ids as outbox events', {
      timeout: 60 * 60_000,
    }, async () => {
      const live = () => processes[Math.floor(Math.random() * processes.length)] ?? processes[0];
      const signIn = await callApi(live()?.url ?? '', 'POST', '/employees/login', {
        json: { email: ADMIN.email, password: ADMIN.password },
      });
      const token = text(signIn.body, 'token');
      const made = await callApi(live()?.url ?? '', 'POST', '/webhookEndpoints', {
        token,
        json: { url: `http://127.0.0.1:${receiverPort}/hook`, eventTypes: [...eventTypeValues] },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const secret = text(made.body, 'secret');
      const sql = new pg.Client({ connectionString: database.url });
      await sql.connect();
      sql.on('error', () => undefined);
      // The endpoint is sent what was committed after it: its own webhook.created and on.
      const created = await sql.query<{ after: string }>(
        "select (seq - 1)::text as after from events where type = 'webhook.created' and record_id = $1",
        [text(made.body, '_id')],
      );
      const startedAfter = BigInt(created.rows[0]?.after ?? '0');

      const records: string[] = [];
      let writes = 0;
      let uncertain = 0;
      let kills = 0;
      let killing: Promise<void> = Promise.resolve();
      const write = async (n: number) => {
        const server = live();
        if (server === undefined) return;
        const record = records[n % RECORDS];
        try {
          const answer =
            record === undefined || records.length < RECORDS
              ? await callApi(server.url, 'POST', '/divisions', {
                  token,
                  json: { name: `Crash division ${n}` },
                })
              : await callApi(server.url, 'PATCH', `/divisions/${record}`, {
                  token,
                  json: { name: `Crash ${n}` },
                });
          if (answer.status === 201) records.push(text(answer.body, '_id'));
          else if (answer.status !== 200) uncertain++;
        } catch {
          // The process was killed under it: the write may or may not have committed (the outbox says).
          uncertain++;
        }
        writes++;
        if (writes % KILL_EVERY === 0) {
          killing = killing.then(async () => {
            // Out of the writers' choice while it is down: the writes cut off are those under way at the kill.
            const [victim] = processes.splice(Math.floor(Math.random() * processes.length), 1);
            if (victim === undefined) return;
            await killHard(victim);
            kills++;
            processes.push(await start());
          });
        }
      };
      let next = 0;
      const began = performance.now();
      await Promise.all(
        Array.from({ length: WRITERS }, async () => {
          while (next < WRITES) await write(next++);
        }),
      );
      await killing;
      const wrote = performance.now();

      const outbox = async () =>
        (
          await sql.query<{ id: string; seq: string; key: string }>(
            `select id::text as id, seq::text as seq, entity_type || ':' || coalesce(record_id::text, '*') as key
           from events where seq > $1 order by seq`,
            [startedAfter.toString()],
          )
        ).rows;
      const distinct = () => new Set(received.map((request) => String(request.headers['webhook-id'])));
      const settled = async () => distinct().size === (await outbox()).length && (await outbox()).length > 0;
      const deadline = Date.now() + Number(process.env.WEBHOOK_CRASH_WAIT_MS ?? 5 * 60_000);
      while (!(await settled()) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 500));
      if (!(await settled())) {
        const state = await sql.query(
          `select status, count(*)::int as n, min(next_attempt_at) as next, max(attempts) as attempts
           from webhook_deliveries group by status`,
        );
        const endpoint = await sql.query(
          'select after_seq::text, enabled, failing_since from webhook_endpoints',
        );
        const locks = await sql.query(
          "select classid, objid, pid, granted from pg_locks where locktype = 'advisory'",
        );
        const message =
          `not every event arrived: ${distinct().size} of ${(await outbox()).length}; deliveries ` +
          `${JSON.stringify(state.rows)}; endpoint ${JSON.stringify(endpoint.rows)}; locks ${JSON.stringify(locks.rows)}; ` +
          `now ${new Date().toISOString()}\n${processes.map((server) => server.output().slice(-2000)).join('\n---\n')}`;
        await sql.end();
        throw new Error(message);
      }
      const events = await outbox();
      await sql.end();

      expect([...distinct()].sort()).toEqual(events.map((event) => event.id).sort());
      const verifier = new Webhook(secret);
      const sequences = new Map<string, number[]>();
      for (const request of received) {
        const payload = verifier.verify(request.body, {
          'webhook-id': String(request.headers['webhook-id']),
          'webhook-timestamp': String(request.headers['webhook-timestamp']),
          'webhook-signature': String(request.headers['webhook-signature']),
        });
        const key = `${String(at(payload, 'entityType'))}:${String(at(payload, 'recordId') ?? '*')}`;
        sequences.set(key, [...(sequences.get(key) ?? []), Number(at(payload, 'sequence'))]);
      }
      for (const [key, seen] of sequences) expect(seen, key).toEqual([...seen].sort((a, b) => a - b));
      expect(kills).toBeGreaterThanOrEqual(Math.floor(WRITES / KILL_EVERY) - 1);
      console.log(
        `webhooks crash test: ${writes} writes (${uncertain} cut off by a kill) through 3 processes in ` +
          `${((wrote - began) / 1000).toFixed(1)} s, ${kills} SIGKILLs; ${events.length} outbox events, ` +
          `${received.length} deliveries received, ${distinct().size} distinct webhook-ids, ` +
          `${received.length - distinct().size} repeated (500s retried and deliveries cut off by a kill), all in ` +
          `${((performance.now() - began) / 1000).toFixed(1)} s`,
      );
    });
  },
);
