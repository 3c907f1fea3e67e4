// The server's test suite again, against a real PostgreSQL server started for the run from the machine's binaries
// (`pnpm test` runs it after the PGlite pass). The tests that are about PGlite's data directory stay out, as does the
// check of the message catalogs (no database in it), and the property tests run fewer cases. Where PostgreSQL is
// not installed it is skipped, saying why.
import { defineConfig } from 'vitest/config';
import { postgresUnavailable } from './test/postgres/local-postgres.js';
import { timeouts, workers } from './vitest.config.js';

const unavailable = postgresUnavailable();
if (unavailable !== undefined) {
  console.log(`\nPostgreSQL pass SKIPPED: ${unavailable}.\n`);
}

export default defineConfig({
  test: {
    name: 'postgres',
    include: unavailable === undefined ? ['test/**/*.test.ts'] : [],
    exclude: [
      'test/data-dir-lock.test.ts',
      'test/reliability/crash.test.ts',
      'test/embedded-database.test.ts',
      'test/messages.test.ts',
    ],
    passWithNoTests: true,
    globalSetup: unavailable === undefined ? ['test/postgres/global-setup.ts'] : [],
    env: { FUZZ_RUNS: '5', CLASH_RUNS: '10' },
    ...timeouts,
    ...workers,
    reporters: ['default', 'json'],
    outputFile: { json: 'artifacts/vitest-postgres-results.json' },
  },
});
