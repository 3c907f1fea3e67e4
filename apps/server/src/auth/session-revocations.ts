import type { Logger } from '../core/logger.js';
import type { Database } from '../db/client.js';
import { SessionCache } from './session-cache.js';

/**
 * Where the database announces each deleted session's token hash (migration 0004_session_revocations), and
 * `employee:<id>` when an employee's role or deactivation changed (0007_staff_roles).
 */
export const SESSION_REVOKED_CHANNEL = 'session_revoked';

/** The part of a node-postgres client that listening takes. */
export interface ListeningConnection {
  connect(): Promise<unknown>;
  query(text: string): Promise<unknown>;
  end(): Promise<void>;
  on(event: 'notification', listener: (message: { channel: string; payload?: string }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
}

/**
 * Something else kept in this process that other processes' writes make stale, heard over the same connection
 * (the kept list answers, answer-invalidation.ts): told what is announced on its channel, suspended and resumed with
 * the session cache.
 */
export interface ChannelHearer {
  channel: string;
  heard(payload: string | undefined): void;
  suspend(): void;
  resume(): void;
}

export interface RevocationListenerOptions {
  cache: SessionCache;
  /** Other channels heard over the same connection. */
  also?: readonly ChannelHearer[];
  /** A new, unconnected connection of its own: LISTEN holds it for good, so it cannot come from the pool. */
  newConnection: () => ListeningConnection;
  log: Logger;
  /** The wait before reconnecting after a loss: `first`, doubled after each failed attempt, at most `max`. */
  retryDelayMs?: { first: number; max: number };
}

/**
 * Keeps `cache` right while other processes share the PostgreSQL server: LISTENs on {@link SESSION_REVOKED_CHANNEL}
 * over a connection of its own and forgets each session announced there. The cache is suspended until LISTEN has
 * succeeded and from the moment the connection fails or ends (a revocation then might go unheard) until a new
 * connection has LISTENed again; reconnecting waits (by default) 1 s, then twice as long after each failure, at
 * most 30 s.
 */
export function listenForRevocations({
  cache,
  also = [],
  newConnection,
  log,
  retryDelayMs = { first: 1_000, max: 30_000 },
}: RevocationListenerOptions): { close(): Promise<void> } {
  let closed = false;
  let lostOnce = false;
  let delay = retryDelayMs.first;
  let current: ListeningConnection | undefined;
  let retry: NodeJS.Timeout | undefined;

  function listen() {
    retry = undefined;
    const connection = newConnection();
    current = connection;
    let lost = false;
    const onLost = (error: unknown) => {
      if (lost) return;
      lost = true;
      cache.suspend();
      for (const hearer of also) hearer.suspend();
      if (current === connection) current = undefined;
      if (closed) return;
      // A failed LISTEN leaves the connection open; a dead one is only closed here. Either way it is done with.
      void connection.end();
      log.error(
        `Session revocations cannot be heard (retrying in ${delay / 1000} s); every signed-in call looks its session up meanwhile`,
        error,
      );
      lostOnce = true;
      retry = setTimeout(listen, delay);
      retry.unref();
      delay = Math.min(delay * 2, retryDelayMs.max);
    };
    // node-postgres emits 'error' (perhaps more than once) and then 'end' when the connection dies.
    connection.on('error', onLost);
    connection.on('end', () => onLost(new Error('The connection ended')));
    connection.on('notification', ({ channel, payload }) => {
      for (const hearer of also) if (hearer.channel === channel) hearer.heard(payload);
      if (channel !== SESSION_REVOKED_CHANNEL || payload === undefined) return;
      const employee = /^employee:(\d+)$/.exec(payload)?.[1];
      if (employee === undefined) cache.forgetToken(payload);
      else cache.forgetEmployee(BigInt(employee));
    });
    connection
      .connect()
      .then(async () => {
        for (const hearer of also) await connection.query(`LISTEN ${hearer.channel}`);
        await connection.query(`LISTEN ${SESSION_REVOKED_CHANNEL}`);
      })
      .then(() => {
        if (lost || closed) return;
        delay = retryDelayMs.first;
        cache.resume();
        for (const hearer of also) hearer.resume();
        if (lostOnce) log.info('Session revocations are heard again; verified sessions are remembered again');
      }, onLost);
  }

  cache.suspend();
  for (const hearer of also) hearer.suspend();
  listen();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      cache.suspend();
      for (const hearer of also) hearer.suspend();
      await current?.end();
    },
  };
}

/** A server's cache of verified sessions, and what ends its listening at shutdown. */
export interface ServerSessionCache {
  cache: SessionCache;
  close(): Promise<void>;
}

/**
 * The cache of verified sessions for a server on `database`. With the embedded database it is in use at once; with
 * a PostgreSQL server, while revocations are heard, over one connection that also hears the channels of `also`.
 */
export function startSessionCache(
  database: Database,
  log: Logger,
  also: readonly ChannelHearer[] = [],
): ServerSessionCache {
  const cache = new SessionCache();
  const { newClient } = database;
  if (newClient === undefined) return { cache, close: async () => {} };
  const listener = listenForRevocations({
    cache,
    also,
    newConnection: () => newClient('shop server: session revocations'),
    log,
  });
  return { cache, close: () => listener.close() };
}
