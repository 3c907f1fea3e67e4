#!/usr/bin/env node
// `pnpm test`: every package's lint, typecheck and tests through turbo, then each task's time, longest first, so
// that a suite growing towards CI's limit is seen before it blocks a landing. A failed task does not stop the
// others (`--continue`): one run shows every failure, and the failed tests of each failed package are printed again
// at the very end (from the JSON its vitest writes to `artifacts/`), where a CI log's tail shows them. The exit code
// is turbo's.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const runsDir = path.join(root, '.turbo', 'runs');
const startedAt = Date.now();

const turbo = spawnSync(
  'turbo',
  [
    'run',
    'lint',
    'typecheck',
    'test',
    '--concurrency=3',
    '--continue',
    '--summarize',
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit', env: { TURBO_TELEMETRY_DISABLED: '1', ...process.env } },
);

if (turbo.error !== undefined) console.error(`Could not run turbo: ${turbo.error.message}`);

/** The summary turbo wrote for this run: the newest file of `.turbo/runs` written since the run began. */
function latestSummary() {
  let names;
  try {
    names = readdirSync(runsDir).filter((name) => name.endsWith('.json'));
  } catch {
    return undefined;
  }
  const newest = names
    .map((name) => ({ file: path.join(runsDir, name), at: statSync(path.join(runsDir, name)).mtimeMs }))
    .filter((entry) => entry.at >= startedAt - 1000)
    .sort((a, b) => b.at - a.at)[0];
  return newest === undefined ? undefined : JSON.parse(readFileSync(newest.file, 'utf8'));
}

function seconds(ms) {
  const s = ms / 1000;
  return s >= 60
    ? `${Math.floor(s / 60)}m${String(Math.round(s % 60)).padStart(2, '0')}s`
    : `${s.toFixed(1)}s`;
}

function stateOf(row) {
  if (row.cached) return 'cached';
  if (row.code === undefined) return 'not run';
  return row.code === 0 ? 'ok' : 'FAILED';
}

/** The JSON results vitest wrote in a package's `artifacts/` during this run. */
function resultsOf(directory) {
  const dir = path.join(root, directory ?? '.', 'artifacts');
  let names;
  try {
    names = readdirSync(dir).filter((name) => name.startsWith('vitest') && name.endsWith('.json'));
  } catch {
    return [];
  }
  return names
    .map((name) => path.join(dir, name))
    .filter((file) => statSync(file).mtimeMs >= startedAt - 1000)
    .flatMap((file) => {
      try {
        return [JSON.parse(readFileSync(file, 'utf8'))];
      } catch {
        return [];
      }
    });
}

/** What failed in a failed task: each failed test's name and the start of its message. */
function printFailures(row) {
  console.log(`\n${row.id} failed:`);
  const results = resultsOf(row.directory);
  if (results.length === 0) {
    console.log('  (no test results written: it failed before or outside its tests; see its output above)');
    return;
  }
  for (const result of results) {
    for (const file of result.testResults ?? []) {
      const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
      if (file.status === 'failed' && failed.length === 0) {
        console.log(
          `  ${path.relative(root, file.name)}: ${String(file.message ?? '')
            .split('\n')
            .slice(0, 20)
            .join('\n    ')}`,
        );
      }
      for (const test of failed) {
        const message = (test.failureMessages ?? [])
          .join('\n')
          .split('\n')
          .filter((line) => !line.includes('node_modules'))
          .slice(0, 20)
          .join('\n    ');
        console.log(`  ${path.relative(root, file.name)} > ${test.fullName}\n    ${message}`);
      }
    }
  }
}

const summary = latestSummary();
if (summary !== undefined) {
  const rows = summary.tasks
    .map((task) => ({
      id: task.taskId,
      ms: (task.execution?.endTime ?? 0) - (task.execution?.startTime ?? 0),
      cached: task.cache?.status === 'HIT',
      code: task.execution?.exitCode,
      directory: task.directory,
    }))
    .sort((a, b) => b.ms - a.ms);
  const width = Math.max(...rows.map((row) => row.id.length));
  console.log('\nTask times (longest first):');
  for (const row of rows) {
    console.log(`  ${row.id.padEnd(width)}  ${seconds(row.ms).padStart(7)}  ${stateOf(row)}`);
  }
  console.log(`  ${'whole run'.padEnd(width)}  ${seconds(Date.now() - startedAt).padStart(7)}`);
  for (const row of rows.filter((entry) => stateOf(entry) === 'FAILED')) printFailures(row);
}
process.exit(turbo.status ?? 1);
