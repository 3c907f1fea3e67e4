// `pnpm bench`: runs every benchmark (or those named on the command line), prints their figures and a summary.
// It never fails the build: a missed target prints `over`, a benchmark that cannot run here prints why.
import type { Benchmark, Figure } from './benchmark.js';
import { summaryLine } from './benchmark.js';
import { apiListSpeed } from './benchmarks/api-list-speed.js';
import { apiListSpeedPostgres } from './benchmarks/api-list-speed-postgres.js';
import { backupSpeed } from './benchmarks/backup-speed.js';
import { bundleSize } from './benchmarks/bundle-size.js';
import { coldStart } from './benchmarks/cold-start.js';
import { exportSpeed } from './benchmarks/export-speed.js';
import { itemsImages } from './benchmarks/items-images.js';
import { itemsScreen } from './benchmarks/items-screen.js';
import { lighthouseScores } from './benchmarks/lighthouse.js';
import { listFilters } from './benchmarks/list-filters.js';
import { liveLatency } from './benchmarks/live-latency.js';
import { loadMixed } from './benchmarks/load-mixed.js';
import { loadMixedPostgres } from './benchmarks/load-mixed-postgres.js';
import { signInCost } from './benchmarks/sign-in-cost.js';
import { signInUnderUploads } from './benchmarks/sign-in-under-uploads.js';
import { testSuite } from './benchmarks/test-suite.js';
import { tokenAuthCost } from './benchmarks/token-auth-cost.js';
import { cleanupAll } from './support/cleanup.js';

const benchmarks: readonly Benchmark[] = [
  bundleSize,
  apiListSpeed,
  apiListSpeedPostgres,
  listFilters,
  exportSpeed,
  backupSpeed,
  signInCost,
  tokenAuthCost,
  signInUnderUploads,
  itemsScreen,
  itemsImages,
  lighthouseScores,
  coldStart,
  loadMixed,
  loadMixedPostgres,
  liveLatency,
  testSuite,
];

// Ctrl-C or a stop from outside: stop every server, PostgreSQL and browser started, remove the temp folders.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`\n${signal}: stopping what the benchmarks started`);
    void cleanupAll().then(() => process.exit(130));
  });
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !benchmarks.some((b) => b.name === name));
if (unknown.length > 0) {
  console.log(
    `unknown benchmark ${unknown.join(', ')}; there are: ${benchmarks.map((b) => b.name).join(', ')}`,
  );
}
const selected = wanted.length > 0 ? benchmarks.filter((b) => wanted.includes(b.name)) : benchmarks;
const summary: string[] = [];

for (const benchmark of selected) {
  console.log(`\n== ${benchmark.name}`);
  const skip = await benchmark.skipReason?.();
  if (skip) {
    console.log(`skipped: ${skip}`);
    summary.push(`${benchmark.name} skipped (${skip})`);
    continue;
  }
  try {
    const figures: readonly Figure[] = await benchmark.run((line) => console.log(line));
    summary.push(...figures.map(summaryLine));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.log(`failed: ${message}`);
    summary.push(`${benchmark.name} failed (${message.split('\n')[0]})`);
  }
  await cleanupAll();
}

console.log('\n== summary');
for (const line of summary) console.log(line);
