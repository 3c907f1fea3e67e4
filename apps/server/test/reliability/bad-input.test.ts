// Bad input for every operation of the document, generated from its schemas: each request has exactly one thing
// wrong and must get a 4xx JSON {message}, never a 5xx or a hang, and must change nothing (tables and files).
// FUZZ_SEED and FUZZ_RUNS (requests per operation) reproduce or widen a run; a failure prints its seed.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyLimitOf } from '../../src/contract/register-operations.js';
import { loadOpenApiDocument } from '../../src/document/openapi-document.js';
import { images } from '../support/images.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { changes, fingerprint } from './support/db-fingerprint.js';
import { checkAnyAnswer, checkRefused, type Files, fuzzFiles, send } from './support/fuzz-client.js';
import { describe as describeRequest, FuzzRequests } from './support/fuzz-requests.js';
import { leakIn } from './support/leaks.js';
import { SchemaValues } from './support/schema-values.js';

const doc = loadOpenApiDocument();
const requests = new FuzzRequests(new SchemaValues(doc));
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_110);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);

let server: TestServer;
let token: string;
let files: Files;
/** Every error body an answer carried, for the final look for leaks. */
const errorBodies: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ seedDemo: true });
  token = await server.login();
  files = fuzzFiles(await images.png());
});
afterAll(() => server?.close());

const withInput = doc.operations.filter((op) => requests.invalid(op) !== undefined);
const withoutInput = doc.operations.filter((op) => requests.invalid(op) === undefined);

describe(`bad input for every operation (FUZZ_SEED=${SEED}, FUZZ_RUNS=${RUNS})`, () => {
  it('the fingerprint sees a change (so an unchanged one means something)', async () => {
    const before = await fingerprint(server.database, server.dataDir);
    await server.database.exec(
      "update collections set name = name || '.' where id = (select min(id) from collections)",
    );
    const changed = changes(before, await fingerprint(server.database, server.dataDir));
    await server.database.exec(
      'update collections set name = left(name, -1) where id = (select min(id) from collections)',
    );
    expect(changed).toEqual([expect.stringMatching(/^table collections: /)]);
  });

  it('covers every operation that takes input', () => {
    expect(withInput.length + withoutInput.length).toBe(doc.operations.length);
    // Those without input take no path, query or body: nothing to break but the URL, done below. A header is not
    // fuzzed here (streamEvents' Last-Event-ID: events.test.ts sends a bad one).
    expect(
      withoutInput.every((op) => op.parameters.every((p) => p.in === 'header') && op.body === undefined),
    ).toBe(true);
  });

  for (const op of withInput) {
    it(`${op.operationId} refuses every broken request and changes nothing`, async () => {
      const arbitrary = requests.invalid(op);
      if (arbitrary === undefined) throw new Error('no input');
      const before = await fingerprint(server.database, server.dataDir);
      const sent: string[] = [];
      await fc.assert(
        fc.asyncProperty(arbitrary, async (request) => {
          sent.push(describeRequest(request));
          const answer = await send(server.url, request, {
            token: op.requiresAuth ? token : undefined,
            files,
          });
          errorBodies.push(answer.text);
          checkRefused(request, answer);
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
      const changed = changes(before, await fingerprint(server.database, server.dataDir));
      expect(changed, `refused requests changed the database or files:\n${sent.join('\n')}`).toEqual([]);
    });
  }

  for (const op of withoutInput.filter((o) => o.method === 'get')) {
    it(`${op.operationId} ignores unknown query parameters (no input to break)`, async () => {
      const answer = await send(
        server.url,
        {
          operationId: op.operationId,
          fault: 'unknown query parameters',
          method: 'GET',
          path: `/api${op.path}`,
          query: '?page=0&x=%00&__proto__=1',
          body: undefined,
        },
        { token, files },
      );
      expect(answer.status).toBe(200);
    });
  }
});

describe('valid requests with awkward text (emoji, right-to-left, markup, injection look-alikes)', () => {
  const withText = withInput.filter((op) => op.body !== undefined);
  it('never answer a 5xx or an undeclared answer', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...withText).chain((op) => requests.valid(op)),
        async (request) => {
          const op = doc.operations.find((o) => o.operationId === request.operationId);
          const answer = await send(server.url, request, {
            token: op?.requiresAuth ? token : undefined,
            files,
          });
          if (answer.status >= 400) errorBodies.push(answer.text);
          checkAnyAnswer(request, answer);
        },
      ),
      { seed: SEED, numRuns: RUNS * 5, endOnFailure: true },
    );
  });
});

describe('ids at the edge', () => {
  const withIds = doc.operations.filter((op) =>
    op.parameters.some((p) => p.in === 'path' && /id$/i.test(p.name)),
  );
  it('the largest id the pattern admits is a 404 (a bigint), never a 500', async () => {
    for (const op of withIds) {
      const path = `/api${op.path.replace(/\{[A-Za-z0-9_]+\}/g, '999999999999999999')}`;
      const request = {
        operationId: op.operationId,
        fault: 'largest id',
        method: op.method.toUpperCase(),
        path,
        query: '',
        body: undefined,
      };
      const valid =
        op.body === undefined ? undefined : fc.sample(requests.valid(op), { seed: SEED, numRuns: 1 })[0];
      const answer = await send(server.url, { ...request, body: valid?.body }, { token, files });
      checkAnyAnswer(request, answer);
      expect([400, 404], `${op.operationId}: ${answer.status} ${answer.text}`).toContain(answer.status);
    }
  });
});

describe('oversized bodies', () => {
  it('every operation with a body refuses one over its limit with 413, before reading it all', async () => {
    for (const op of doc.operations.filter((o) => o.body !== undefined)) {
      const form = op.body?.contentType === 'multipart/form-data';
      // Over the operation's own limit: 1 MB of JSON, 12 MB of form data, an import's 20 MB file.
      const size = Math.max(form ? 12 * 1024 * 1024 : 1024 * 1024, bodyLimitOf(op, doc)) + 1;
      const path = `/api${op.path.replace(/\{[A-Za-z0-9_]+\}/g, '1')}`;
      const request = {
        operationId: op.operationId,
        fault: 'over the body limit',
        method: op.method.toUpperCase(),
        path,
        query: '',
        body: undefined,
      };
      const response = await fetch(server.url + path, {
        method: request.method,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': form ? 'multipart/form-data; boundary=x' : 'application/json',
        },
        body: new Uint8Array(size),
        signal: AbortSignal.timeout(60_000),
      });
      const text = await response.text();
      const answer = { status: response.status, headers: response.headers, text, body: JSON.parse(text) };
      checkRefused(request, answer);
      expect(answer.status, `${op.operationId}: ${text}`).toBe(413);
    }
  });
});

describe('what the answers gave away', () => {
  it('no error body seen in this file holds a stack trace, a source path or SQL', () => {
    expect(errorBodies.length).toBeGreaterThan(withInput.length * RUNS * 0.9);
    const leaks = errorBodies
      .map((text) => [leakIn(text), text.slice(0, 200)])
      .filter(([leak]) => leak !== undefined);
    expect(leaks).toEqual([]);
    expect(server.logs.filter((line) => line.includes(' failed '))).toEqual([]);
  });
});
