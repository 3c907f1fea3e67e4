import type { ChannelHearer } from '../auth/session-revocations.js';
import type { Logger } from '../core/logger.js';
import type { Database } from '../db/client.js';
import { AnswerCache } from './answer-cache.js';

/**
 * Where each process announces a write it has finished: `<operation id>:<position>` (`updateCategory:812`), the
 * position from announce_answer_write (migration 0014).
 */
export const ANSWERS_STALE_CHANNEL = 'answers_stale';

/** The kept answers of a server, and how its writes reach them and the other processes' ones. */
export interface SharedAnswers {
  cache: AnswerCache;
  /**
   * Called once the write `operation` has finished (committed or failed): drops this process's stale answers and,
   * on a PostgreSQL server, tells the other processes to drop theirs. Answers the write's position there (the SDK's
   * `WRITE_POSITION_HEADER`), undefined with the embedded database or when it could not be announced.
   */
  wrote(operation: string): Promise<string | undefined>;
  /**
   * Whether this process has heard every write up to `position` (a client's `READ_AFTER_HEADER`): only then
   * may a read be answered from its kept answers. Always with the embedded database, where every write is this
   * process's own and drops its answers before it is answered.
   */
  heardUpTo(position: string | undefined): boolean;
  /**
   * With a PostgreSQL server: what hears the other processes' writes, over the session revocations' connection
   * (startSessionCache's `also`). The cache keeps nothing until it listens, nor while that connection is lost.
   */
  hearer: ChannelHearer | undefined;
  close(): Promise<void>;
}

/** A position as sent: decimal digits, at most what a bigint holds. */
function parsePosition(text: string): bigint | undefined {
  return /^\d{1,19}$/.test(text) ? BigInt(text) : undefined;
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
      wrote: async (operation) => {
        cache.staleAfter(operation);
        return undefined;
      },
      heardUpTo: () => true,
      hearer: undefined,
      close: async () => cache.suspend(),
    };
  }
  let lostOnce = false;
  /** Every write up to this position has been heard (announced in commit order: migration 0014). */
  let heard = 0n;
  cache.suspend();
  return {
    cache,
    async wrote(operation) {
      cache.staleAfter(operation);
      try {
        const [row] = await database.exec(
          `select announce_answer_write('${operation.replace(/[^A-Za-z0-9]/g, '')}')::text as position`,
        );
        return typeof row?.position === 'string' ? row.position : undefined;
      } catch (error) {
        log.error(
          `Telling the other processes of ${operation} failed; their list answers may be stale`,
          error,
        );
        return undefined;
      }
    },
    heardUpTo(position) {
      if (position === undefined) return true;
      const wanted = parsePosition(position);
      return wanted !== undefined && wanted <= heard;
    },
    hearer: {
      channel: ANSWERS_STALE_CHANNEL,
      heard(payload) {
        const [operation = '', position = ''] = (payload ?? '').split(':');
        if (operation === '') cache.clear();
        else cache.staleAfter(operation);
        const at = parsePosition(position);
        if (at !== undefined && at > heard) heard = at;
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
