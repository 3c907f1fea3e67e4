// The embedded database's own thread: PGlite runs here and speaks the PostgreSQL wire protocol with the main
// thread's node-postgres pool (see pglite-worker.ts). Its queries then run beside the main thread's HTTP and JSON
// work instead of between it, and the embedded database goes through the same driver as a PostgreSQL server.
//
// PGlite has one session; the pool has a few connections so that a query is always waiting when the last one
// ends. Each connection's requests run whole (a simple query, or the extended messages up to their Sync), one at a
// time, in the order they came; while a connection has a transaction open, only its requests run, as they would
// on a PostgreSQL server where the others would get their own session.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type FromMain, isFromMain, type ThreadOptions, type ToMain } from './pglite-worker-messages.js';

const port = parentPort;
if (port === null) throw new Error('pglite-thread runs as a worker thread (see pglite-worker.ts)');
const options: ThreadOptions = workerData;

const SSL_REQUEST = 80877103;
const PROTOCOL_3 = 196608;
const QUERY = 0x51; // 'Q'
const SYNC = 0x53; // 'S'
const TERMINATE = 0x58; // 'X'
const PARSE = 0x50; // 'P': statement name first
const BIND = 0x42; // 'B': portal name, then statement name
const DESCRIBE = 0x44; // 'D': 'S' or 'P', then a name
const CLOSE = 0x43; // 'C': 'S' or 'P', then a name
const EXECUTE = 0x45; // 'E': portal name first

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

/**
 * A connection's bytes not yet cut into requests, whether it is past its startup message, and the statements it
 * prepared (under their names in the session, see ownNames).
 */
interface Connection {
  pending: Buffer;
  started: boolean;
  statements: Set<string>;
}
const connections = new Map<number, Connection>();

/** A whole request of a connection: its startup, a simple query, or extended messages up to their Sync. */
interface Request {
  connection: number;
  bytes: Uint8Array;
}
const waiting: Request[] = [];
/** The connection whose transaction is open: only its requests run until it ends. */
let owner: number | undefined;
let running = false;

function joined(chunks: Uint8Array<ArrayBuffer>[]): Uint8Array<ArrayBuffer> {
  const [first] = chunks;
  if (chunks.length === 1 && first !== undefined) return first;
  const whole = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.length;
  }
  return whole;
}

/** Runs one request and hands its whole answer back in one message. */
async function run(request: Request): Promise<void> {
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  await db.execProtocolRawStream(request.bytes, {
    // `data` may be a view of the database's memory: copied.
    onRawData: (data) => chunks.push(data.slice()),
  });
  if (db.isInTransaction()) owner = request.connection;
  else if (owner === request.connection) owner = undefined;
  if (chunks.length === 0 || !connections.has(request.connection)) return;
  const bytes = joined(chunks);
  post({ kind: 'data', connection: request.connection, bytes }, [bytes.buffer]);
}

function next(): Request | undefined {
  const index = owner === undefined ? 0 : waiting.findIndex((request) => request.connection === owner);
  if (index < 0 || index >= waiting.length) return undefined;
  return waiting.splice(index, 1)[0];
}

/** Runs the waiting requests one after another, until none may run now. */
function pump(): void {
  if (running) return;
  const request = next();
  if (request === undefined) return;
  running = true;
  run(request)
    .catch(failed)
    .finally(() => {
      running = false;
      pump();
    });
}

/**
 * A connection that ended drops its waiting requests, rolls back the transaction it left open and forgets the
 * statements it prepared.
 */
function end(id: number): void {
  const statements = connections.get(id)?.statements ?? new Set<string>();
  connections.delete(id);
  for (let index = waiting.length - 1; index >= 0; index--) {
    if (waiting[index]?.connection === id) waiting.splice(index, 1);
  }
  // One request each: a statement whose Parse failed does not exist, and its error must not stop the others.
  for (const name of statements) waiting.push({ connection: id, bytes: simpleQuery(`deallocate "${name}"`) });
  if (owner === id) {
    // Before anyone else's request: queued first, and the owner is released only once it ran.
    waiting.unshift({ connection: id, bytes: simpleQuery('rollback') });
  }
  pump();
}

function simpleQuery(text: string): Uint8Array {
  const body = Buffer.from(`${text}\0`);
  const message = Buffer.alloc(5 + body.length);
  message[0] = QUERY;
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return new Uint8Array(message);
}

/**
 * The length of the first whole message in `buffer`, or 0 while it is incomplete. Startup-phase messages (startup
 * and SSL request) have no type byte; every later one has a type byte and a length.
 */
