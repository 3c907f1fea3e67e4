// `pnpm bench`: runs every benchmark (or those named on the command line), prints their figures and a summary.
// It never fails the build: a missed target prints `over`, a benchmark that cannot run here prints why.
import type { Benchmark, Figure } from './benchmark.js';
import { summaryLine } from './benchmark.js';
import { loadMixed } from './benchmarks/load-mixed.js';

const benchmarks: readonly Benchmark[] = [loadMixed];

const wanted = process.argv.slice(2);
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
}

console.log('\n== summary');
for (const line of summary) console.log(line);
