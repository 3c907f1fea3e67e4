// The permission matrix: every protected operation of the document x {owner, employee, deactivated employee, no
// token} x the shop policy's switches off and on, each cell's expected answer computed from the one table of who may
// do what (the document's x-roles and x-role-policies, as the SDK's operationRoles and rolePolicies; a record's
// history by the kinds the roles may read, restrictedHistories). A new operation is in the matrix the moment it is
// in the document.
import {
  apiScopeValues,
  changeEntityTypeValues,
  mayCall,
  mayReadHistory,
  operationRoles,
  operationScopes,
  type ProtectedOperationId,
  rolePolicies,
  type Schema,
} from '@shop/sdk';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newApiTokenSecret } from '../../src/auth/api-token-format.js';
import { openSession } from '../../src/auth/session-store.js';
import { hashToken } from '../../src/auth/tokens.js';
import { loadOpenApiDocument, type OperationSpec } from '../../src/document/openapi-document.js';
import { images } from '../support/images.js';
import { addStaff } from '../support/staff.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { at } from '../support/values.js';
import { changes, fingerprint } from './support/db-fingerprint.js';
import { checkAnyAnswer, checkRefused, type Files, fuzzFiles, send } from './support/fuzz-client.js';
import { type FuzzRequest, FuzzRequests } from './support/fuzz-requests.js';
import { SchemaValues } from './support/schema-values.js';

const doc = loadOpenApiDocument();
const requests = new FuzzRequests(new SchemaValues(doc));
const protectedOps = doc.operations.filter((op) => op.requiresAuth);
const WHO = ['owner', 'employee', 'deactivated employee', 'no token'] as const;
type Who = (typeof WHO)[number];
/** A cell's expected answer: refused with 401 or 403, or let through (to whatever the request itself earns). */
type Expected = 401 | 403 | 'let through';

function isProtected(id: string): id is ProtectedOperationId {
  return Object.hasOwn(operationRoles, id);
}

/** The shop policy with every switch off (as a new shop has it) and on. */
const POLICIES = {
  off: { _id: '1', version: 1, employeesMayExport: false },
  on: { _id: '1', version: 1, employeesMayExport: true },
} as const satisfies { [state: string]: Schema<'ShopPolicy'> };
type PolicyState = keyof typeof POLICIES;

/** The kind of record a `listEntityChanges` request asks the history of (`/api/changes/{entityType}/{id}`). */
function historyKindOf(request: FuzzRequest): string | undefined {
  if (request.operationId !== 'listEntityChanges') return undefined;
  return decodeURIComponent(request.path.split('/')[3] ?? '');
}

/**
 * Whether a saved view request is about the shop's views, which only owners make and change: a body asking for
 * `scope: shop`, or a path naming a view that is the shop's (`shopViews`, read before the cells are sent).
 */
function touchesShopView(request: FuzzRequest, shopViews: ReadonlySet<string>): boolean {
  if (!['createSavedView', 'updateSavedView', 'deleteSavedView'].includes(request.operationId)) return false;
  const body = request.body;
  const scope = body?.kind === 'json' ? body.entries.find(([name]) => name === 'scope')?.[1] : undefined;
  const id = request.operationId === 'createSavedView' ? undefined : request.path.split('/').at(-1);
  return scope === 'shop' || (id !== undefined && shopViews.has(decodeURIComponent(id)));
}

/** The saved views that are the shop's, as they are now. */
async function shopViewIds(): Promise<ReadonlySet<string>> {
  const found = await server.database.exec("select id from saved_views where scope = 'shop'");
  return new Set(found.map((row) => String(row.id)));
}

/**
 * The expected answer of one cell, from the one table (and, for a history, the kind the request names; for a saved
 * view, whether it is the shop's).
 */
function expected(
  op: OperationSpec,
  who: Who,
  policy: PolicyState,
  request?: FuzzRequest,
  shopViews: ReadonlySet<string> = new Set(),
): Expected {
  if (who === 'no token' || who === 'deactivated employee') return 401;
  if (!isProtected(op.operationId)) throw new Error(`${op.operationId} is not in operationRoles`);
  const roles: readonly string[] = operationRoles[op.operationId];
  if (!roles.includes(who)) return 403;
  if (!mayCall(op.operationId, who, POLICIES[policy])) return 403;
  if (request !== undefined && who !== 'owner' && touchesShopView(request, shopViews)) return 403;
  const kind = request === undefined ? undefined : historyKindOf(request);
  return kind === undefined || mayReadHistory(kind, who) ? 'let through' : 403;
}