function messageLength(buffer: Buffer, at: number, started: boolean): number {
  const header = started ? 5 : 8;
  if (buffer.length - at < header) return 0;
  const length = started ? 1 + buffer.readInt32BE(at + 1) : buffer.readInt32BE(at);
  return buffer.length - at >= length ? length : 0;
}

/** The end of the zero-terminated string at `at` (the index of its terminator). */
function stringEnd(message: Buffer, at: number): number {
  const end = message.indexOf(0, at);
  if (end < 0) throw new Error('a protocol message with an unterminated name');
  return end;
}

/**
 * `message` with the prepared statement and portal names it carries made the connection's own (`c<id>_name`): the
 * connections share PGlite's one session, where two of them preparing a statement of the same name would clash.
 * Unnamed ones (empty names) stay as they are, and so does a message without names: the same bytes come back.
 * Statements a connection prepares are remembered, to be deallocated when it ends.
 */
function ownNames(id: number, connection: Connection, message: Buffer): Buffer {
  const type = message[0];
  const first = 5;
  let names: number[];
  if (type === PARSE || type === EXECUTE) names = [first];
  else if (type === BIND) names = [first, stringEnd(message, first) + 1];
  else if (type === DESCRIBE || type === CLOSE) names = [first + 1];
  else return message;
  const named = names.filter((at) => message[at] !== 0);
  if (named.length === 0) return message;
  const prefix = Buffer.from(`c${id}_`);
  const parts: Buffer[] = [];
  let copied = first;
  for (const at of named) {
    parts.push(message.subarray(copied, at), prefix);
    copied = at;
  }
  parts.push(message.subarray(copied));
  const body = Buffer.concat(parts);
  const renamed = Buffer.alloc(first + body.length);
  renamed[0] = type;
  renamed.writeInt32BE(4 + body.length, 1);
  body.copy(renamed, first);
  if (type === PARSE) connection.statements.add(renamed.toString('utf8', first, stringEnd(renamed, first)));
  return renamed;
}

/** Cuts the whole requests off what came so far and queues them; keeps the rest for the next chunk. */
function receive(id: number, chunk: Uint8Array): void {
  let connection = connections.get(id);
  if (connection === undefined) {
    connection = { pending: Buffer.alloc(0), started: false, statements: new Set() };
    connections.set(id, connection);
  }
  connection.pending =
    connection.pending.length === 0 ? Buffer.from(chunk) : Buffer.concat([connection.pending, chunk]);
  while (!connection.started) {
    const length = messageLength(connection.pending, 0, false);
    if (length === 0) return;
    const message = new Uint8Array(connection.pending.subarray(0, length));
    connection.pending = connection.pending.subarray(length);
    const code = new DataView(message.buffer).getInt32(4);
    if (code === SSL_REQUEST) {
      // No TLS within one process: 'N', and the client goes on in plain text.
      const no = new Uint8Array([0x4e]);
      post({ kind: 'data', connection: id, bytes: no }, [no.buffer]);
    } else if (code === PROTOCOL_3) {
      connection.started = true;
      waiting.push({ connection: id, bytes: message });
    }
    // A cancel request is dropped: queries here are not cancelled.
  }
  let at = 0;
  let requestStart = 0;
  let request: Buffer[] = [];
  for (;;) {
    const length = messageLength(connection.pending, at, true);
    if (length === 0) break;
    const message = connection.pending.subarray(at, at + length);
    const type = message[0];
    if (type === TERMINATE) {
      end(id);
      return;
    }
    at += length;
    request.push(ownNames(id, connection, message));
    if (type === QUERY || type === SYNC) {
      waiting.push({ connection: id, bytes: new Uint8Array(Buffer.concat(request)) });
      request = [];
      requestStart = at;
    }
  }
  connection.pending = connection.pending.subarray(requestStart);
  pump();
}

port.on('message', (message: unknown) => {
  if (!isFromMain(message)) return;
  const command: FromMain = message;
  if (command.kind === 'data') receive(command.connection, command.bytes);
  else if (command.kind === 'end') {
    if (connections.has(command.connection)) end(command.connection);
  } else {
    // Once what is running is done; requests still waiting are dropped with their connections.
    waiting.length = 0;
    const close = async () => {
      while (running) await new Promise((resolve) => setTimeout(resolve, 1));
      await db.close();
      post({ kind: 'closed' });
    };
    close().catch(failed);
  }
});
