import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { generate } from '../scripts/generate.mjs';

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