/** Sets the shop policy's switches as `state` says, behind the API's back (the owner's cells may change them). */
async function setPolicy(state: PolicyState): Promise<void> {
  await server.database.exec(
    `update shop_policy set employees_may_export = ${String(POLICIES[state].employeesMayExport)}`,
  );
}

let server: TestServer;
let files: Files;
const employeeIds = new Map<Who, bigint>();

/** A valid request for the operation: it would do something for whoever may do it. */
function validRequest(op: OperationSpec): FuzzRequest {
  const [request] = fc.sample(requests.valid(op), { seed: 11, numRuns: 1 });
  if (request === undefined) throw new Error(`no request for ${op.operationId}`);
  return request;
}

/** A new session for `who` (each cell its own: an operation may end sessions, e.g. signing out everywhere). */
async function tokenOf(who: Who): Promise<string | undefined> {
  const id = employeeIds.get(who);
  return id === undefined ? undefined : openSession(server.database.db, id);
}

beforeAll(async () => {
  server = await startTestServer();
  files = fuzzFiles(await images.png());
  // The requests name ids 1 to 5: employees of their own take those, so that no request deactivates or demotes
  // the employees the matrix signs in as (the owner, id 1, is the last owner: that is refused).
  for (let n = 2; n <= 5; n++) {
    await server.database.exec(
      `insert into employees (name, email, password_hash) values ('Filler ${n}', 'filler${n}@shop.test', 'x')`,
    );
  }
  const owner = await server.login();
  const [ownerRow] = await server.database.exec("select id from employees where level = 'owner'");
  employeeIds.set('owner', BigInt(String(ownerRow?.id)));
  employeeIds.set('employee', BigInt((await addStaff(server, owner, 'employee', 'Matrix Employee')).id));
  const gone = await addStaff(server, owner, 'employee', 'Matrix Deactivated');
  employeeIds.set('deactivated employee', BigInt(gone.id));
  const deactivated = await server.api('POST', `/manageEmployees/deactivateEmployee/${gone.id}`, {
    token: owner,
  });
  expect(deactivated.status).toBe(200);
});
afterAll(() => server?.close());

