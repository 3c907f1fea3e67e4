import pino from 'pino';
import type { Logger, LogLevel } from '../core/logger.js';
import type { AnsweredRequest } from './request-tracking.js';

/** The server's log: the app's lines and one line per answered request, as JSON (pino), and a way to flush it. */
export interface ServerLog {
  log: Logger;
  request(answered: AnsweredRequest): void;
  /** Writes out what is still buffered (before the process exits). */
  flush(): void;
}

/**
 * One JSON line per event on stdout (pino): `{"level":30,"time":…,"msg":"…"}`. Requests are logged at `info` with
 * their id, method, route (an operation id, never a path), status, time in ms and employee id; nothing of their
 * headers or bodies, so no token, password or mail link. Written asynchronously, so a slow reader of stdout does not
 * hold answers up.
 */
export function createServerLog(level: LogLevel): ServerLog {
  const destination = pino.destination({ dest: 1, sync: false });
  const logger = pino({ level, base: undefined }, destination);
  return {
    log: {
      info: (line) => logger.info(line),
      error: (line, error) => logger.error(error === undefined ? {} : { err: error }, line),
    },
    request: ({ requestId, method, route, status, ms, employee }) =>
      logger.info({ reqId: requestId, method, route, status, ms, employee }, 'request'),
    flush: () => destination.flushSync(),
  };
}
