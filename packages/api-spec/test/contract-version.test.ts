import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContract } from '../scripts/contract-version.mjs';

type Schema = { properties: Record<string, unknown>; required: string[] };
type Document = { info: { version: string }; components: { schemas: Record<string, Schema> } };

const released = new URL('../released/openapi.json', import.meta.url).pathname;
let dir: string;
/** The last released document: each test changes a copy of it, as the next version would. */
let base: Document;
let major: number;

/** Writes a changed copy of the current document and answers its path. */
async function variant(name: string, change: (doc: Document) => void): Promise<string> {
  const doc: Document = structuredClone(base);
  change(doc);
  const file = path.join(dir, `${name}.json`);
  await writeFile(file, JSON.stringify(doc));
  return file;
}

/** The document without the item's `isVisible`: a field every client of items reads. */
function dropIsVisible(doc: Document) {
  const item = doc.components.schemas.Item;
  if (item === undefined) throw new Error('no Item schema');
  delete item.properties.isVisible;
  item.required = item.required.filter((name) => name !== 'isVisible');
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'contract-version-'));
  base = JSON.parse(await readFile(released, 'utf8'));
  major = Number(base.info.version.split('.')[0]);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

// Optic takes seconds per comparison here, and many times that on a busy CI machine.
describe('the contract against the last released document', { timeout: 600_000 }, () => {
  // The document as it is against the released one: `pnpm --filter @shop/api-spec lint` (scripts/contract-version.mjs).
  it('refuses a removed response field without a new major version, and takes it with one', async () => {
    const sameMajor = await variant('same-major', dropIsVisible);
    expect(() => checkContract(released, sameMajor)).toThrow(
      new RegExp(`keeps major version ${major}[\\s\\S]*isVisible`),
    );
    const nextMajor = await variant('next-major', (doc) => {
      dropIsVisible(doc);
      doc.info.version = `${major + 1}.0.0`;
    });
    const result = checkContract(released, nextMajor);
    expect(result).toMatchObject({ released: base.info.version, current: `${major + 1}.0.0` });
    expect(result.breaking.join('\n')).toMatch(/isVisible/);
  });

  it('takes a compatible change in the same major version, and refuses a version that goes back', async () => {
    const added = await variant('added', (doc) => {
      const item = doc.components.schemas.Item;
      if (item === undefined) throw new Error('no Item schema');
      item.properties.sku = { type: 'string' };
      doc.info.version = `${major}.99.0`;
    });
    expect(checkContract(released, added)).toMatchObject({ breaking: [] });
    const older = await variant('older', (doc) => {
      doc.info.version = `${major - 1}.9.0`;
    });
    expect(() => checkContract(released, older)).toThrow(/went back/);
  });
});
