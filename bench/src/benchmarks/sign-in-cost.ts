import { availableParallelism } from 'node:os';
import type { Benchmark } from '../benchmark.js';
import { loadSeconds } from '../support/api-load.js';
import { loadTest } from '../support/load-test.js';
import { round1 } from '../support/processes.js';
import { ADMIN_LOGIN, startShopServer } from '../support/shop-server.js';
import { makeTempDir } from '../support/temp-dir.js';

/**
 * Successful sign-ins (argon2id verification dominates) on a new data dir holding only the first employee: one
 * connection per core, since each verification keeps a core busy. Only successes are sent, so the per-account
 * throttle (5 failures) never engages.
 */
export const signInCost: Benchmark = {
  name: 'sign-in-cost',
  async run(log) {
    const temp = await makeTempDir('sign-in');
    const server = await startShopServer({ dataDir: temp.path });
    try {
      const connections = availableParallelism();
      const options = {
        url: `${server.url}/api/employees/login`,
        connections,
        method: 'POST' as const,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN_LOGIN),
      };
      await loadTest({ ...options, duration: Math.min(3, loadSeconds) });
      const result = await loadTest({ ...options, duration: loadSeconds });
      log(
        `POST /api/employees/login (${connections} connections, ${loadSeconds} s): ${result.rps.toFixed(1)} ` +
          `sign-ins/s, p50 ${result.p50} ms, p99 ${result.p99} ms`,
      );
      return [
        { name: 'sign-in-rps', value: round1(result.rps), unit: 'req/s' },
        { name: 'sign-in-p99', value: round1(result.p99), unit: 'ms', target: { max: 250 } },
      ];
    } finally {
      await server.stop();
      await temp.remove();
    }
  },
};
