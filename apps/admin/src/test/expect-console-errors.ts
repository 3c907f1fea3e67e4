import { vi } from 'vitest';

/**
 * For a test whose page is meant to fail (a route's error component): React and the router report the thrown
 * error on the console. Keeps that report out of the test output; restored after the test (restoreMocks).
 */
export function expectConsoleErrors() {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
}
