import type { Logger } from '../app-deps.js';
import type { ChannelHearer } from '../auth/session-revocations.js';
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
  /**
   * With a PostgreSQL server: what hears the other processes' writes, over the session revocations' connection
   * (startSessionCache's `also`). The cache keeps nothing until it listens, nor while that connection is lost.
   */
  hearer: ChannelHearer | undefined;
  close(): Promise<void>;
}

/**
 * The answer cache of a server on `database` (`maxBytes` 0: none). With the embedded database every write goes
 * through this process (the data dir is locked); with a PostgreSQL server, answers are kept while other
 * processes' writes are heard (its {@link SharedAnswers.hearer} given to startSessionCache), and this process's
 * writes are announced to them.
 */
export function startAnswerCache(database: Database, log: Logger, maxBytes?: number): SharedAnswers {
  const cache = new AnswerCache(maxBytes);
  if (database.newClient === undefined || cache.maxBytes === 0) {
    return {
      cache,
      wrote: async (operation) => cache.staleAfter(operation),
      hearer: undefined,
      close: async () => cache.suspend(),
    };
  }
  let lostOnce = false;
  cache.suspend();
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
    hearer: {
      channel: ANSWERS_STALE_CHANNEL,
      heard(payload) {
        if (payload === undefined || payload === '') cache.clear();
        else cache.staleAfter(payload);
      },
      suspend() {
        cache.suspend();
        lostOnce = true;
      },
      resume() {
        cache.resume();
        if (lostOnce) log.info("Other processes' writes are heard again; list answers are kept again");
      },
    },
    close: async () => cache.suspend(),
  };
}
