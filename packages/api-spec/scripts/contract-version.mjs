// The document's contract against the last released one: a change that breaks a client (a removed operation or
// field, a narrowed type, a new required request field, ...) must come with a new major version. Breaking changes
// are found by Optic (@useoptic/optic, its standard breaking-change rules), run offline with its telemetry off.
//   node scripts/contract-version.mjs [released.json] [current.json]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SEMVER = /^(\d+)\.(\d+)\.(\d+)$/;

/** The `info.version` of a document file, as [major, minor, patch]. */
export function versionOf(file) {
  const version = JSON.parse(readFileSync(file, 'utf8')).info?.version;
  const match = SEMVER.exec(version ?? '');
  if (match === null)
    throw new Error(`${file}: info.version must be a semantic version (1.2.3), not ${version}`);
  return { text: version, parts: match.slice(1).map(Number) };
}

function compare(a, b) {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/**
 * The breaking changes Optic finds from `released` to `current` (its lines), or throws when Optic fails. Optic
 * passes whatever a new major version changes; compared as of the released version, every break is named.
 */
export function breakingChanges(released, current) {
  const optic = createRequire(import.meta.url).resolve('@useoptic/optic/build/index.js');
  const dir = mkdtempSync(path.join(tmpdir(), 'contract-'));
  const document = JSON.parse(readFileSync(current, 'utf8'));
  document.info.version = JSON.parse(readFileSync(released, 'utf8')).info.version;
  const sameVersion = path.join(dir, 'openapi.json');
  writeFileSync(sameVersion, JSON.stringify(document));
  const run = spawnSync(process.execPath, [optic, 'diff', released, sameVersion, '--check'], {
    encoding: 'utf8',
    env: { ...process.env, OPTIC_TELEMETRY_LEVEL: 'off', NO_COLOR: '1', FORCE_COLOR: '0' },
    timeout: 300_000,
  });
  rmSync(dir, { recursive: true, force: true });
  const output = `${run.stdout ?? ''}${run.stderr ?? ''}`;
  const found = output
    .split('\n')
    .filter((line) => /This is a breaking change/.test(line))
    .map((line) => line.trim());
  if (run.status === 0) return [];
  if (found.length > 0) return [...new Set(found)];
  throw new Error(`optic diff failed (exit ${run.status}):\n${output}`);
}

/**
 * Checks `current` against `released`: the version never goes back, and a breaking change comes with a new major
 * version. Answers what it found, or throws saying what to do.
 */
export function checkContract(released, current) {
  const before = versionOf(released);
  const after = versionOf(current);
  if (compare(after.parts, before.parts) < 0) {
    throw new Error(`info.version went back from ${before.text} (released) to ${after.text}.`);
  }
  const breaking = breakingChanges(released, current);
  if (breaking.length > 0 && after.parts[0] === before.parts[0]) {
    throw new Error(
      `The document breaks clients of ${before.text} but keeps major version ${after.parts[0]}:\n` +
        `${breaking.map((line) => `  ${line}`).join('\n')}\n` +
        `Make the change compatible, or release it as ${before.parts[0] + 1}.0.0: set info.version in ` +
        'packages/api-spec/src/openapi.yaml and "version" in packages/sdk/package.json, say what broke in ' +
        'packages/sdk/CHANGELOG.md, then `pnpm release:api`.',
    );
  }
  return { released: before.text, current: after.text, breaking };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [released = 'released/openapi.json', current = 'dist/openapi.json'] = process.argv.slice(2);
  try {
    const result = checkContract(released, current);
    const note =
      result.breaking.length > 0 ? `, ${result.breaking.length} breaking changes in a new major` : '';
    console.log(`contract: ${result.current} against released ${result.released}: compatible${note}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
