// Crash: a write loop against the real server process, SIGKILL once a random number of writes were acknowledged
// (whatever the machine's speed, with others in flight), a restart on the same DATA_DIR: every acknowledged write is
// there, nothing appears that no one asked for, and the dead server's lock is taken over. A second server on a
// DATA_DIR in use refuses to start. CRASH_SEED reproduces the numbers chosen.
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/api-call.js';
import { idOf, rows, text } from '../support/values.js';
import {
  freePort,
  killHard,
  type ServerProcess,
  spawnServer,
  waitHealthy,
} from './support/server-process.js';

const SEED = Number(process.env.CRASH_SEED ?? process.env.FUZZ_SEED ?? 20_261_110);
const WRITERS = 8;
const CYCLES = 2;

const started: ServerProcess[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const server of started) await killHard(server);
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** What is known of one collection: the last acknowledged state, and the change in flight when the server died. */
interface Tracked {
  name: string;
  id?: string;
  acked: 'none' | 'created' | 'renamed' | 'deleted';
  pending?: 'create' | 'rename' | 'delete';
}

function call(server: ServerProcess, token: string, method: string, apiPath: string, json?: unknown) {
  return callApi(server.url, method, apiPath, { token, json });
}

async function login(server: ServerProcess): Promise<string> {
  const answer = await fetch(`${server.url}/api/employees/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@shop.test', password: 'tulip-garnet-ferry-52' }),
  });
  const body: unknown = await answer.json();
  return text(body, 'token');
}

/** Counts acknowledged writes; `reached` resolves once there are `target` of them. */
function acknowledgements(target: number) {
  let count = 0;
  let reach = () => {};
  const reached = new Promise<void>((resolve) => {
    reach = resolve;
  });
  return {
    reached,
    ack() {
      count++;
      if (count >= target) reach();
    },
  };
}

/**
 * Writers create, rename and delete their own collections as fast as the server lets them, recording each
 * acknowledged answer, until the server stops answering.
 */
async function writeUntilDead(
  server: ServerProcess,
  token: string,
  records: Tracked[],
  cycle: number,
  killing: { now: boolean },
  acks: { ack: () => void },
): Promise<void> {
  const writer = async (w: number) => {
    for (let n = 0; ; n++) {
      const record: Tracked = { name: `c${cycle}-w${w}-${n}`, acked: 'none', pending: 'create' };
      records.push(record);
      try {
        const created = await call(server, token, 'POST', '/collections', {
          name: record.name,
          description: 'crash',
        });
        if (created.status !== 201) throw new Error(`create answered ${created.status}`);
        record.id = idOf(created);
        record.acked = 'created';
        record.pending = 'rename';
        acks.ack();
        const renamed = await call(server, token, 'PATCH', `/collections/${record.id}`, {
          name: `${record.name}-renamed`,
        });
        if (renamed.status !== 200) throw new Error(`rename answered ${renamed.status}`);
        record.acked = 'renamed';
        record.pending = undefined;
        acks.ack();
        if (n % 3 === 0) {
          record.pending = 'delete';
          const deleted = await call(server, token, 'DELETE', `/collections/${record.id}`);
          if (deleted.status !== 204) throw new Error(`delete answered ${deleted.status}`);
          record.acked = 'deleted';
          record.pending = undefined;
          acks.ack();
        }
      } catch (error) {
        // The server died mid-request: this change may or may not have happened. Anything else is a failure.
        if (!killing.now) throw error;
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
}

/** Checks every record against the restarted server: acknowledged writes kept, nothing unasked-for there. */
async function verify(server: ServerProcess, token: string, records: Tracked[]): Promise<{ acked: number }> {
  const list = await call(server, token, 'GET', '/collections');
  const collections = rows(list).map((row) => ({ id: text(row, '_id'), name: text(row, 'name') }));
  const byId = new Map(collections.map((row) => [row.id, row.name]));
  let acked = 0;
  for (const record of records) {
    if (record.acked !== 'none') acked += record.acked === 'created' ? 1 : record.acked === 'renamed' ? 2 : 3;
    const name = record.id === undefined ? undefined : byId.get(record.id);
    const allowed = new Set<string | undefined>();
    if (record.acked === 'created') allowed.add(record.name);
    if (record.acked === 'renamed') allowed.add(`${record.name}-renamed`);
    if (record.acked === 'deleted') allowed.add(undefined);
    if (record.pending === 'rename') allowed.add(`${record.name}-renamed`);
    if (record.pending === 'delete') allowed.add(undefined);
    if (record.acked === 'none') allowed.add(undefined);
    expect(
      allowed.has(name),
      `${record.name} (acknowledged ${record.acked}, in flight ${record.pending}): ${name}`,
    ).toBe(true);
  }
  // A collection whose create was in flight may exist without an id we saw; nothing else may.
  const known = new Set(records.filter((r) => r.id !== undefined).map((r) => r.id));
  const inFlight = new Set(records.filter((r) => r.acked === 'none').map((r) => r.name));
  for (const row of collections.filter((r) => !known.has(r.id))) {
    expect(inFlight.has(row.name), `a collection nobody asked for: ${row.name}`).toBe(true);
  }
  return { acked };
}

describe(`SIGKILL during writes, then a restart on the same DATA_DIR (CRASH_SEED=${SEED})`, () => {
  it("keeps every acknowledged write and takes over the dead server's lock", {
    timeout: 300_000,
  }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-crash-test-'));
    dirs.push(dataDir);
    const targets = fc.sample(fc.integer({ min: 15, max: 80 }), { seed: SEED, numRuns: CYCLES });
    const records: Tracked[] = [];
    for (const [cycle, target] of targets.entries()) {
      const server = spawnServer(dataDir, await freePort());
      started.push(server);
      await waitHealthy(server);
      if (cycle > 0) await verify(server, await login(server), records);
      const token = await login(server);
      const killing = { now: false };
      const acks = acknowledgements(target);
      const writing = writeUntilDead(server, token, records, cycle, killing, acks).then(
        () => undefined,
        (error: unknown) => error,
      );
      // Killed once `target` writes were acknowledged, with the writers' next ones in flight.
      const stopped = await Promise.race([acks.reached.then(() => undefined), writing]);
      if (stopped !== undefined) throw stopped;
      killing.now = true;
      await killHard(server);
      const failure = await writing;
      if (failure !== undefined) throw failure;
      // The lock file is left behind, naming a process that is gone.
      const lock = path.join(dataDir, 'server.lock');
      expect(existsSync(lock)).toBe(true);
      expect(readFileSync(lock, 'utf8').trim()).toBe(String(server.child.pid));
    }
    const restarted = spawnServer(dataDir, await freePort());
    started.push(restarted);
    await waitHealthy(restarted);
    expect(readFileSync(path.join(dataDir, 'server.lock'), 'utf8').trim()).toBe(String(restarted.child.pid));
    const { acked } = await verify(restarted, await login(restarted), records);
    expect(
      acked,
      'the writers got nothing acknowledged: the kill came too early to test anything',
    ).toBeGreaterThan(20);
    console.info(
      `crash: ${CYCLES} SIGKILLs after ${targets.join(' and ')} acknowledged writes, ${acked} acknowledged in all ` +
        `(${records.length} collections), 0 lost`,
    );

    // A second server on the same DATA_DIR stops with a clear message instead of opening the database.
    const second = spawnServer(dataDir, await freePort());
    started.push(second);
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toContain(`is in use by another shop server (process ${restarted.child.pid})`);
    expect((await fetch(`${restarted.url}/healthz`)).status).toBe(200);
    await killHard(restarted);
  });
});
