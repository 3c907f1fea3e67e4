import type { Logger } from '../app-deps.js';
import type { ListeningConnection } from '../auth/session-revocations.js';
import type { Database } from '../db/client.js';
import { AnswerCache } from './answer-cache.js';

/** Where each process announces, by operation id, a write it has finished (payload: `listItems`'s writer's id). */
export const ANSWERS_STALE_CHANNEL = 'answers_stale';

/** The kept answers of a server, and how its writes reach them and the other processes' ones. */
export interface SharedAnswers {
  cache: AnswerCache;
  /**
   * Called once the write `operation` has finished (committed or failed): drops this process's stale answers and,
   * on a PostgreSQL server, tells the other processes to drop theirs.
   */
  wrote(operation: string): Promise<void>;
  close(): Promise<void>;
}

export interface AnswerListenerOptions {
  cache: AnswerCache;
  newConnection: () => ListeningConnection;
  log: Logger;
  retryDelayMs?: { first: number; max: number };
}

/**
 * Keeps `cache` right while other processes share the PostgreSQL server: LISTENs on {@link ANSWERS_STALE_CHANNEL}
 * over a connection of its own and drops what each announced write makes stale. As with session revocations, the
 * cache keeps nothing until LISTEN has succeeded and from the moment the connection is lost until it listens again.
 */
export function listenForStaleAnswers({
  cache,
  newConnection,
  log,
  retryDelayMs = { first: 1_000, max: 30_000 },
}: AnswerListenerOptions): { close(): Promise<void> } {
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
      if (current === connection) current = undefined;
      if (closed) return;
      void connection.end();
      log.error(
        `Other processes' writes cannot be heard (retrying in ${delay / 1000} s); no list answer is kept meanwhile`,
        error,
      );
      lostOnce = true;
      retry = setTimeout(listen, delay);
      retry.unref();
      delay = Math.min(delay * 2, retryDelayMs.max);
    };
    connection.on('error', onLost);
    connection.on('end', () => onLost(new Error('The connection ended')));
    connection.on('notification', ({ channel, payload }) => {
      if (channel !== ANSWERS_STALE_CHANNEL) return;
      if (payload === undefined || payload === '') cache.clear();
      else cache.staleAfter(payload);
    });
    connection
      .connect()
      .then(() => connection.query(`LISTEN ${ANSWERS_STALE_CHANNEL}`))
      .then(() => {
        if (lost || closed) return;
        delay = retryDelayMs.first;
        cache.resume();
        if (lostOnce) log.info("Other processes' writes are heard again; list answers are kept again");
      }, onLost);
  }

  cache.suspend();
  listen();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      cache.suspend();
      await current?.end();
    },
  };
}

/**
 * The answer cache of a server on `database` (`maxBytes` 0: none). With the embedded database every write goes
 * through this process (the data dir is locked); with a PostgreSQL server, answers are kept while other
 * processes' writes are heard, and this process's writes are announced to them.
 */
export function startAnswerCache(database: Database, log: Logger, maxBytes?: number): SharedAnswers {
  const cache = new AnswerCache(maxBytes);
  const { newClient } = database;
  if (newClient === undefined || cache.maxBytes === 0) {
    return {
      cache,
      wrote: async (operation) => cache.staleAfter(operation),
      close: async () => cache.suspend(),
    };
  }
  const listener = listenForStaleAnswers({
    cache,
    newConnection: () => newClient('shop server: stale answers'),
    log,
  });
  return {
    cache,
    async wrote(operation) {
      cache.staleAfter(operation);
      try {
        await database.exec(
          `select pg_notify('${ANSWERS_STALE_CHANNEL}', '${operation.replace(/[^A-Za-z0-9]/g, '')}')`,
        );
      } catch (error) {
        log.error(
          `Telling the other processes of ${operation} failed; their list answers may be stale`,
          error,
        );
      }
    },
    close: () => listener.close(),
  };
}
