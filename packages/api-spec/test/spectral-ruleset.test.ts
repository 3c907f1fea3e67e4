import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

type Schema = {
  maxLength?: number;
  maximum?: number;
  properties?: Record<string, Schema>;
  [key: string]: unknown;
};
type Operation = { security?: unknown[]; responses: Record<string, unknown> };
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};
type Result = { code: string; path: string[]; severity: number };

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const spectral = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@stoplight/spectral-cli/package.json')),
  'dist/index.js',
);
let dir: string;
let bundle: Document;

/** What the project's ruleset finds in a changed copy of the bundle, as `pnpm lint` runs it. */
async function lint(change: (doc: Document) => void): Promise<Result[]> {
  const doc: Document = structuredClone(bundle);
  change(doc);
  // Named openapi.json inside the package, as the ruleset's overrides name the document.
  const file = path.join(dir, 'openapi.json');
  await writeFile(file, JSON.stringify(doc));
  // Into a file: on stdout Spectral follows an empty list with a sentence.
  const output = path.join(dir, 'results.json');
  await rm(output, { force: true });
  const run = spawnSync(
    process.execPath,
    [spectral, 'lint', '-r', '.spectral.yaml', '-f', 'json', '-o', output, file],
    { cwd: packageDir, encoding: 'utf8', timeout: 120_000 },
  );
  const text = await readFile(output, 'utf8').catch(() => undefined);
  if (text === undefined) throw new Error(`spectral failed (exit ${run.status}):\n${run.stderr}`);
  const results: Result[] = JSON.parse(text);
  // Severities: 0 error, 1 warning; `pnpm lint` fails on both.
  return results.filter((result) => result.severity <= 1);
}

function schema(doc: Document, name: string): Schema {
  const found = doc.components.schemas[name];
  if (found === undefined) throw new Error(`no schema ${name}`);
  return found;
}

function operation(doc: Document, route: string, method: string): Operation {
  const found = doc.paths[route]?.[method];
  if (found === undefined) throw new Error(`no operation ${method} ${route}`);
  return found;
}

beforeAll(async () => {
  bundle = JSON.parse(await readFile(path.join(packageDir, 'dist/openapi.json'), 'utf8'));
  dir = await mkdtemp(path.join(packageDir, 'dist', 'ruleset-check-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

// Spectral takes seconds per run here, and many times that on a busy CI machine.
describe('the Spectral ruleset (OWASP API Security Top 10 and the shop-request- limits)', () => {
  it('finds nothing in the document as it is', async () => {
    expect(await lint(() => {})).toEqual([]);
  });

  it('refuses a request without a limit, an unthrottled sign-in call and an open write', async () => {
    const found = await lint((doc) => {
      delete schema(doc, 'Name').maxLength;
      delete schema(doc, 'Money').maximum;
      const ids = schema(doc, 'OrderBatchMove').properties?.ids;
      if (ids === undefined) throw new Error('no OrderBatchMove.ids');
      delete ids.maxItems;
      delete operation(doc, '/employees/login', 'post').responses['429'];
      operation(doc, '/collections', 'post').security = [];
      delete operation(doc, '/collections', 'get').responses['400'];
      // An answer's text has no limit to state: never reported.
      delete schema(doc, 'Collection').properties?.name?.maxLength;
    });
    const where = found.map((result) => `${result.code} ${result.path.slice(0, 3).join(' ')}`).sort();
    expect(where).toEqual(
      [
        'owasp:api2:2023-write-restricted paths /collections post',
        'owasp:api4:2023-rate-limit-responses-429 paths /employees/login post',
        'owasp:api4:2023-rate-limit-responses-429 paths /employees/login post',
        'owasp:api8:2023-define-error-validation paths /collections get',
        'shop-request-array-limit components schemas OrderBatchMove',
        'shop-request-number-limit components schemas Money',
        'shop-request-string-limit components schemas Name',
      ].sort(),
    );
  });
});
