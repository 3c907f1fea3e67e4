import { defineConfig } from 'vitest/config';

// One server for the run (support/global-setup.ts), one Chromium per test file; files run one after another.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    fileParallelism: false,
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
