import { defineConfig } from 'vitest/config';

// CI runs every package's tests at once on two cores of a shared, busy machine, where reading and parsing the
// document or starting a tool can take many seconds. The limits only stop a stuck test; nothing here is timed.
export default defineConfig({
  test: { include: ['test/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 120_000 },
});
