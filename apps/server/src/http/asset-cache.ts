import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { acceptedEncoding } from './json-answers.js';
import { contentTypeOf } from './static-files.js';

/** A body kept in memory, with its content type. */
export interface KeptBody {
  body: Buffer;
  /** The gzip-compressed body, for text types worth compressing. */
  gzip: Buffer | undefined;
  /** The Brotli-compressed body, when the build made one (apps/admin/precompress.ts). */
  br?: Buffer | undefined;
  type: string;
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg\+xml)/;
/** Files larger than this are streamed from disk as before rather than kept. */
const MAX_CACHED_BYTES = 4 * 1024 * 1024;

/**
 * The admin build's hashed assets (/assets/...), kept in memory once read, with compressed copies of the text ones:
 * the Brotli and gzip copies the build wrote beside them (`x.js.br`, `x.js.gz`, at levels too slow to run per
 * request), else a gzip copy made here. They never change while the server runs (a new build brings new names).
 * Statting, opening and streaming each file on every page load made the server spend ~100 ms on the 25 files of a
 * first visit to /items, one after another; from memory, compressed as browsers accept, they go out at once and a
 * third of the size (a quarter with Brotli).
 */
export class AssetCache {
  readonly #assets = new Map<string, KeptBody>();

  /** The asset's response, or undefined when it is too large to keep (serve it from disk). */
  response(
    file: string,
    method: string,
    acceptEncoding: string | undefined,
    headers: { [name: string]: string },
  ): Response | undefined {
    const asset = this.#read(file);
    return asset === undefined ? undefined : keptResponse(asset, method, acceptEncoding, headers);
  }

  #read(file: string): KeptBody | undefined {
    const known = this.#assets.get(file);
    if (known !== undefined) return known;
    const body = readFileSync(file);
    if (body.length > MAX_CACHED_BYTES) return undefined;
    const type = contentTypeOf(file);
    const compressible = COMPRESSIBLE.test(type) && body.length > 1024;
    const made = (suffix: string) =>
      compressible && existsSync(`${file}${suffix}`) ? readFileSync(`${file}${suffix}`) : undefined;
    const gzip = made('.gz') ?? (compressible ? gzipSync(body) : undefined);
    const asset = { body, gzip, br: made('.br'), type };
    this.#assets.set(file, asset);
    return asset;
  }
}

/**
 * A kept body's answer: in the compressed copy the request accepts (Brotli first, then gzip) when one is kept, the
 * headers alone to HEAD.
 */
export function keptResponse(
  kept: KeptBody,
  method: string,
  acceptEncoding: string | undefined,
  headers: { [name: string]: string },
): Response {
  const accepted = acceptedEncoding(acceptEncoding, kept.br === undefined ? ['gzip'] : ['br', 'gzip']);
  const encoded = accepted === 'br' ? kept.br : accepted === 'gzip' ? kept.gzip : undefined;
  const body = encoded ?? kept.body;
  const { vary, ...others } = headers;
  const varies = [
    ...(vary === undefined ? [] : [vary]),
    ...(kept.gzip === undefined ? [] : ['Accept-Encoding']),
  ];
  const allHeaders: { [name: string]: string } = {
    'content-type': kept.type,
    'content-length': String(body.length),
    ...(varies.length === 0 ? {} : { vary: varies.join(', ') }),
    ...(encoded === undefined ? {} : { 'content-encoding': accepted }),
    ...others,
  };
  return new Response(method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers: allHeaders });
}
