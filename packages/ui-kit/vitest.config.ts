import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { linguiMacro } from './build/lingui-macro.mjs';

export default defineConfig({
  plugins: [linguiMacro(), react()],
  test: {
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    // CI runs every package's tests at once on two cores of a shared, busy machine: a screen test can wait many
    // seconds for a core (12 s seen with two busy loops beside the run). The limit only stops a stuck test.
    testTimeout: 120_000,
    // `pnpm test` prints the failures of every failed package from this file at its very end.
    reporters: ['default', 'json'],
    outputFile: { json: 'artifacts/vitest-results.json' },
  },
});
