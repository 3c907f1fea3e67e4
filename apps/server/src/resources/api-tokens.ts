import { apiScopeValues, createApiTokenDefaults, type Schema } from '@shop/sdk';
import { eq, sql } from 'drizzle-orm';
import { newApiTokenSecret } from '../auth/api-token-format.js';
import { hashToken } from '../auth/tokens.js';
import { notFound } from '../core/http-error.js';
import { changeOf } from '../data/changes.js';
import { idField, refField, renderJson, textField, timeField, valueField } from '../data/crud/fields.js';
import { toId } from '../data/ids.js';
import { readJson } from '../data/json-read.js';
import { noSuchRecord } from '../data/record-labels.js';
import { write } from '../data/write.js';
import { apiTokens, employees } from '../db/schema.js';
import { tableResource } from '../handlers/crud/table-resource.js';
import type { Handlers } from '../handlers/handler-types.js';
import { signedIn } from '../handlers/signed-in.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A token as the API shows it (`ApiToken`): never its secret or hash, only the secret's last four characters. */
const shape = {
  _id: idField(apiTokens.id),
  name: valueField(apiTokens.name),
  scopes: valueField(apiTokens.scopes),
  createdBy: refField(apiTokens.createdBy, employees),
  createdAt: timeField(apiTokens.createdAt),
  expiresAt: timeField(apiTokens.expiresAt),
  lastUsedAt: timeField(apiTokens.lastUsedAt),
  lastUsedAddress: valueField(apiTokens.lastUsedAddress),
  revokedAt: timeField(apiTokens.revokedAt),
  lastFour: valueField(apiTokens.lastFour),
};

/** The shop's API tokens, newest first. */
const token = tableResource({
  table: apiTokens,
  shape,
  order: sql`${apiTokens.createdAt} desc, ${apiTokens.id} desc`,
});

export const apiTokenOperations = {
  listApiTokens: token.list,

  /** A new token of the signed-in owner; its secret is answered this once and kept only as its SHA-256. */
  async createApiToken(input, deps) {
    const session = signedIn(input);
    const { body } = input;
    const secret = newApiTokenSecret();
    const days = body.expiresInDays ?? createApiTokenDefaults.expiresInDays;
    const scopes = apiScopeValues.filter((scope) => body.scopes.includes(scope));
    const id = await write(deps, {
      async run(tx) {
        const [row] = await tx
          .insert(apiTokens)
          .values({
            name: body.name.trim(),
            scopes,
            createdBy: session.employeeId,
            createdAt: new Date(deps.now()),
            expiresAt: new Date(deps.now() + days * DAY_MS),
            tokenHash: hashToken(secret),
            lastFour: secret.slice(-4),
          })
          .returning({ id: apiTokens.id });
        if (row === undefined) throw new Error('insert returned no row');
        const created = await token.find(tx, row.id);
        return { result: row.id, changes: [changeOf('ApiToken', 'API token', row.id, undefined, created)] };
      },
    });
    const json = renderJson({ ...shape, version: valueField(apiTokens.version), token: textField(secret) });
    const answer = await readJson<Schema<'ApiTokenCreated'>>(
      deps.db,
      sql`select ${json} as answer from ${apiTokens} where ${apiTokens.id} = ${id}`,
    );
    if (answer === undefined) throw notFound(noSuchRecord(apiTokens));
    return { status: 201, body: answer };
  },

  /** Ends a token at once on every process (announced by the database); a revoked one stays as it is. */
  async revokeApiToken(input, deps) {
    const session = signedIn(input);
    const id = toId(input.params.id);
    const cache = deps.sessionCache;
    const revoked = await write(deps, {
      async run(tx) {
        const [row] = await tx
          .select({ revokedAt: apiTokens.revokedAt, tokenHash: apiTokens.tokenHash })
          .from(apiTokens)
          .where(eq(apiTokens.id, id))
          .for('update');
        if (row === undefined) throw notFound(noSuchRecord(apiTokens));
        if (row.revokedAt !== null) return { result: undefined };
        // Forgotten before and after the update: no lookup under way at either moment is remembered.
        cache?.forgetToken(row.tokenHash);
        const before = await token.find(tx, id);
        await tx
          .update(apiTokens)
          .set({ revokedAt: new Date(deps.now()), revokedBy: session.employeeId })
          .where(eq(apiTokens.id, id));
        const after = await token.find(tx, id);
        return { result: row.tokenHash, changes: [changeOf('ApiToken', 'API token', id, before, after)] };
      },
    });
    if (revoked !== undefined) cache?.forgetToken(revoked);
    return { status: 200, body: await token.find(deps.db, id) };
  },
} satisfies Partial<Handlers>;
