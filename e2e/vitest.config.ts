import { defineConfig } from 'vitest/config';

// One server and one Chromium per test file; files run one after another (two cores).
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    passWithNoTests: true,
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
