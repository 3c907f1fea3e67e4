// The revocation listener's rules, over a stand-in for its node-postgres connection whose answers the test gives:
// when the cache may be used, what a lost connection does, and the reconnection's pace. The same listener against
// a real PostgreSQL server, connection killed and all, is tested in sessions-across-servers.test.ts.
import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionCache } from '../src/auth/session-cache.js';
import { listenForRevocations, SESSION_REVOKED_CHANNEL } from '../src/auth/session-revocations.js';

/** A session's employee, with a role. */
const holder = (employeeId: bigint) => ({ employeeId, level: 'employee' as const });

const inAnHour = () => new Date(Date.now() + 3_600_000);

/** A promise and the functions that settle it. */
function deferred() {
  let resolve = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A connection whose connect and LISTEN succeed or fail when the test says. */
class StandInConnection extends EventEmitter {
  readonly openedAt = Date.now();
  readonly connecting = deferred();
  readonly listening = deferred();
  readonly queries: string[] = [];
  ended = false;

  connect(): Promise<void> {
    return this.connecting.promise;
  }

  query(text: string): Promise<void> {
    this.queries.push(text);
    return this.listening.promise;
  }

  async end(): Promise<void> {
    if (this.ended) return;
    this.ended = true;
    queueMicrotask(() => this.emit('end'));
  }

  /** Listening succeeds. */
  accept(): void {
    this.connecting.resolve();
    this.listening.resolve();
  }

  announce(tokenHash: string, channel = SESSION_REVOKED_CHANNEL): void {
    this.emit('notification', { channel, payload: tokenHash });
  }

  /** The server drops the connection (pg_terminate_backend): node-postgres reports errors, then the end. */
  drop(): void {
    this.emit('error', new Error('terminating connection due to administrator command'));
    this.emit('error', new Error('Connection terminated unexpectedly'));
    this.ended = true;
    this.emit('end');
  }
}

/** Whether the cache answers and remembers: a session verified now is answered from it. */
function inUse(cache: SessionCache, tokenHash = 'probe'): boolean {
  cache.remember(tokenHash, holder(99n), inAnHour(), cache.revision());
  const answered = cache.get(tokenHash)?.employeeId === 99n;
  cache.forgetToken(tokenHash);
  return answered;
}

let cache: SessionCache;
let connections: StandInConnection[];
let logs: string[];
let listener: { close(): Promise<void> };
/** How new connections answer: as the test says later, at once, or refusing to connect. */
let answer: 'later' | 'accept' | 'refuse';

function listen() {
  listener = listenForRevocations({
    cache,
    newConnection: () => {
      const connection = new StandInConnection();
      connections.push(connection);
      if (answer === 'accept') connection.accept();
      if (answer === 'refuse') connection.connecting.reject(new Error('connection refused'));
      return connection;
    },
    log: { info: (line) => logs.push(line), error: (line) => logs.push(line) },
  });
}

/** The last connection opened. */
function latest(): StandInConnection {
  const connection = connections.at(-1);
  if (connection === undefined) throw new Error('no connection opened');
  return connection;
}

beforeEach(() => {
  vi.useFakeTimers();
  cache = new SessionCache();
  connections = [];
  logs = [];
  answer = 'later';
});
afterEach(async () => {
  await listener.close();
  vi.useRealTimers();
});

describe('listening for revocations', () => {
  it('uses the cache only once LISTEN has succeeded', async () => {
    cache.remember('before', holder(1n), inAnHour(), cache.revision());
    listen();
    expect(cache.get('before')).toBeUndefined();
    latest().connecting.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(latest().queries).toEqual(['LISTEN session_revoked']);
    expect(inUse(cache)).toBe(false);

    const lookupBegun = cache.revision();
    latest().listening.resolve();
    await vi.advanceTimersByTimeAsync(0);
    // A lookup under way before LISTEN succeeded may have read a session revoked unheard.
    cache.remember('a', holder(1n), inAnHour(), lookupBegun);
    expect(cache.get('a')).toBeUndefined();
    expect(inUse(cache)).toBe(true);
    expect(connections).toHaveLength(1);
  });

  it('forgets each session announced on its channel, and no lookup under way while it was', async () => {
    listen();
    latest().accept();
    await vi.advanceTimersByTimeAsync(0);
    cache.remember('a', holder(1n), inAnHour(), cache.revision());
    cache.remember('b', holder(1n), inAnHour(), cache.revision());
    latest().announce('a');
    latest().announce('b', 'other_channel');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.employeeId).toBe(1n);

    const lookupBegun = cache.revision();
    latest().announce('c');
    cache.remember('c', holder(2n), inAnHour(), lookupBegun);
    expect(cache.get('c')).toBeUndefined();
  });

  it('forgets every session of an employee whose role or deactivation is announced as employee:<id>', async () => {
    listen();
    latest().accept();
    await vi.advanceTimersByTimeAsync(0);
    cache.remember('a', holder(5n), inAnHour(), cache.revision());
    cache.remember('b', holder(5n), inAnHour(), cache.revision());
    cache.remember('c', holder(6n), inAnHour(), cache.revision());
    latest().announce('employee:5');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')?.employeeId).toBe(6n);
  });

  it('forgets everything when its connection is lost and uses the cache again only once LISTEN succeeds anew', async () => {
    listen();
    latest().accept();
    await vi.advanceTimersByTimeAsync(0);
    cache.remember('a', holder(1n), inAnHour(), cache.revision());
    const lookupBegun = cache.revision();

    latest().drop();
    expect(cache.get('a')).toBeUndefined();
    expect(inUse(cache)).toBe(false);
    expect(logs.filter((line) => line.startsWith('Session revocations cannot be heard'))).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(1_000);
    expect(connections).toHaveLength(2);
    latest().connecting.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(inUse(cache)).toBe(false);
    const lookupWhileLost = cache.revision();
    latest().listening.resolve();
    await vi.advanceTimersByTimeAsync(0);
    cache.remember('a', holder(1n), inAnHour(), lookupBegun);
    cache.remember('b', holder(1n), inAnHour(), lookupWhileLost);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
    expect(inUse(cache)).toBe(true);
    expect(logs.at(-1)).toMatch(/heard again/);
  });

  it('retries after 1 s, then twice as long each time up to 30 s, and after 1 s again once it has listened', async () => {
    answer = 'refuse';
    listen();
    await vi.advanceTimersByTimeAsync(200_000);
    const gaps = connections
      .slice(1)
      .map((connection, n) => connection.openedAt - (connections[n]?.openedAt ?? 0));
    expect(gaps.slice(0, 8)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
    expect(inUse(cache)).toBe(false);
    expect(connections.slice(0, -1).every((connection) => connection.ended)).toBe(true);

    // A LISTEN that fails on a working connection: that connection is ended and another tried.
    answer = 'later';
    await vi.advanceTimersByTimeAsync(30_000);
    const attempts = connections.length;
    latest().connecting.resolve();
    latest().listening.reject(new Error('permission denied'));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(connections).toHaveLength(attempts + 1);
    expect(connections[attempts - 1]?.ended).toBe(true);

    latest().accept();
    await vi.advanceTimersByTimeAsync(0);
    expect(inUse(cache)).toBe(true);
    latest().drop();
    await vi.advanceTimersByTimeAsync(999);
    expect(connections).toHaveLength(attempts + 1);
    await vi.advanceTimersByTimeAsync(1);
    expect(connections).toHaveLength(attempts + 2);
  });

  it('ends its connection on close, and neither reconnects nor uses the cache after', async () => {
    listen();
    latest().accept();
    await vi.advanceTimersByTimeAsync(0);
    await listener.close();
    expect(latest().ended).toBe(true);
    expect(inUse(cache)).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(connections).toHaveLength(1);
  });

  it('does not reconnect once closed while waiting to', async () => {
    listen();
    latest().drop();
    await listener.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(connections).toHaveLength(1);
  });
});
