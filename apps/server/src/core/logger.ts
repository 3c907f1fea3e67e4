/** What a room writes to the server's log: a line of information, or an error with what was thrown. */
export interface Logger {
  info(line: string): void;
  error(line: string, error?: unknown): void;
}

/** The levels LOG_LEVEL takes, quietest last. */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
