import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { staleReads } from '@shop/sdk';
import type { OperationId } from '../core/operation-types.js';

/**
 * The reads whose 200 answers are kept: list and count reads whose answer is a function of the database's rows
 * alone (no clock, no caller), the ones a screen asks for again and again. Not single reads (they carry an ETag and
 * are cheap), not the change log (every write changes it, the hourly upkeep too), not the dashboard (it moves with
 * the clock), not the staff's lists (small, and about who may sign in), not exports (streamed files).
 */
export const CACHED_READS: ReadonlySet<string> = new Set<OperationId>([
  'listItems',
  'listOrdersByStatus',
  'listOrders',
  'getOrderCountsByStatus',
  'listCustomers',
  'listCustomerOrders',
  'listCategories',
  'listSubcategories',
  'listSubcategoriesByCategory',
  'listCollections',
  'listCollectionOptions',
]);

/** The answer cache's default size: about 1,500 pages of 21 kB items with their compressed copies. */
export const DEFAULT_ANSWER_CACHE_BYTES = 64 * 1024 * 1024;

/** Bodies smaller than this are sent as they are: compressing them saves less than its headers cost. */
export const COMPRESS_MIN_BYTES = 1024;

const staleReadsByWrite: { readonly [write: string]: readonly string[] | undefined } = staleReads;

/** A kept answer: its JSON bytes, its headers, and compressed copies made on first demand. */
export interface CachedAnswer {
  readonly key: string;
  readonly operation: string;
  readonly body: Buffer;
  readonly headers: { readonly [name: string]: string };
  gzip?: Buffer;
  br?: Buffer;
  /** What the entry counts against the cache's bound: its bodies, its key, and a little for the rest. */
  bytes: number;
  /** When it is dropped whatever happens (epoch ms). */
  readonly expiresAt: number;
}

/**
 * How long an answer is kept at most: a bound on how stale it can be after a write no process announced (SQL run by
 * hand, a notification lost with its connection's failure).
 */
export const ANSWER_MAX_AGE_MS = 60_000;

const ENTRY_OVERHEAD_BYTES = 256;

/** The compressed copy `encoding` of a body (made once per kept answer, so at a good level). */
export function compressBody(body: Uint8Array, encoding: 'br' | 'gzip', level: 'kept' | 'once'): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: level === 'kept' ? 9 : 5 });
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: level === 'kept' ? 9 : 4,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}

/**
 * Kept 200 answers of the {@link CACHED_READS}, by operation, role and URL (path and query, as sent), with their
 * compressed copies: a read asked again is answered from memory, after its session and role have been checked like
 * any other request's. Bounded by bytes, the least recently used answer going first.
 *
 * An answer is dropped as soon as a write that the document says makes its read stale (`x-changes` / `x-shows`,
 * the SDK's `staleReads`) has finished in this process, and when another process announces one (PostgreSQL's
 * LISTEN/NOTIFY, answer-invalidation.ts); a write the document does not know (any other non-GET operation) drops
 * every answer. A read that was under way while a write finished is not kept (the generation check): it may have
 * read the rows from before the write.
 */
export class AnswerCache {
  readonly #entries = new Map<string, CachedAnswer>();
  /** Per read operation, bumped whenever its answers go stale. */
  readonly #generations = new Map<string, number>();
  #allGeneration = 0;
  #bytes = 0;
  #suspended = false;
  readonly #reads = new Set(CACHED_READS);

  constructor(readonly maxBytes: number = DEFAULT_ANSWER_CACHE_BYTES) {}

  /** Whether `operation`'s answers are kept at all. */
  keeps(operation: string): boolean {
    return this.maxBytes > 0 && this.#reads.has(operation);
  }

  /** Keeps the answers of one more read (a test's owner-only read, to show who may read is checked first). */
  keepAlso(operation: string): void {
    this.#reads.add(operation);
  }

  /** The bytes held now (bodies, compressed copies, keys). */
  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The key of a read: the same operation, role and URL give the same answer. */
  keyOf(operation: string, role: string, pathAndQuery: string): string {
    return `${operation} ${role} ${pathAndQuery}`;
  }

  /** Taken before a read runs and handed back to {@link keep}. */
  generation(operation: string): string {
    return `${this.#allGeneration}.${this.#generations.get(operation) ?? 0}`;
  }

  /** The kept answer of `key`, made the most recently used. */
  get(key: string): CachedAnswer | undefined {
    if (this.#suspended) return undefined;
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.#remove(key);
      return undefined;
    }
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  /** Keeps a 200 answer, unless its read's answers went stale since `generation` was taken. */
  keep(
    key: string,
    operation: string,
    generation: string,
    body: Buffer,
    headers: { readonly [name: string]: string },
  ): CachedAnswer | undefined {
    if (this.#suspended || generation !== this.generation(operation)) return undefined;
    const entry: CachedAnswer = {
      key,
      operation,
      body,
      headers,
      bytes: body.byteLength + key.length * 2 + ENTRY_OVERHEAD_BYTES,
      expiresAt: Date.now() + ANSWER_MAX_AGE_MS,
    };
    if (entry.bytes > this.maxBytes / 4) return undefined;
    this.#remove(key);
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
    this.#trim();
    return entry;
  }

  /** The compressed copy of a kept answer, made on first demand and counted against the bound. */
  compressed(entry: CachedAnswer, encoding: 'br' | 'gzip'): Buffer {
    const made = entry[encoding];
    if (made !== undefined) return made;
    const copy = compressBody(entry.body, encoding, 'kept');
    // Still kept (not dropped meanwhile): the copy counts against the bound.
    if (this.#entries.get(entry.key) === entry) {
      entry[encoding] = copy;
      entry.bytes += copy.byteLength;
      this.#bytes += copy.byteLength;
      this.#trim();
    }
    return copy;
  }

  /** Drops the answers that the write `operation` makes stale (every answer for a write the document does not name). */
  staleAfter(operation: string): void {
    const reads = staleReadsByWrite[operation];
    if (reads === undefined) {
      this.clear();
      return;
    }
    for (const read of reads) {
      if (!this.#reads.has(read)) continue;
      this.#generations.set(read, (this.#generations.get(read) ?? 0) + 1);
      for (const [key, entry] of this.#entries) if (entry.operation === read) this.#remove(key);
    }
  }

  /** Drops every answer. */
  clear(): void {
    this.#allGeneration += 1;
    this.#entries.clear();
    this.#bytes = 0;
  }

  /** Drops every answer and keeps none until {@link resume}: writes of other processes may go unheard. */
  suspend(): void {
    this.clear();
    this.#suspended = true;
  }

  /** Keeps answers again, once every write from now on will be heard. */
  resume(): void {
    this.clear();
    this.#suspended = false;
  }

  #remove(key: string): void {
    const entry = this.#entries.get(key);
    if (entry === undefined) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  #trim(): void {
    for (const key of this.#entries.keys()) {
      if (this.#bytes <= this.maxBytes) return;
      this.#remove(key);
    }
  }
}
