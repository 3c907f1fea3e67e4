// 100 connections for 30 s of mixed reads and writes against a server on a fresh demo database, then a check that
// every acknowledged write is there (and every acknowledged delete is gone).

import { existsSync } from 'node:fs';
import { createShopClient, type ShopClient, unwrap } from '@shop/sdk';
import autocannon from 'autocannon';
import type { Benchmark, Figure } from '../benchmark.js';
import { serverMain } from '../support/paths.js';
import { ADMIN_LOGIN, type ShopServer, signIn, startShopServer } from '../support/shop-server.js';
import { makeTempDir, type TempDir } from '../support/temp-dir.js';

const CONNECTIONS = 100;
const DURATION_SECONDS = Number(process.env.LOAD_SECONDS ?? 30);

type Status = 'processing' | 'toBeDelivered' | 'shipped' | 'completed' | 'canceled';
type Movable = 'processing' | 'toBeDelivered' | 'shipped';
const MOVES: { [from in Movable]: { path: string; to: Status } } = {
  processing: { path: 'toBeDeliveredFromProcessing', to: 'toBeDelivered' },
  toBeDelivered: { path: 'shippedFromToBeDelivered', to: 'shipped' },
  shipped: { path: 'completedFromShipped', to: 'completed' },
};

/** What one connection is in the middle of (autocannon keeps one context object per connection). */
interface ConnectionState {
  collection?: { name: string; id?: string };
  move?: { order: string; to: Status; expectConflict: boolean };
}

/** Tallies of the run, and every acknowledged write. */
class Ledger {
  readonly counts = new Map<string, number>();
  readonly unexpected: string[] = [];
  readonly created = new Map<string, string>();
  readonly deleted = new Set<string>();
  /** Deletes sent: one still in flight when the run stopped may have happened without our seeing the answer. */
  readonly deleteSent = new Set<string>();
  /** The last acknowledged status of each moved order. */
  readonly moved = new Map<string, Status>();
  /** The status the last move sent for each order would make (in flight at the end, it may have happened). */
  readonly moveSent = new Map<string, Status>();
  conflictsExpected = 0;

