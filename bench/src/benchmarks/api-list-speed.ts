import type { Benchmark } from '../benchmark.js';
import { measureListEndpoints } from '../support/api-load.js';
import { round1 } from '../support/processes.js';
import { pgliteScaleData } from '../support/scale-data.js';
import { startShopServer } from '../support/shop-server.js';
import { copyToTempDir } from '../support/temp-dir.js';

const CONNECTIONS = 10;

/**
 * The list reads at scale on the embedded database: the server on a copy of the cached scale data (100,000 items,
 * 1,000,000 orders), each read loaded by autocannon with 10 connections, beside a bare node:http server.
 */
export const apiListSpeed: Benchmark = {
  name: 'api-list-speed',
  async run(log) {
    const cached = await pgliteScaleData(log);
    const copy = await copyToTempDir(cached, 'api-pglite');
    try {
      return await measureListEndpoints({
        startServer: async (env) => {
          const server = await startShopServer({ dataDir: copy.path, timeoutMs: 120_000, env });
          log(`server on a copy of the scale data ready in ${round1(server.readyMs)} ms`);
          return server;
        },
        connections: CONNECTIONS,
        prefix: 'api',
        log,
      });
    } finally {
      await copy.remove();
    }
  },
};
