import { assertDeclaredResponse, assertErrorBody, findOperation } from '../../support/contract-check.js';
import { type BodySpec, describe, type FuzzRequest, shorten } from './fuzz-requests.js';
import { serializeEntries, serializeJson } from './json-text.js';
import { leakIn } from './leaks.js';
import type { FileKind, FormValue, JsonValue } from './schema-values.js';

export type Files = ReadonlyMap<FileKind, Blob>;

/** The file parts the generators name, from a real PNG. */
export function fuzzFiles(png: Blob): Files {
  return new Map<FileKind, Blob>([
    ['png', png],
    ['script', new Blob(['#!/bin/sh\necho owned > /tmp/owned\n'], { type: 'image/png' })],
    [
      'svg',
      new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], {
        type: 'image/svg+xml',
      }),
    ],
    ['empty', new Blob([], { type: 'image/png' })],
  ]);
}

function formData(entries: Array<[string, FormValue]>, files: Files): FormData {
  const data = new FormData();
  for (const [name, value] of entries) {
    if (typeof value === 'string') data.append(name, value);
    else data.append(name, files.get(value.file) ?? new Blob([]), value.filename);
  }
  return data;
}

const encoder = new TextEncoder();

/** The bytes and content type of a body as the request sends them (bytes, so no content type is added). */
async function encode(
  body: BodySpec,
  files: Files,
): Promise<{ bytes: Uint8Array | FormData; contentType: string | null }> {
  switch (body.kind) {
    case 'json':
      return {
        bytes: encoder.encode(serializeEntries(body.entries)),
        contentType: body.contentType === undefined ? 'application/json' : body.contentType,
      };
    case 'json-root':
      return { bytes: encoder.encode(serializeJson(body.value)), contentType: 'application/json' };
    case 'text':
      return { bytes: encoder.encode(body.text), contentType: body.contentType };
    case 'form': {
      const data = formData(body.entries, files);
      const framing = body.framing ?? 'multipart';
      if (framing === 'multipart') return { bytes: data, contentType: null };
      if (framing === 'as-json') {
        const json = body.entries.map(([name, value]): [string, JsonValue] => [
          name,
          typeof value === 'string' ? value : 'file',
        ]);
        return { bytes: encoder.encode(serializeEntries(json)), contentType: 'application/json' };
      }
      const framed = new Response(data);
      const bytes = new Uint8Array(await framed.arrayBuffer());
      const type = framed.headers.get('content-type') ?? '';
      switch (framing) {
        case 'text/plain':
          return { bytes, contentType: 'text/plain' };
        case 'no-type':
          return { bytes, contentType: null };
        case 'no-boundary':
          return { bytes, contentType: 'multipart/form-data' };
        case 'wrong-boundary':
          return { bytes, contentType: 'multipart/form-data; boundary=not-the-boundary' };
        case 'truncated':
          return { bytes: bytes.slice(0, Math.floor(bytes.length / 2)), contentType: type };
      }
    }
  }
}

export interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  /** The parsed JSON body, or undefined when the answer is empty or not JSON. */
  readonly body: unknown;
}

function isEventStream(response: Response): boolean {
  return response.ok && (response.headers.get('content-type') ?? '').startsWith('text/event-stream');
}

/** The first chunk of a stream that does not end (`streamEvents`), which is then closed. */
async function openingOf(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (reader === undefined) return '';
  const first = await reader.read();
  await reader.cancel();
  return first.value === undefined ? '' : new TextDecoder().decode(first.value);
}

/** Sends a request; fails (never hangs) when no answer arrives within `timeoutMs`; an event stream is cut short. */
export async function send(
  baseUrl: string,
  request: FuzzRequest,
  options: { token?: string; files: Files; timeoutMs?: number; headers?: Record<string, string> },
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  let body: Uint8Array | FormData | undefined;
  if (request.body !== undefined) {
    const encoded = await encode(request.body, options.files);
    body = encoded.bytes;
    if (encoded.contentType !== null) headers['content-type'] = encoded.contentType;
  }
  const timeoutMs = options.timeoutMs ?? 60_000;
  let response: Response;
  try {
    response = await fetch(baseUrl + request.path + request.query, {
      method: request.method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const cause = error instanceof Error && error.cause !== undefined ? `: ${String(error.cause)}` : '';
    throw new Error(`no answer within ${timeoutMs} ms (${String(error)}${cause}) to ${describe(request)}`);
  }
  const text = await (isEventStream(response) ? openingOf(response) : response.text());
  let parsed: unknown;
  if ((response.headers.get('content-type') ?? '').includes('application/json')) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }
  return { status: response.status, headers: response.headers, text, body: parsed };
}

/** Every answer, refused or not: the security headers, and no stack trace or SQL in its text. */
export function checkAnyAnswer(request: FuzzRequest, answer: Answer): void {
  const fail = (why: string) => {
    throw new Error(
      `${why}\n  request: ${describe(request)}\n  answer: ${answer.status} ${shorten(answer.text, 400)}`,
    );
  };
  if (answer.status >= 500) fail(`a ${answer.status}`);
  if (answer.headers.get('x-content-type-options') !== 'nosniff') fail('no X-Content-Type-Options: nosniff');
  if (!(answer.headers.get('content-security-policy') ?? '').includes("frame-ancestors 'none'"))
    fail('no CSP');
  const leak = leakIn(answer.text);
  if (leak !== undefined) fail(`the answer gives away ${leak}`);
  const operation = findOperation(request.method, request.path);
  if (operation !== undefined && operation.operationId === request.operationId) {
    try {
      assertDeclaredResponse(operation, answer.status, answer.body, answer.text);
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error));
    }
  }
}

/** A refused request: a 4xx JSON `{message}` (plus everything {@link checkAnyAnswer} checks). */
export function checkRefused(request: FuzzRequest, answer: Answer): void {
  checkAnyAnswer(request, answer);
  if (answer.status < 400 || answer.status >= 500) {
    throw new Error(
      `accepted with ${answer.status}\n  request: ${describe(request)}\n  answer: ${shorten(answer.text, 400)}`,
    );
  }
  try {
    assertErrorBody(answer.body, answer.text, answer.status);
  } catch (error) {
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\n  request: ${describe(request)}`,
    );
  }
}