  tally(kind: string, status: number, expected: readonly number[], body: string) {
    const key = `${kind} ${status}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    if (!expected.includes(status)) {
      if (this.unexpected.length < 10) this.unexpected.push(`${key}: ${body.slice(0, 200)}`);
      else this.unexpected.push(key);
    }
  }
}

function random<T>(values: readonly T[]): T {
  const value = values[Math.floor(Math.random() * values.length)];
  if (value === undefined) throw new Error('nothing to choose from');
  return value;
}

function idIn(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    const id = typeof parsed === 'object' && parsed !== null && '_id' in parsed ? parsed._id : undefined;
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined;
  }
}

async function allOrders(
  client: ShopClient,
  status: Status,
): Promise<Array<{ _id: string; orderStatus: Status }>> {
  const rows: Array<{ _id: string; orderStatus: Status }> = [];
  for (let page = 1; ; page++) {
    const result = await unwrap(
      client.GET('/customers/orders/allOrdersByStatus/{status}', {
        params: { path: { status }, query: { page, pageSize: 500 } },
      }),
    );
    rows.push(...result.data);
    if (rows.length >= result.total || result.data.length === 0) return rows;
  }
}

async function seeded(client: ShopClient) {
  const items = await unwrap(
    client.GET('/controlItems/manageItem', { params: { query: { pageSize: 500 } } }),
  );
  const words = [
    ...new Set(items.data.flatMap((item) => item.name.split(/\s+/)).filter((word) => word.length >= 3)),
  ];
  const queues: { [from in Movable]: string[] } = { processing: [], toBeDelivered: [], shipped: [] };
  const finished: string[] = [];
  for (const status of ['processing', 'toBeDelivered', 'shipped', 'completed', 'canceled'] as const) {
    const ids = (await allOrders(client, status)).map((order) => order._id);
    if (status === 'completed' || status === 'canceled') finished.push(...ids);
    else queues[status].push(...ids);
  }
  return { itemIds: items.data.map((item) => item._id), words, queues, finished };
}

/** What one mixed load measured, over every process it went to. */
export interface MixedLoad {
  requests: number;
  throughput: number;
  errors: number;
  p50: number;
  /** The highest p99 of the processes (each process's load is measured on its own). */
  p99: number;
  acknowledged: number;
  lost: number;
}

/**
 * {@link CONNECTIONS} connections for {@link DURATION_SECONDS} s of mixed reads and writes, shared evenly between
 * the processes at `origins` (one database behind them), signed in as `login`; then every acknowledged write is
 * checked through the first.
 */
export async function mixedLoad(
  origins: readonly string[],
  login: { email: string; password: string },
  log: (line: string) => void,
): Promise<MixedLoad> {
  const [first] = origins;
  if (first === undefined) throw new Error('no server to load');
  const token = await signIn(first, login);
  const client = createShopClient({ baseUrl: `${first}/api`, getToken: () => token });
  const data = await seeded(client);
  const movable =
    data.queues.processing.length + data.queues.toBeDelivered.length + data.queues.shipped.length;
  log(
    `demo shop: ${data.itemIds.length} items, ${movable} orders that can move, ${data.finished.length} finished`,
  );

  const ledger = new Ledger();
  const states = new WeakMap<object, ConnectionState>();
  const stateOf = (context: object) => {
    let state = states.get(context);
    if (state === undefined) {
      state = {};
      states.set(context, state);
    }
    return state;
  };
  let serial = 0;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const read = (kind: string, path: () => string): autocannon.Request => ({
    method: 'GET',
    setupRequest: (request) => ({ ...request, path: path() }),
    onResponse: (status, body) => ledger.tally(kind, status, [200], body),
  });

  log(`${CONNECTIONS} connections for ${DURATION_SECONDS} s, over ${origins.length} process(es)...`);
  const results = await Promise.all(
    origins.map((url, index) =>
      autocannon({
        url,
        // 100 over 3: 34, 33, 33.
        connections:
          Math.floor(CONNECTIONS / origins.length) + (index < CONNECTIONS % origins.length ? 1 : 0),
        duration: DURATION_SECONDS,
        timeout: 10,
        headers,
        requests: [
          read(
            'items page',
            () => `/api/controlItems/manageItem?page=${1 + Math.floor(Math.random() * 4)}&pageSize=50`,
          ),
          read(
            'item search',
            () => `/api/controlItems/manageItem?q=${encodeURIComponent(random(data.words))}`,
          ),
          read(
            'orders of a status',
            () =>
              `/api/customers/orders/allOrdersByStatus/${random(['processing', 'shipped', 'completed'])}?pageSize=50`,
          ),
          read('order counts', () => '/api/customers/orders/getOrderCountsByStatus'),
          read('single item', () => `/api/controlItems/manageItem/getSingleItem/${random(data.itemIds)}`),
          {
            method: 'POST',
            path: '/api/collections',
            setupRequest: (request, context) => {
              const name = `Load ${++serial}`;
              stateOf(context).collection = { name };
              return { ...request, body: JSON.stringify({ name, description: 'made under load' }) };
            },
            onResponse: (status, body, context) => {
              ledger.tally('create collection', status, [201], body);
              const collection = stateOf(context).collection;
              const id = idIn(body);
              if (status === 201 && collection !== undefined && id !== undefined) {
                collection.id = id;
                ledger.created.set(id, collection.name);
              }
            },
          },
          {
            method: 'DELETE',
            setupRequest: (request, context) => {
              const id = stateOf(context).collection?.id;
              // Its create failed: nothing to delete, read the counts instead.
              if (id === undefined)
                return { ...request, method: 'GET', path: '/api/customers/orders/getOrderCountsByStatus' };
              ledger.deleteSent.add(id);
              return { ...request, path: `/api/collections/${id}` };
            },
            onResponse: (status, body, context) => {
              const state = stateOf(context);
              const id = state.collection?.id;
              state.collection = undefined;
              if (id === undefined) return ledger.tally('order counts', status, [200], body);
              ledger.tally('delete collection', status, [204], body);
              if (status === 204) ledger.deleted.add(id);
            },
          },
          {
            method: 'PATCH',
            setupRequest: (request, context) => {
              const state = stateOf(context);
              // Orders travel processing -> toBeDelivered -> shipped -> completed, one connection at a time; some
              // are canceled on the way. Once none is left to move, a finished order is moved: a 409 is right.
              const from = (['shipped', 'toBeDelivered', 'processing'] as const).find(
                (s) => data.queues[s].length > 0,
              );
              const order = from === undefined ? undefined : data.queues[from].shift();
              if (from === undefined || order === undefined) {
                const finished = random(data.finished);
                state.move = { order: finished, to: 'shipped', expectConflict: true };
                return {
                  ...request,
                  path: `/api/customers/orders/changeOrderStatus/shippedFromToBeDelivered/${finished}`,
                };
              }
              const cancel = Math.random() < 0.2;
              const move = cancel ? { path: 'canceledOrder', to: 'canceled' as const } : MOVES[from];
              state.move = { order, to: move.to, expectConflict: false };
              ledger.moveSent.set(order, move.to);
              return { ...request, path: `/api/customers/orders/changeOrderStatus/${move.path}/${order}` };
            },
            onResponse: (status, body, context) => {
              const move = stateOf(context).move;
              if (move === undefined) return;
              if (move.expectConflict) {
                ledger.tally('move a finished order', status, [409], body);
                if (status === 409) ledger.conflictsExpected++;
                return;
              }
              ledger.tally('move an order', status, [200], body);
              if (status !== 200) return;
              ledger.moved.set(move.order, move.to);
              if (move.to === 'toBeDelivered' || move.to === 'shipped') data.queues[move.to].push(move.order);
              else data.finished.push(move.order);
            },
          },
        ],
      }),
    ),
  );
  const result = {
    requests: results.reduce((sum, r) => sum + r.requests.total, 0),
    throughput: results.reduce((sum, r) => sum + r.requests.average, 0),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    timeouts: results.reduce((sum, r) => sum + r.timeouts, 0),
  };
  if (origins.length > 1) {
    log(
      `per process: ${results.map((r) => `${r.requests.average} req/s, p99 ${r.latency.p99} ms`).join('; ')}`,
    );
  }

  log('checking that every acknowledged write is there...');
  const collections = await unwrap(client.GET('/collections'));
  const present = new Map(collections.data.map((collection) => [collection._id, collection.name]));
  let lost = 0;
  for (const [id, name] of ledger.created) {
    const now = present.get(id);
    // Acknowledged deleted: gone. A delete sent but unanswered when the run stopped: either. Else: there.
    const acceptable = ledger.deleted.has(id)
      ? [undefined]
      : ledger.deleteSent.has(id)
        ? [name, undefined]
        : [name];
    if (!acceptable.includes(now)) {
      lost++;
      log(
        `  lost: collection ${id} should be ${acceptable.map((a) => a ?? 'gone').join(' or ')}, is ${now ?? 'gone'}`,
      );
    }
  }
  const statuses = new Map<string, Status>();
  for (const status of ['processing', 'toBeDelivered', 'shipped', 'completed', 'canceled'] as const) {
    for (const order of await allOrders(client, status)) statuses.set(order._id, order.orderStatus);
  }
  for (const [order, status] of ledger.moved) {
    const now = statuses.get(order);
    if (now !== status && now !== ledger.moveSent.get(order)) {
      lost++;
      log(`  lost: order ${order} was moved to ${status}, is ${now ?? 'missing'}`);
    }
  }

  // autocannon counts timeouts among its errors.
  const errors = ledger.unexpected.length + result.errors;
  log(`answers: ${[...ledger.counts].map(([key, n]) => `${key} x${n}`).join(', ')}`);
  log(
    `writes acknowledged: ${ledger.created.size} creates, ${ledger.deleted.size} deletes, ${ledger.moved.size} orders moved ` +
      `(${ledger.conflictsExpected} expected 409s on finished orders); ` +
      `${ledger.deleteSent.size - ledger.deleted.size} deletes still unanswered when the run stopped`,
  );
  log(
    `socket errors ${result.errors} (of which timeouts ${result.timeouts}), unexpected answers ${ledger.unexpected.length}`,
  );
  for (const line of ledger.unexpected.slice(0, 10)) log(`  unexpected: ${line}`);
  return {
    requests: result.requests,
    throughput: result.throughput,
    errors,
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    acknowledged: ledger.created.size + ledger.deleted.size + ledger.moved.size,
    lost,
  };
}

/** The figures of a mixed load, named `<prefix> …`. */
export function mixedLoadFigures(prefix: string, load: MixedLoad): Figure[] {
  return [
    { name: `${prefix} requests`, value: load.requests, unit: `requests in ${DURATION_SECONDS} s` },
    { name: `${prefix} throughput`, value: load.throughput, unit: 'requests/s' },
    {
      name: `${prefix} errors`,
      value: load.errors,
      unit: 'unexpected answers + socket errors',
      target: { max: 0 },
    },
    { name: `${prefix} latency p50`, value: load.p50, unit: 'ms' },
    { name: `${prefix} latency p99`, value: load.p99, unit: 'ms', target: { max: 1000 } },
    {
      name: `${prefix} acknowledged writes`,
      value: load.acknowledged,
      unit: 'creates, deletes and order moves',
    },
    {
      name: `${prefix} lost writes`,
      value: load.lost,
      unit: 'acknowledged writes missing',
      target: { max: 0 },
    },
  ];
}

export const loadMixed: Benchmark = {
  name: 'load-mixed',
  async skipReason() {
    return existsSync(serverMain) ? undefined : `the server is not built (${serverMain})`;
  },
  async run(log) {
    let server: ShopServer | undefined;
    let dataDir: TempDir | undefined;
    try {
      log('starting a server on a fresh demo database...');
      dataDir = await makeTempDir('load-mixed');
      server = await startShopServer({ dataDir: dataDir.path, seedDemo: true });
      const load = await mixedLoad([server.url], ADMIN_LOGIN, log);
      if (load.errors > 0)
        log(`server output (last lines):\n${server.output().split('\n').slice(-20).join('\n')}`);
      return mixedLoadFigures('load-mixed', load);
    } finally {
      await server?.stop();
      await dataDir?.remove();
    }
  },
};
