import { defineConfig } from 'vitest/config';

// Generous limits: a test server (PGlite, migrations, argon2) can take many seconds to start when every package's
// tests share two cores of a busy CI machine. They stop a stuck test; no test times the server (`pnpm bench` does).
export const timeouts = { hookTimeout: 300_000, testTimeout: 180_000, expect: { poll: { timeout: 30_000 } } };

// Two test files at a time: vitest's default (the cores less one) is one on a two-core machine, which leaves a core
// idle once the other packages' tests are done and the server's long files (backups, restores) run on. Each file's
// servers have their own data dirs, ports and databases.
export const workers = { maxWorkers: 2 };

export default defineConfig({
  test: {
    passWithNoTests: true,
    ...timeouts,
    ...workers,
    // `pnpm test` prints the failures of every failed package from these files at its very end.
    reporters: ['default', 'json'],
    outputFile: { json: 'artifacts/vitest-results.json' },
  },
});
