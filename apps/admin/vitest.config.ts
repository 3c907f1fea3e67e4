import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// No route plugin here: tests use the committed src/routeTree.gen.ts, so they never race a build regenerating it.
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // CI runs every package's tests at once on two cores: a screen test can wait seconds for a core.
    testTimeout: 30_000,
  },
});
