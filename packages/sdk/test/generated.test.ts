import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { generate, generateScopes } from '../scripts/generate.mjs';

describe('generated files', () => {
  it('match the OpenAPI document (run `pnpm generate` and commit when this fails)', {
    timeout: 60_000,
  }, async () => {
    const files = await generate();
    for (const [name, text] of Object.entries(files)) {
      const committed = await readFile(new URL(`../src/generated/${name}`, import.meta.url), 'utf8');
      expect(committed, `src/generated/${name} is stale`).toBe(text);
    }
  });
});

describe('x-scopes', () => {
  const documentWith = (scopes: unknown) => ({
    components: { schemas: { ApiScope: { type: 'string', enum: ['orders:read'] } } },
    paths: {
      '/orders': {
        get: { operationId: 'listOrders', responses: { '200': { description: 'ok' } }, 'x-scopes': scopes },
      },
    },
  });

  it('are generated for every operation', () => {
    expect(generateScopes(documentWith(['orders:read']))).toContain("listOrders: ['orders:read'],");
    expect(generateScopes(documentWith([]))).toContain('listOrders: [],');
  });

  it('fail generation when an operation has none, or names a scope that is no ApiScope', () => {
    expect(() => generateScopes(documentWith(undefined))).toThrow(/listOrders must say in x-scopes/);
    expect(() => generateScopes(documentWith(['orders:write']))).toThrow(/orders:write is not an ApiScope/);
  });
});
