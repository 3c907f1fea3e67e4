import { lingui } from '@lingui/vite-plugin';
import { linguiMacro } from '@shop/ui-kit/lingui-macro';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// No route plugin here: tests use the committed src/routeTree.gen.ts, so they never race a build regenerating it.
export default defineConfig({
  plugins: [linguiMacro(), lingui({ failOnCompileError: true }), react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // CI runs every package's tests at once on two cores of a shared, busy machine: a screen test can wait many
    // seconds for a core (12 s seen with two busy loops beside the run). The limit only stops a stuck test.
    testTimeout: 120_000,
    // `pnpm test` prints the failures of every failed package from this file at its very end.
    reporters: ['default', 'json'],
    outputFile: { json: 'artifacts/vitest-results.json' },
  },
});
