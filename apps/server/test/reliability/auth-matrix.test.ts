// Every protected operation of the document x every way a token can be bad (a session's or an API token's) -> 401
// JSON, and nothing changes; every public operation works without a token. Both lists come from the document, so a
// new operation is covered.
import { randomBytes } from 'node:crypto';
import { apiScopeValues } from '@shop/sdk';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newApiTokenSecret } from '../../src/auth/api-token-format.js';
import { openSession } from '../../src/auth/session-store.js';
import { hashToken } from '../../src/auth/tokens.js';
import { loadOpenApiDocument, type OperationSpec } from '../../src/document/openapi-document.js';
import { images } from '../support/images.js';
import { ADMIN, startTestServer, type TestServer } from '../support/test-server.js';
import { form, idOf, text } from '../support/values.js';
import { changes, fingerprint } from './support/db-fingerprint.js';
import { checkAnyAnswer, checkRefused, type Files, fuzzFiles, send } from './support/fuzz-client.js';
import { type FuzzRequest, FuzzRequests } from './support/fuzz-requests.js';
import { mailedToken } from './support/mail-links.js';
import { SchemaValues } from './support/schema-values.js';

const doc = loadOpenApiDocument();
const requests = new FuzzRequests(new SchemaValues(doc));
const protectedOps = doc.operations.filter((op) => op.requiresAuth);
const publicOps = doc.operations.filter((op) => !op.requiresAuth);

let server: TestServer;
let files: Files;
let password = ADMIN.password;
/** `Authorization` header values that must each get a 401, by the way they are bad. */
const badHeaders = new Map<string, string[]>();
/** An owner's API token with every scope, never revoked. */
let liveApiToken = '';

/** A valid request for the operation (it would do something with a good token). */
function validRequest(op: OperationSpec): FuzzRequest {
  const [request] = fc.sample(requests.valid(op), { seed: 7, numRuns: 1 });
  if (request === undefined) throw new Error(`no request for ${op.operationId}`);
  return request;
}

/** An API token with every scope, made by the owner `by` through the API: its id and its secret. */
async function makeApiToken(by: string, name: string): Promise<{ id: string; secret: string }> {
  const made = await server.api('POST', '/apiTokens', {
    token: by,
    json: { name, scopes: [...apiScopeValues] },
  });
  expect(made.status, made.text).toBe(201);
  return { id: idOf(made), secret: text(made.body, 'token') };
}

/** `secret` with its character at `index` swapped for another of the same alphabet (its checksum no longer fits). */
function mistyped(secret: string, index: number): string {
  const swapped = secret.charAt(index) === 'a' ? 'b' : 'a';
  return secret.slice(0, index) + swapped + secret.slice(index + 1);
}

async function adminId(): Promise<bigint> {
  const [row] = await server.database.exec(`select id from employees where lower(email) = '${ADMIN.email}'`);
  return BigInt(String(row?.id));
}

beforeAll(async () => {
  server = await startTestServer();
  files = fuzzFiles(await images.png());
  const wellFormedUnknown = randomBytes(32).toString('base64url');
  const live = await server.login();
  badHeaders.set('no token', []);
  badHeaders.set('garbage', [
    'Bearer garbage',
    `Bearer ${wellFormedUnknown}`,
    `Bearer ${live}x`,
    `Bearer ${live.slice(0, -1)}`,
    live,
    `Basic ${Buffer.from(`${ADMIN.email}:${ADMIN.password}`).toString('base64')}`,
    'Bearer',
    'Bearer ',
    `Bearer ${'A'.repeat(5000)}`,
    `Bearer ${live} ${live}`,
  ]);

  const expired = await server.login();
  await server.database.exec(
    `update sessions set expires_at = now() - interval '1 second' where token_hash = '${hashToken(expired)}'`,
  );
  badHeaders.set('expired', [`Bearer ${expired}`]);

  const loggedOut = await server.login();
  expect((await server.api('POST', '/employees/logout', { token: loggedOut })).status).toBe(204);
  badHeaders.set('revoked by logout', [`Bearer ${loggedOut}`]);

  const before = await server.login();
  const changer = await server.login();
  const newPassword = 'quiet-ember-canyon-2';
  const change = await server.api('PUT', '/employees/changeEmployeePassword', {
    token: changer,
    json: { oldPassword: password, newPassword },
  });
  expect(change.status).toBe(200);
  password = newPassword;
  badHeaders.set('revoked by password change', [`Bearer ${before}`, `Bearer ${changer}`]);

  // API tokens have every scope here, so a refusal can only be the token's: made with a session of the new password.
  const owner = await server.login(ADMIN.email, password);
  const wellFormed = newApiTokenSecret();
  badHeaders.set('malformed API token', [
    `Bearer ${mistyped(wellFormed, 'shop_pat_'.length + 3)}`,
    `Bearer ${mistyped(wellFormed, wellFormed.length - 1)}`,
    `Bearer ${wellFormed.slice(0, -1)}`,
    `Bearer ${wellFormed}A`,
    `Bearer ${wellFormed.slice(0, 12)}-${wellFormed.slice(13)}`,
    `Bearer ${wellFormed.slice(0, 12)}_${wellFormed.slice(13)}`,
    'Bearer shop_pat_',
  ]);
  badHeaders.set('unknown API token', [`Bearer ${newApiTokenSecret()}`]);

  const revokedTool = await makeApiToken(owner, 'Revoked tool');
  const revoke = await server.api('POST', `/apiTokens/revokeApiToken/${revokedTool.id}`, { token: owner });
  expect(revoke.status, revoke.text).toBe(200);
  badHeaders.set('revoked API token', [`Bearer ${revokedTool.secret}`]);

  const expiredTool = await makeApiToken(owner, 'Expired tool');
  // A day before the server's still test clock, which started before this token was made.
  await server.database.exec(
    `update api_tokens set expires_at = now() - interval '1 day' where id = ${expiredTool.id}`,
  );
  badHeaders.set('expired API token', [`Bearer ${expiredTool.secret}`]);
  liveApiToken = (await makeApiToken(owner, 'Live tool')).secret;
});
afterAll(() => server?.close());