describe('the permission matrix', () => {
  it('has a cell for every protected operation and every kind of caller, from the one table', () => {
    const tabled = Object.keys(operationRoles).sort();
    expect(protectedOps.map((op) => op.operationId).sort()).toEqual(tabled);
    for (const op of protectedOps) {
      // The server enforces the same table the SDK and the admin read.
      expect([...op.roles].sort(), op.operationId).toEqual(
        [...(isProtected(op.operationId) ? operationRoles[op.operationId] : [])].sort(),
      );
      const policies = Object.entries(rolePolicies).find(([id]) => id === op.operationId)?.[1] ?? {};
      expect(Object.fromEntries(op.rolePolicies), op.operationId).toEqual(policies);
      for (const who of WHO) expect(['let through', 401, 403]).toContain(expected(op, who, 'off'));
      // A refusal is documented on every protected operation: for the role (or while the policy is off, or of a
      // kind of record), and for an API token without its scopes (x-scopes) on every one.
      expect(op.responses.has('403'), op.operationId).toBe(true);
    }
    // Employees may export personal data only while the owner allows it.
    expect(
      protectedOps
        .filter((op) => expected(op, 'employee', 'off') !== expected(op, 'employee', 'on'))
        .map((op) => op.operationId)
        .sort(),
    ).toEqual(['exportCustomers', 'exportOrders', 'exportOrdersByStatus']);
    const ownerOnly = protectedOps
      .filter((op) => expected(op, 'employee', 'on') === 403)
      .map((op) => op.operationId);
    expect(ownerOnly.sort()).toEqual(
      [
        'changeEmployeeRole',
        'createApiToken',
        'createAppSetting',
        'createDeliveryFee',
        'createDiscount',
        'createInvite',
        'createVat',
        'deactivateEmployee',
        'deleteAppSetting',
        'deleteDeliveryFee',
        'deleteDiscount',
        'deleteInvite',
        'deleteVat',
        'downloadBackup',
        'getBackupStatus',
        'getInvite',
        'listApiTokens',
        'listChanges',
        'listInvites',
        'reactivateEmployee',
        'resendInvite',
        'revokeApiToken',
        'setDeliveryFeeDistricts',
        'updateAppSetting',
        'updateDeliveryFee',
        'updateDiscount',
        'updateShopPolicy',
        'updateVat',
        'listWebhookEndpoints',
        'createWebhookEndpoint',
        'updateWebhookEndpoint',
        'deleteWebhookEndpoint',
        'rotateWebhookSecret',
        'sendTestWebhook',
        'listWebhookDeliveries',
        'replayWebhookDeliveries',
        'replayWebhookDelivery',
      ].sort(),
    );
  });

  for (const [who, policy] of WHO.flatMap((who) =>
    (['off', 'on'] as const).map((policy) => [who, policy] as const),
  )) {
    it(`${who}, the shop policy's switches ${policy}: every protected operation answers as the table says; refused calls change nothing`, async () => {
      await setPolicy(policy);
      const shopViews = await shopViewIds();
      const cells = protectedOps.map((op) => {
        const request = validRequest(op);
        return { op, request, expect: expected(op, who, policy, request, shopViews) };
      });
      const refused = cells.filter((cell) => cell.expect !== 'let through');
      // Their sessions are opened first: the refused calls must leave every table, sessions included, as it was.
      const tokens = await Promise.all(refused.map(() => tokenOf(who)));
      const before = await fingerprint(server.database, server.dataDir);
      for (const [index, { op, request, expect: status }] of refused.entries()) {
        const answer = await send(server.url, request, { files, token: tokens[index] });
        checkRefused(request, answer);
        expect(answer.status, `${op.operationId} as ${who}: ${answer.text}`).toBe(status);
        if (status === 403)
          expect(answer.body).toEqual({ message: expect.stringMatching(/^Only the shop owner can /) });
      }
      expect(changes(before, await fingerprint(server.database, server.dataDir))).toEqual([]);

      for (const { op, request } of cells.filter((cell) => cell.expect === 'let through')) {
        // The owner's cells may change the policy (updateShopPolicy): the employee's then see it as set.
        await setPolicy(policy);
        const answer = await send(server.url, request, { files, token: await tokenOf(who) });
        checkAnyAnswer(request, answer);
        expect([401, 403], `${op.operationId} as ${who}: ${answer.status} ${answer.text}`).not.toContain(
          answer.status,
        );
      }
      expect(cells).toHaveLength(protectedOps.length);
    });
  }

  it("a record's history: every kind of record x owner and employee, 403 where the role may not read the kind", async () => {
    for (const kind of changeEntityTypeValues) {
      for (const who of ['owner', 'employee'] as const) {
        const answer = await send(
          server.url,
          {
            operationId: 'listEntityChanges',
            fault: 'valid',
            method: 'GET',
            path: `/api/changes/${kind}/1`,
            query: '',
            body: undefined,
          },
          { files, token: await tokenOf(who) },
        );
        expect(answer.status, `${kind} as ${who}: ${answer.text}`).toBe(
          mayReadHistory(kind, who) ? 200 : 403,
        );
      }
    }
    expect(mayReadHistory('Invite', 'employee')).toBe(false);
  });
});

// API tokens as callers: a token acts with its creator's current role (the cells above), then needs every scope
// the operation lists (`x-scopes`, the SDK's operationScopes; none at all where the list is empty). Expired and
// revoked tokens, and those whose creator was deactivated, open nothing.
const TOKEN_CALLERS = [
  "owner's token with every scope",
  "employee's token with every scope",
  "owner's token without the operation's scope",
  'expired token',
  'revoked token',
  "deactivated employee's token",
] as const;
type TokenCaller = (typeof TOKEN_CALLERS)[number];

/** The scope a "without" token lacks for `op`: the first it needs. */
function lackedScope(op: OperationSpec): Schema<'ApiScope'> | undefined {
  return isProtected(op.operationId) ? operationScopes[op.operationId][0] : undefined;
}

