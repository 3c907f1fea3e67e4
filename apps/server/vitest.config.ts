import { defineConfig } from 'vitest/config';

// Generous timeouts: a test server (PGlite, migrations, argon2) can take many seconds to start when every
// package's tests share two cores.
export const timeouts = { hookTimeout: 120_000, testTimeout: 60_000 };

export default defineConfig({ test: { passWithNoTests: true, ...timeouts } });
