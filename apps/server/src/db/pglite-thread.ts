// The embedded database's own thread: PGlite runs here and speaks the PostgreSQL wire protocol with the main
// thread's node-postgres pool (see pglite-worker.ts). Its queries then run beside the main thread's HTTP and JSON
// work instead of between it, and the embedded database goes through the same driver as a PostgreSQL server.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type FromMain, isFromMain, type ThreadOptions, type ToMain } from './pglite-worker-messages.js';

const port = parentPort;
if (port === null) throw new Error('pglite-thread runs as a worker thread (see pglite-worker.ts)');
const options: ThreadOptions = workerData;

const SSL_REQUEST = 80877103;
const PROTOCOL_3 = 196608;
const TERMINATE = 0x58; // 'X'

function post(message: ToMain, transfer: ArrayBuffer[] = []): void {
  port?.postMessage(message, transfer);
}

function failed(error: unknown): void {
  post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
}

let db: PGlite;
try {
  db = await PGlite.create(options.dataDir, { extensions: { pg_trgm } });
} catch (error) {
  failed(error);
  throw error;
}
post({ kind: 'ready' });

/** A connection's bytes not yet cut into messages, and whether it is past its startup message. */
interface Connection {
  pending: Buffer;
  started: boolean;
}
const connections = new Map<number, Connection>();

/** Everything runs one step at a time, in the order it came: PGlite has one session. */
let queue: Promise<void> = Promise.resolve();
function enqueue(step: () => Promise<void> | void): void {
  queue = queue.then(step).catch(failed);
}

function send(connection: number, bytes: Uint8Array<ArrayBuffer>): void {
  post({ kind: 'data', connection, bytes }, [bytes.buffer]);
}

function execute(connection: number, message: Uint8Array): void {
  enqueue(() =>
    db.execProtocolRawStream(message, {
      // `data` may be a view of the database's memory: copied, then handed over without a second copy.
      onRawData: (data) => send(connection, data.slice()),
    }),
  );
}

/** A connection that ended leaves no transaction open for the next one (its work is rolled back). */
function end(connection: number): void {
  connections.delete(connection);
  enqueue(async () => {
    if (db.isInTransaction()) await db.exec('rollback');
  });
}

/**
 * The length of the first whole message in `buffer`, or 0 while it is incomplete. Startup-phase messages (startup
 * and SSL request) have no type byte; every later one has a type byte and a length.
 */
function firstMessageLength(buffer: Buffer, started: boolean): number {
  const header = started ? 5 : 8;
  if (buffer.length < header) return 0;
  const length = started ? 1 + buffer.readInt32BE(1) : buffer.readInt32BE(0);
  return buffer.length >= length ? length : 0;
}

/**
 * Cuts the whole messages off what came so far and runs them, those after the startup together (a query's parse,
 * bind, describe, execute and sync are one call into the database, not five); keeps the rest for the next chunk.
 */
function receive(id: number, chunk: Uint8Array): void {
  let connection = connections.get(id);
  if (connection === undefined) {
    connection = { pending: Buffer.alloc(0), started: false };
    connections.set(id, connection);
  }
  connection.pending =
    connection.pending.length === 0 ? Buffer.from(chunk) : Buffer.concat([connection.pending, chunk]);
  while (!connection.started) {
    const length = firstMessageLength(connection.pending, false);
    if (length === 0) return;
    const message = new Uint8Array(connection.pending.subarray(0, length));
    connection.pending = connection.pending.subarray(length);
    const code = new DataView(message.buffer).getInt32(4);
    if (code === SSL_REQUEST) {
      // No TLS within one process: 'N', and the client goes on in plain text.
      enqueue(() => send(id, new Uint8Array([0x4e])));
    } else if (code === PROTOCOL_3) {
      connection.started = true;
      execute(id, message);
    }
    // A cancel request is dropped: queries here are not cancelled.
  }
  let whole = 0;
  for (;;) {
    const length = firstMessageLength(connection.pending.subarray(whole), true);
    if (length === 0) break;
    if (connection.pending[whole] === TERMINATE) {
      if (whole > 0) execute(id, new Uint8Array(connection.pending.subarray(0, whole)));
      end(id);
      return;
    }
    whole += length;
  }
  if (whole === 0) return;
  execute(id, new Uint8Array(connection.pending.subarray(0, whole)));
  connection.pending = connection.pending.subarray(whole);
}

port.on('message', (message: unknown) => {
  if (!isFromMain(message)) return;
  const command: FromMain = message;
  if (command.kind === 'data') receive(command.connection, command.bytes);
  else if (command.kind === 'end') {
    if (connections.has(command.connection)) end(command.connection);
  } else
    enqueue(async () => {
      await db.close();
      post({ kind: 'closed' });
    });
});