/** The expected answer of a token's cell: who (401), the creator's role (403), then the scopes (403). */
function expectedForToken(op: OperationSpec, caller: TokenCaller, request: FuzzRequest): Expected {
  if (caller === 'expired token' || caller === 'revoked token' || caller === "deactivated employee's token")
    return 401;
  const creator = caller === "employee's token with every scope" ? 'employee' : 'owner';
  const asCreator = expected(op, creator, 'off', request);
  if (asCreator === 403) return 403;
  if (lackedScope(op) === undefined) return 403;
  if (caller === "owner's token without the operation's scope") return 403;
  return asCreator;
}

/** A token made straight in the database (its secret as the server makes them), answered as its secret. */
async function insertToken(
  creator: bigint,
  scopes: readonly Schema<'ApiScope'>[],
  state: { expired?: boolean; revoked?: boolean } = {},
): Promise<string> {
  const secret = newApiTokenSecret();
  const expires = state.expired === true ? "now() - interval '1 day'" : "now() + interval '30 days'";
  await server.database.exec(
    `insert into api_tokens (name, scopes, created_by, expires_at, token_hash, last_four, revoked_at)
     values ('Matrix', '{${scopes.join(',')}}', ${creator}, ${expires}, '${hashToken(secret)}', '${secret.slice(-4)}',
       ${state.revoked === true ? 'now()' : 'null'})`,
  );
  return secret;
}

describe('the permission matrix of API tokens', () => {
  for (const caller of TOKEN_CALLERS) {
    it(`${caller}: every protected operation answers as the table and its scopes say; refused calls change nothing`, async () => {
      await setPolicy('off');
      const owner = employeeIds.get('owner') ?? 0n;
      const cells = protectedOps.map((op) => {
        const request = validRequest(op);
        return { op, request, expect: expectedForToken(op, caller, request) };
      });
      const everyScope = [...apiScopeValues];
      const signedInOp = protectedOps.find((op) => op.operationId === 'getCurrentEmployee');
      if (signedInOp === undefined) throw new Error('no getCurrentEmployee');
      const warmUp = validRequest(signedInOp);
      const secretOf = new Map<string, string>();
      /** The token a cell calls with: one per caller, and per lacked scope for the "without" caller. */
      async function secretFor(op: OperationSpec): Promise<string> {
        const lacked = caller === "owner's token without the operation's scope" ? lackedScope(op) : undefined;
        const key = lacked ?? '';
        const known = secretOf.get(key);
        if (known !== undefined) return known;
        const secret =
          caller === "employee's token with every scope"
            ? await insertToken(employeeIds.get('employee') ?? 0n, everyScope)
            : caller === "deactivated employee's token"
              ? await insertToken(employeeIds.get('deactivated employee') ?? 0n, everyScope)
              : await insertToken(
                  owner,
                  everyScope.filter((scope) => scope !== lacked),
                  { expired: caller === 'expired token', revoked: caller === 'revoked token' },
                );
        // One call first: its last use is written now, so the refused calls below write nothing.
        await send(server.url, warmUp, { files, token: secret });
        secretOf.set(key, secret);
        return secret;
      }
      const refused = cells.filter((cell) => cell.expect !== 'let through');
      const secrets = [];
      for (const cell of refused) secrets.push(await secretFor(cell.op));
      const before = await fingerprint(server.database, server.dataDir);
      for (const [index, { op, request, expect: status }] of refused.entries()) {
        const answer = await send(server.url, request, { files, token: secrets[index] });
        checkRefused(request, answer);
        expect(answer.status, `${op.operationId} with ${caller}: ${answer.text}`).toBe(status);
        const missingScope =
          status === 403 &&
          caller === "owner's token without the operation's scope" &&
          expected(op, 'owner', 'off', request) !== 403
            ? lackedScope(op)
            : undefined;
        expect(at(answer.body, 'missingScope'), `${op.operationId} with ${caller}`).toBe(missingScope);
      }
      expect(changes(before, await fingerprint(server.database, server.dataDir))).toEqual([]);

      for (const { op, request } of cells.filter((cell) => cell.expect === 'let through')) {
        await setPolicy('off');
        const answer = await send(server.url, request, { files, token: await secretFor(op) });
        checkAnyAnswer(request, answer);
        expect(
          [401, 403, 429],
          `${op.operationId} with ${caller}: ${answer.status} ${answer.text}`,
        ).not.toContain(answer.status);
      }
    });
  }
});
