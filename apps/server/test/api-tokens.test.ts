// API tokens over real HTTP: making, listing and revoking them (owners only), calling with one (the creator's role,
// then the token's scopes), their expiry, last use and rate, the change log that names them, and the leaked-token
// drill (the docs' pattern recognises a secret; a mistyped one is refused without a database query).
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addStaff } from './support/staff.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { at, idOf, rows, text } from './support/values.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The secret scanners' pattern, as the README and docs/using-the-sdk.md give it (between the backticks after
 * "pattern"): the same in both.
 */
async function documentedPattern(): Promise<RegExp> {
  const patterns = await Promise.all(
    ['../../../README.md', '../../../docs/using-the-sdk.md'].map(async (file) => {
      const text = await readFile(new URL(file, import.meta.url), 'utf8');
      const pattern = /secret scanners?[^`]*`([^`]+)`/i.exec(text)?.[1];
      if (pattern === undefined) throw new Error(`${file} gives no pattern for secret scanners`);
      return pattern;
    }),
  );
  expect(new Set(patterns).size).toBe(1);
  return new RegExp(patterns[0] ?? '');
}

/** Counts the queries every connection of this process sends (the test server runs in it) while `work` runs. */
async function queriesDuring(work: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(pg.Client.prototype, 'query');
  try {
    await work();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

describe('API tokens', () => {
  let server: TestServer;
  let owner: string;

  async function makeToken(
    by: string,
    scopes: string[],
    more: { name?: string; expiresInDays?: number } = {},
  ): Promise<{ id: string; secret: string }> {
    const made = await server.api('POST', '/apiTokens', {
      token: by,
      json: { name: more.name ?? 'Nightly report', scopes, ...more },
    });
    expect(made.status, made.text).toBe(201);
    return { id: idOf(made), secret: text(made.body, 'token') };
  }

  beforeAll(async () => {
    server = await startTestServer({ apiTokenRate: 5 });
    owner = await server.login();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('makes a token whose secret is answered once, in the documented format, and kept only as a hash', async () => {
    const made = await server.api('POST', '/apiTokens', {
      token: owner,
      json: { name: '  Courier bridge ', scopes: ['orders:read', 'customers:read'] },
    });
    expect(made.status).toBe(201);
    const secret = text(made.body, 'token');
    expect(secret).toMatch(await documentedPattern());
    expect(at(made.body, 'name')).toBe('Courier bridge');
    expect(at(made.body, 'lastFour')).toBe(secret.slice(-4));
    expect(at(made.body, 'revokedAt')).toBeNull();
    const days =
      (Date.parse(text(made.body, 'expiresAt')) - Date.parse(text(made.body, 'createdAt'))) / DAY_MS;
    expect(days).toBe(90);

    const listed = await server.api('GET', '/apiTokens', { token: owner });
    expect(listed.status).toBe(200);
    expect(listed.text).not.toContain(secret);
    const [stored] = await server.database.exec(`select token_hash from api_tokens where id = ${idOf(made)}`);
    const hash = String(stored?.token_hash);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(listed.text).not.toContain(hash);
    const changes = await server.api('GET', `/changes?entityType=ApiToken&entityId=${idOf(made)}`, {
      token: owner,
    });
    expect(rows(changes)).toHaveLength(1);
    expect(changes.text).not.toContain(secret);
    expect(changes.text).not.toContain(hash);
    expect(server.logs.join('\n')).not.toContain(secret.slice(9));
  });

  it('refuses bad input with field messages, and an unknown token to revoke with a 404', async () => {
    for (const json of [
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['orders:delete'] },
      { name: 'x', scopes: ['orders:read', 'orders:read'] },
      { name: 'x', scopes: ['orders:read'], expiresInDays: 0 },
      { name: 'x', scopes: ['orders:read'], expiresInDays: 366 },
      { name: '', scopes: ['orders:read'] },
      { scopes: ['orders:read'] },
      { name: 'x', scopes: ['orders:read'], token: 'shop_pat_mine' },
    ]) {
      const refused = await server.api('POST', '/apiTokens', { token: owner, json });
      expect(refused.status, JSON.stringify(json)).toBe(400);
    }
    expect((await server.api('POST', '/apiTokens/revokeApiToken/999999', { token: owner })).status).toBe(404);
    expect((await server.api('POST', '/apiTokens/revokeApiToken/abc', { token: owner })).status).toBe(400);
    expect((await server.api('GET', '/apiTokens')).status).toBe(401);
  });

  it('lets only owners make, list and revoke tokens, and no token at all', async () => {
    const employee = await addStaff(server, owner, 'employee');
    const before = await server.database.exec('select count(*)::int as n from api_tokens');
    for (const [method, apiPath, json] of [
      ['GET', '/apiTokens', undefined],
      ['POST', '/apiTokens', { name: 'Mine', scopes: ['orders:read'] }],
      ['POST', '/apiTokens/revokeApiToken/1', undefined],
    ] as const) {
      expect((await server.api(method, apiPath, { token: employee.token, json })).status).toBe(403);
    }
    const { secret } = await makeToken(owner, ['orders:read', 'settings:write', 'changes:read']);
    const byToken = await server.api('POST', '/apiTokens', {
      token: secret,
      json: { name: 'Another', scopes: ['orders:read'] },
    });
    expect(byToken.status).toBe(403);
    expect(at(byToken.body, 'missingScope')).toBeUndefined();
    const after = await server.database.exec('select count(*)::int as n from api_tokens');
    expect(after[0]?.n).toBe(Number(before[0]?.n) + 1);
  });

  it("acts with its creator's current role, then its scopes: 403 with missingScope, in Bangla too", async () => {
    const { secret } = await makeToken(owner, ['orders:read']);
    expect(
      (await server.api('GET', '/customers/orders/allOrdersByStatus/processing', { token: secret })).status,
    ).toBe(200);
    const refused = await server.api('POST', '/divisions', {
      token: secret,
      json: { name: 'Nowhere' },
    });
    expect(refused.status).toBe(403);
    expect(at(refused.body, 'missingScope')).toBe('settings:write');
    const bangla = await server.api('POST', '/divisions', {
      token: secret,
      json: { name: 'Nowhere' },
      headers: { 'Accept-Language': 'bn' },
    });
    expect(text(bangla.body, 'message')).toContain('স্কোপ');
    const divisions = await server.database.exec(
      "select count(*)::int as n from divisions where name = 'Nowhere'",
    );
    expect(divisions[0]?.n).toBe(0);

    // An employee's token with the scope is refused an owners' operation as the employee is (no missingScope).
    const employee = await addStaff(server, owner, 'owner');
    const { secret: employeesSecret } = await makeToken(employee.token, ['settings:write']);
    await server.api('PUT', `/manageEmployees/changeEmployeeRole/${employee.id}`, {
      token: owner,
      json: { level: 'employee' },
    });
    const vat = await server.api('POST', '/vats', { token: employeesSecret, json: { amount: 5 } });
    expect(vat.status).toBe(403);
    expect(at(vat.body, 'missingScope')).toBeUndefined();
  });

  it('names the token in the change log, and ?tool= finds its changes', async () => {
    const { id, secret } = await makeToken(owner, ['settings:write'], { name: 'Address sync' });
    const created = await server.api('POST', '/divisions', {
      token: secret,
      json: { name: 'Sylhet by tool' },
    });
    expect(created.status).toBe(201);
    const byTool = await server.api('GET', `/changes?tool=${id}`, { token: owner });
    const entries = rows(byTool);
    expect(entries).toHaveLength(1);
    expect(at(entries[0], 'apiToken')).toEqual({ _id: id, name: 'Address sync' });
    expect(at(entries[0], 'employee', 'name')).toBeTypeOf('string');
    expect(at(entries[0], 'operation')).toBe('createDivision');
    const bySession = await server.api('GET', '/changes?operation=createApiToken', { token: owner });
    expect(rows(bySession).every((entry) => at(entry, 'apiToken') === null)).toBe(true);
  });

  it('refuses a revoked token at once, and revoking again changes nothing', async () => {
    const { id, secret } = await makeToken(owner, ['orders:read']);
    expect(
      (await server.api('GET', '/customers/orders/allOrdersByStatus/processing', { token: secret })).status,
    ).toBe(200);
    const revoked = await server.api('POST', `/apiTokens/revokeApiToken/${id}`, { token: owner });
    expect(revoked.status).toBe(200);
    expect(at(revoked.body, 'revokedAt')).toBeTypeOf('string');
    const refused = await server.api('GET', '/customers/orders/allOrdersByStatus/processing', {
      token: secret,
    });
    expect(refused.status).toBe(401);
    expect(at(refused.body, 'reason')).toBeUndefined();
    const again = await server.api('POST', `/apiTokens/revokeApiToken/${id}`, { token: owner });
    expect(again.status).toBe(200);
    expect(at(again.body, 'version')).toBe(at(revoked.body, 'version'));
    const history = await server.api('GET', `/changes?entityType=ApiToken&entityId=${id}`, { token: owner });
    expect(rows(history)).toHaveLength(2);
  });

  it("stops working when its creator is deactivated, and when it expires (the server's clock)", async () => {
    const other = await addStaff(server, owner, 'owner');
    const { secret } = await makeToken(other.token, ['orders:read']);
    expect(
      (await server.api('GET', '/customers/orders/allOrdersByStatus/processing', { token: secret })).status,
    ).toBe(200);
    await server.api('POST', `/manageEmployees/deactivateEmployee/${other.id}`, { token: owner });
    expect(
      (await server.api('GET', '/customers/orders/allOrdersByStatus/processing', { token: secret })).status,
    ).toBe(401);

    const { secret: brief } = await makeToken(owner, ['orders:read'], { expiresInDays: 1 });
    expect(
      (await server.api('GET', '/customers/orders/allOrdersByStatus/processing', { token: brief })).status,
    ).toBe(200);
    server.clock.advance(DAY_MS + 1);
    expect(
      (await server.api('GET', '/customers/orders/allOrdersByStatus/processing', { token: brief })).status,
    ).toBe(401);
  });

  it('writes its last use (time and address) at most once a minute', async () => {
    const { id, secret } = await makeToken(owner, ['orders:read']);
    const lastUsed = async () => {
      const [row] = await server.database.exec(
        `select extract(epoch from last_used_at) * 1000 as at, last_used_address from api_tokens where id = ${id}`,
      );
      return { at: Number(row?.at), address: row?.last_used_address };
    };
    const start = server.clock.now();
    await server.api('GET', '/customers/orders/allOrdersByStatus/processing', { token: secret });
    expect(await lastUsed()).toEqual({ at: start, address: '127.0.0.1' });
    server.clock.advance(59_000);
    await server.api('GET', '/customers/orders/allOrdersByStatus/processing', { token: secret });
    expect((await lastUsed()).at).toBe(start);
    server.clock.advance(1_000);
    await server.api('GET', '/customers/orders/allOrdersByStatus/processing', { token: secret });
    expect((await lastUsed()).at).toBe(start + 60_000);
    const listed = rows(await server.api('GET', '/apiTokens', { token: owner })).find(
      (row) => at(row, '_id') === id,
    );
    expect(at(listed, 'lastUsedAddress')).toBe('127.0.0.1');
  });

  it('throttles each token on its own (429 with Retry-After), without touching anyone’s sign-in', async () => {
    const { secret } = await makeToken(owner, ['orders:read']);
    const { secret: other } = await makeToken(owner, ['orders:read']);
    for (let call = 0; call < 5; call++) {
      expect(
        (await server.api('GET', '/customers/orders/allOrdersByStatus/processing', { token: secret })).status,
      ).toBe(200);
    }
    const throttled = await server.api('GET', '/customers/orders/allOrdersByStatus/processing', {
      token: secret,
    });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(
      (await server.api('GET', '/customers/orders/allOrdersByStatus/processing', { token: other })).status,
    ).toBe(200);
    server.clock.advance(12_000);
    expect(
      (await server.api('GET', '/customers/orders/allOrdersByStatus/processing', { token: secret })).status,
    ).toBe(200);

    // Wrong tokens by the dozen count as no failed sign-in: the owner signs in as ever.
    const wrong = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    for (let call = 0; call < 30; call++) {
      expect(
        (await server.api('GET', '/customers/orders/allOrdersByStatus/processing', { token: wrong })).status,
      ).toBe(401);
    }
    await expect(server.login()).resolves.toBeTypeOf('string');
  });

  it('leaked-token drill: the documented pattern finds a secret; one changed character is refused unread', async () => {
    const { secret } = await makeToken(owner, ['orders:read']);
    const pattern = await documentedPattern();
    expect(`config: SHOP_TOKEN=${secret}\n`).toMatch(pattern);
    const position = 9 + 12;
    const changed =
      secret.slice(0, position) + (secret[position] === 'x' ? 'y' : 'x') + secret.slice(position + 1);
    expect(changed).toMatch(pattern);
    let status = 0;
    const queries = await queriesDuring(async () => {
      status = (await server.api('GET', '/customers/orders/allOrdersByStatus/processing', { token: changed }))
        .status;
    });
    expect(status).toBe(401);
    expect(queries).toBe(0);
    // The count is real: the right secret, not yet remembered, is looked up.
    const looked = await queriesDuring(() =>
      server.api('GET', '/customers/orders/allOrdersByStatus/processing', { token: secret }),
    );
    expect(looked).toBeGreaterThan(0);
    for (const shape of ['shop_pat_', 'shop_pat_short', `${secret}0`]) {
      expect(
        (await server.api('GET', '/customers/orders/allOrdersByStatus/processing', { token: shape })).status,
      ).toBe(401);
    }
  });
});
