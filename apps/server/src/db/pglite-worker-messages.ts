/** What the embedded database's thread is started with. */
export interface ThreadOptions {
  /** Its data folder, or undefined for a database in memory. */
  dataDir: string | undefined;
}

/**
 * From the main thread: bytes of a connection, the end of a connection, or closing the database. Connections are
 * numbered so that answers still coming for one that ended never reach the next.
 */
export type FromMain =
  | { kind: 'data'; connection: number; bytes: Uint8Array }
  | { kind: 'end'; connection: number }
  | { kind: 'close' };

/** From the database's thread. */
export type ToMain =
  | { kind: 'ready' }
  | { kind: 'data'; connection: number; bytes: Uint8Array }
  | { kind: 'closed' }
  | { kind: 'failed'; message: string };

type Message = { readonly [key: string]: unknown };

function fields(message: unknown): Message | undefined {
  return typeof message === 'object' && message !== null ? { ...message } : undefined;
}

const isData = (m: Message) => typeof m.connection === 'number' && m.bytes instanceof Uint8Array;

export function isFromMain(message: unknown): message is FromMain {
  const m = fields(message);
  if (m === undefined) return false;
  if (m.kind === 'data') return isData(m);
  if (m.kind === 'end') return typeof m.connection === 'number';
  return m.kind === 'close';
}

export function isToMain(message: unknown): message is ToMain {
  const m = fields(message);
  if (m === undefined) return false;
  if (m.kind === 'data') return isData(m);
  if (m.kind === 'failed') return typeof m.message === 'string';
  return m.kind === 'ready' || m.kind === 'closed';
}