describe('every protected operation refuses a bad token with 401', () => {
  it('covers the document', () => {
    expect(protectedOps.length + publicOps.length).toBe(doc.operations.length);
    expect(protectedOps.length).toBeGreaterThan(100);
  });

  const kinds = [
    'no token',
    'garbage',
    'expired',
    'revoked by logout',
    'revoked by password change',
    'malformed API token',
    'unknown API token',
    'revoked API token',
    'expired API token',
  ];
  for (const kind of kinds) {
    it(`${kind}: 401 JSON on all ${protectedOps.length} protected operations, nothing changed`, async () => {
      const headers = badHeaders.get(kind);
      if (headers === undefined) throw new Error(kind);
      const before = await fingerprint(server.database, server.dataDir);
      for (const op of protectedOps) {
        const request = validRequest(op);
        for (const header of headers.length === 0 ? [undefined] : headers) {
          const answer = await send(server.url, request, {
            files,
            headers: header === undefined ? {} : { authorization: header },
          });
          checkRefused(request, answer);
          expect(answer.status, `${op.operationId} with ${kind} ${header?.slice(0, 30) ?? ''}`).toBe(401);
        }
      }
      expect(changes(before, await fingerprint(server.database, server.dataDir))).toEqual([]);
    });
  }

  it("while a live token gets through on every one of them (so the 401s are the token's doing)", async () => {
    const employee = await adminId();
    for (const op of protectedOps) {
      const token = await openSession(server.database.db, employee);
      const request = validRequest(op);
      const answer = await send(server.url, request, { files, token });
      checkAnyAnswer(request, answer);
      expect(answer.status, `${op.operationId}: ${answer.text}`).not.toBe(401);
    }
  });

  it('and a live API token with every scope is never answered 401 either (a refusal it gets is a 403)', async () => {
    for (const op of protectedOps) {
      const request = validRequest(op);
      const answer = await send(server.url, request, {
        files,
        headers: { authorization: `Bearer ${liveApiToken}` },
      });
      checkAnyAnswer(request, answer);
      expect(answer.status, `${op.operationId}: ${answer.text}`).not.toBe(401);
    }
  });
});

describe('every public operation works without a token', () => {
  const invitee = 'new.hire@shop.test';
  let inviteToken = '';
  /** How each public operation is used for real; a new public operation needs one here (a deliberate review). */
  const recipes: { [operationId: string]: () => Promise<{ status: number }> } = {
    loginEmployee: () => server.api('POST', '/employees/login', { json: { email: ADMIN.email, password } }),
    forgotEmployeePassword: () =>
      server.api('POST', '/employees/forgotEmployeePassword', { json: { email: ADMIN.email } }),
    getEmailFromToken: async () => {
      const token = await server.login(ADMIN.email, password);
      const invite = await mailedToken(server, invitee, 'register', () =>
        server.api('POST', '/manageEmployees/employeeinvite', { token, json: { email: invitee } }),
      );
      inviteToken = invite;
      const answer = await server.api('GET', `/manageEmployees/getEmailFromToken/${invite}`);
      expect(answer.body).toEqual({ email: invitee });
      return answer;
    },
    registerEmployee: () =>
      server.api('POST', '/employees/register', {
        form: form({ token: inviteToken, name: 'New Hire', email: invitee, password: 'first-password-1' }),
      }),
    resetEmployeePassword: async () => {
      const reset = await mailedToken(server, invitee, 'resetEmployeePassword', () =>
        server.api('POST', '/employees/forgotEmployeePassword', { json: { email: invitee } }),
      );
      return server.api('POST', '/employees/resetEmployeePassword', {
        json: { token: reset, newPassword: 'second-password-2' },
      });
    },
  };

  it('every public operation has a recipe', () => {
    expect(publicOps.map((op) => op.operationId).sort()).toEqual(Object.keys(recipes).sort());
  });

  // In the order above: the invite is read before it is used, the new employee exists before the reset.
  for (const [operationId, recipe] of Object.entries(recipes)) {
    it(`${operationId} succeeds without a token`, async () => {
      const answer = await recipe();
      expect(answer.status, operationId).toBeGreaterThanOrEqual(200);
      expect(answer.status, operationId).toBeLessThan(300);
    });
  }

  it('the new employee signs in with the reset password, and no answer above carried a token hash', async () => {
    const session = await server.api('POST', '/employees/login', {
      json: { email: invitee, password: 'second-password-2' },
    });
    expect(text(session.body, 'token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.text).not.toMatch(/hash|argon/i);
  });
});
