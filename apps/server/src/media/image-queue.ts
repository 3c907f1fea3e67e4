import { availableParallelism } from 'node:os';
import { HttpError } from '../core/http-error.js';

/** How many images are decoded at once, and how many more may wait their turn. */
export interface ImageQueueLimits {
  concurrency: number;
  waiting: number;
}

/**
 * Image work in a line of its own. sharp decodes in libuv's thread pool (UV_THREADPOOL_SIZE, 4 by default), the
 * same pool @node-rs/argon2's hashing waits in: eight uploads at once held every thread for seconds and a sign-in
 * waited behind them. Here at most `concurrency` images are worked on (each one step at a time, so one thread
 * each), at most `waiting` more wait, and an upload past that is refused with a 503 rather than queued for long.
 */
export interface ImageQueue {
  readonly limits: ImageQueueLimits;
  /** Images being worked on, and waiting. */
  readonly running: number;
  readonly queued: number;
  /** Runs an upload's work in turn, or refuses it (503 with `Retry-After`) when the waiting line is full. */
  admit<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * Half the cores (at least one), and never more than the thread pool minus two: password hashing, file reads and
 * gzip keep threads of the pool and a core to themselves.
 */
export function defaultImageQueueLimits(
  cores = availableParallelism(),
  threadPool = Number(process.env.UV_THREADPOOL_SIZE) || 4,
): ImageQueueLimits {
  const concurrency = Math.max(1, Math.min(Math.floor(cores / 2), threadPool - 2));
  return { concurrency, waiting: 8 * concurrency };
}

/** Seconds an image's work is taken to last until one has been timed. */
const FIRST_GUESS_SECONDS = 1;
const RETRY_AFTER_MAX = 60;

function busy(seconds: number): HttpError {
  return new HttpError(
    503,
    /*i18n*/ {
      id: 'image.busy',
      message:
        '{seconds, plural, one {The server is busy with other images. Try again in {seconds} second.} other {The server is busy with other images. Try again in {seconds} seconds.}}',
      values: { seconds },
    },
    undefined,
    { 'Retry-After': String(seconds) },
  );
}

export function createImageQueue(limits: ImageQueueLimits = defaultImageQueueLimits()): ImageQueue {
  let running = 0;
  const line: Array<() => void> = [];
  let averageSeconds = FIRST_GUESS_SECONDS;

  async function inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (running >= limits.concurrency) {
      await new Promise<void>((resolve) => line.push(resolve));
    } else {
      running += 1;
    }
    const started = performance.now();
    try {
      return await work();
    } finally {
      averageSeconds = 0.8 * averageSeconds + 0.2 * ((performance.now() - started) / 1000);
      // The turn passes on to the next in line; with none waiting, the place is free.
      const next = line.shift();
      if (next === undefined) running -= 1;
      else next();
    }
  }

  return {
    limits,
    get running() {
      return running;
    },
    get queued() {
      return line.length;
    },
    async admit(work) {
      if (running >= limits.concurrency && line.length >= limits.waiting) {
        const ahead = (running + line.length) / limits.concurrency;
        throw busy(Math.min(RETRY_AFTER_MAX, Math.max(1, Math.ceil(ahead * averageSeconds))));
      }
      return inTurn(work);
    },
  };
}
