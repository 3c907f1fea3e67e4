import type { Benchmark } from '../benchmark.js';
import { median, round1 } from '../support/processes.js';
import { startShopServer } from '../support/shop-server.js';
import { makeTempDir } from '../support/temp-dir.js';

const RESTARTS = 3;

/**
 * Server start (spawning `node apps/server/dist/main.js`) to the first `/healthz` 200: on a new data dir with the
 * demo seed, then again on that existing data dir (median of 3 restarts).
 */
export const coldStart: Benchmark = {
  name: 'cold-start',
  async run(log) {
    const temp = await makeTempDir('cold-start');
    try {
      const fresh = await startShopServer({ dataDir: temp.path, seedDemo: true });
      await fresh.stop();
      log(`new data dir with the demo seed: ${round1(fresh.readyMs)} ms`);
      const restarts: number[] = [];
      for (let run = 0; run < RESTARTS; run += 1) {
        const server = await startShopServer({ dataDir: temp.path });
        restarts.push(server.readyMs);
        await server.stop();
      }
      log(`existing data dir: ${restarts.map((ms) => round1(ms)).join(', ')} ms`);
      return [
        { name: 'cold-start-existing', value: round1(median(restarts)), unit: 'ms', target: { max: 1500 } },
        { name: 'cold-start-new-demo', value: round1(fresh.readyMs), unit: 'ms', target: { max: 20_000 } },
      ];
    } finally {
      await temp.remove();
    }
  },
};
