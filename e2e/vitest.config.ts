import { defineConfig } from 'vitest/config';

// One server for the run (support/global-setup.ts), one Chromium per test file; files run one after another. The
// limits only stop a test that is stuck: a test of 8 s here takes several times that on a busy CI machine.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    fileParallelism: false,
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 180_000,
    hookTimeout: 300_000,
    // expect.poll waits on the page's state, never on a fixed time: 30 s before it gives up.
    expect: { poll: { timeout: 30_000 } },
    // `pnpm test` prints the failures of every failed package from this file at its very end.
    reporters: ['default', 'json'],
    outputFile: { json: 'artifacts/vitest-results.json' },
  },
});
