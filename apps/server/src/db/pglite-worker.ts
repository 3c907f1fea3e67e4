import { Duplex } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { type FromMain, isToMain, type ThreadOptions } from './pglite-worker-messages.js';

/**
 * One connection to the database's thread, as node-postgres expects a socket to be: bytes written go to PGlite's
 * wire protocol, its answers come back as data.
 */
class ThreadConnection extends Duplex {
  readonly #id: number;
  readonly #send: (message: FromMain) => void;
  #ended = false;

  constructor(id: number, send: (message: FromMain) => void) {
    super();
    this.#id = id;
    this.#send = send;
  }

  /** node-postgres "connects" the socket it is given: here there is nothing to wait for. */
  connect(): this {
    queueMicrotask(() => this.emit('connect'));
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  /** The thread, not the connection, keeps the process alive until the database is closed. */
  ref(): this {
    return this;
  }

  unref(): this {
    return this;
  }

  deliver(bytes: Uint8Array): void {
    this.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.#send({ kind: 'data', connection: this.#id, bytes: chunk });
    done();
  }

  override _read(): void {
    // Answers are pushed as the thread sends them.
  }

  override _final(done: (error?: Error | null) => void): void {
    this.#end();
    this.push(null);
    done();
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    this.#end();
    done(error);
  }

  /** Tells the thread once: it rolls back what the connection left open. */
  #end(): void {
    if (this.#ended) return;
    this.#ended = true;
    this.#send({ kind: 'end', connection: this.#id });
  }
}

/** PGlite running in its own thread (pglite-thread.ts), reached through `connection()`. */
export interface PgliteThread {
  /** A new connection (node-postgres' `stream` option); the thread runs every connection's requests in turn. */
  connection(): Duplex;
  /** Closes the database (it writes what it must) and ends the thread. */
  close(): Promise<void>;
}

/**
 * The thread: the compiled script next to this file, or, when this file runs from its TypeScript source (the
 * server's tests), the source loaded through tsx.
 */
function startWorker(workerData: ThreadOptions): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./pglite-thread.js', import.meta.url), { workerData });
  const source = new URL('./pglite-thread.ts', import.meta.url).href;
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(bootstrap, { eval: true, workerData });
}

/** Starts PGlite in a worker thread on `dataDir` (in memory when undefined); resolves once it is open. */
export async function startPgliteThread(dataDir: string | undefined): Promise<PgliteThread> {
  const worker = startWorker({ dataDir });
  const send = (message: FromMain) => worker.postMessage(message);
  const connections = new Map<number, ThreadConnection>();
  let lastId = 0;
  let closing: { resolve: () => void; reject: (error: Error) => void } | undefined;

  await new Promise<void>((resolve, reject) => {
    const started = (message: unknown) => {
      if (!isToMain(message) || (message.kind !== 'ready' && message.kind !== 'failed')) return;
      worker.off('message', started);
      worker.off('error', reject);
      worker.off('exit', stopped);
      if (message.kind === 'ready') resolve();
      else reject(new Error(message.message));
    };
    const stopped = (code: number) => reject(new Error(`the database thread stopped (exit code ${code})`));
    worker.on('message', started);
    worker.once('error', reject);
    worker.once('exit', stopped);
  });

  /** Every open connection fails at once (and the pool opens new ones) rather than waiting for ever. */
  const failAll = (error: Error) => {
    for (const connection of connections.values()) connection.destroy(error);
  };
  worker.on('message', (message: unknown) => {
    if (!isToMain(message)) return;
    if (message.kind === 'data') connections.get(message.connection)?.deliver(message.bytes);
    else if (message.kind === 'closed') closing?.resolve();
    else if (message.kind === 'failed') {
      const error = new Error(`the embedded database failed: ${message.message}`);
      if (closing !== undefined) closing.reject(error);
      else failAll(error);
    }
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => {
    if (closing === undefined) failAll(new Error(`the database thread stopped (exit code ${code})`));
  });

  return {
    connection() {
      lastId += 1;
      const id = lastId;
      const connection = new ThreadConnection(id, send);
      connections.set(id, connection);
      connection.once('close', () => connections.delete(id));
      return connection;
    },
    async close() {
      await new Promise<void>((resolve, reject) => {
        closing = { resolve, reject };
        send({ kind: 'close' });
      });
      await worker.terminate();
    },
  };
}
