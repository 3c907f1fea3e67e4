import type { Benchmark } from '../benchmark.js';
import { repoRoot } from '../support/paths.js';
import { runCommand } from '../support/processes.js';

const NAME = 'test-suite';

/**
 * The wall time of the README's test line, `pnpm test`, with turbo's cache bypassed (TURBO_FORCE) so every task
 * runs. It takes minutes, so it runs only when asked for: `pnpm bench test-suite`, or BENCH_TEST_SUITE=1.
 */
export const testSuite: Benchmark = {
  name: NAME,
  async skipReason() {
    const asked = process.argv.slice(2).includes(NAME) || process.env.BENCH_TEST_SUITE === '1';
    return asked
      ? undefined
      : `opt-in, it takes minutes: run \`pnpm bench ${NAME}\` or set BENCH_TEST_SUITE=1 to time \`pnpm test\``;
  },
  async run(log) {
    const started = performance.now();
    let failure: string | undefined;
    try {
      await runCommand('pnpm', ['test'], { cwd: repoRoot, env: { ...process.env, TURBO_FORCE: 'true' } });
    } catch (error) {
      // The message ends with the last lines it printed: what failed.
      failure = error instanceof Error ? error.message : String(error);
    }
    const seconds = Math.round((performance.now() - started) / 1000);
    log(
      `pnpm test (uncached): ${seconds} s, ${failure === undefined ? 'all green' : `and it failed:\n${failure}`}`,
    );
    return [{ name: 'test-suite-wall', value: seconds, unit: 's' }];
  },
};
