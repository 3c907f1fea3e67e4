import type { Readable } from 'node:stream';

/** What a Response can be made of (a web stream of the object's bytes, here). */
type ResponseBody = ConstructorParameters<typeof Response>[0];

/** An object a backend holds: its size, and its bytes (a stream) unless only its headers were asked for. */
export interface StoredObject {
  size: number;
  body: ResponseBody;
}

/** Where image files live: a folder on this machine's disk, or an S3-compatible bucket. Keys are relative paths. */
export interface MediaBackend {
  /** For the start banner and the logs, e.g. `S3 bucket shop-media at https://…`. */
  readonly description: string;
  /** Stores a new object (keys are generated: never one that exists). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /**
   * Stores a new object from a stream of `size` bytes whose SHA-256 (hex) is known, never holding it whole (a
   * restore's images); what a failure half-way wrote is gone again.
   */
  putStream(
    key: string,
    body: Readable,
    known: { size: number; sha256: string },
    contentType: string,
  ): Promise<void>;
  /** The object at `key` (its bytes only when `withBody`), or undefined when there is none. */
  get(key: string, withBody: boolean): Promise<StoredObject | undefined>;
  /** Deletes the objects; missing ones are ignored. */
  delete(keys: readonly string[]): Promise<void>;
  /** Every key held, in no particular order (the one-off media commands walk them). */
  keys(): AsyncIterable<string>;
}
