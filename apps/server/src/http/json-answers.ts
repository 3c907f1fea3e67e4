import { type AnswerCache, type CachedAnswer, COMPRESS_MIN_BYTES, compressBody } from './answer-cache.js';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The encoding to send a body in for a request's `Accept-Encoding`, of those `offered`: br where accepted (smaller,
 * and as cheap at the levels used here), else gzip, else none. A `q=0` refuses an encoding; `*` accepts any.
 */
export function acceptedEncoding(
  header: string | undefined,
  offered: ReadonlyArray<'br' | 'gzip'> = ['br', 'gzip'],
): 'br' | 'gzip' | undefined {
  if (header === undefined || header === '') return undefined;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  if (offered.includes('br') && weight('br') > 0) return 'br';
  if (offered.includes('gzip') && (weight('gzip') > 0 || weight('x-gzip') > 0)) return 'gzip';
  return undefined;
}

/**
 * A JSON answer of an API operation: compressed when the client accepts it and the body is worth it, with
 * `Vary: Accept-Encoding` either way (the same URL may be sent compressed to another client).
 */
export function jsonAnswer(
  status: number,
  text: string,
  acceptEncoding: string | undefined,
  headers?: { readonly [name: string]: string },
): Response {
  const encoding = acceptedEncoding(acceptEncoding);
  const all: { [name: string]: string } = { 'content-type': JSON_TYPE, vary: 'Accept-Encoding', ...headers };
  if (encoding === undefined || text.length < COMPRESS_MIN_BYTES)
    return new Response(text, { status, headers: all });
  all['content-encoding'] = encoding;
  return new Response(compressBody(Buffer.from(text), encoding, 'once'), { status, headers: all });
}

/** The body of a kept answer as the client accepts it. */
export function cachedAnswer(
  cache: AnswerCache,
  entry: CachedAnswer,
  acceptEncoding: string | undefined,
): Response {
  const encoding = entry.body.byteLength < COMPRESS_MIN_BYTES ? undefined : acceptedEncoding(acceptEncoding);
  const headers: { [name: string]: string } = {
    'content-type': JSON_TYPE,
    vary: 'Accept-Encoding',
    ...entry.headers,
  };
  if (encoding === undefined) return new Response(entry.body, { status: 200, headers });
  headers['content-encoding'] = encoding;
  return new Response(cache.compressed(entry, encoding), { status: 200, headers });
}
