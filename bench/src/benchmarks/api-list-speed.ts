import type { Benchmark } from '../benchmark.js';
import { loadSeconds, measureBareServer, measureListEndpoints, readJson } from '../support/api-load.js';
import { listEndpoints } from '../support/list-endpoints.js';
import { round1 } from '../support/processes.js';
import { pgliteScaleData } from '../support/scale-data.js';
import { signIn, startShopServer } from '../support/shop-server.js';
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
      const server = await startShopServer({ dataDir: copy.path, timeoutMs: 120_000 });
      try {
        log(`server on a copy of the scale data ready in ${round1(server.readyMs)} ms`);
        const token = await signIn(server.url);
        const firstPath = listEndpoints[0]?.path ?? '';
        const sample = await readJson(`${server.url}${firstPath}`, token);
        log(`autocannon: ${CONNECTIONS} connections, ${loadSeconds} s per read after a short warm-up`);
        const bare = await measureBareServer(sample, CONNECTIONS, log);
        return await measureListEndpoints({
          serverUrl: server.url,
          token,
          endpoints: listEndpoints,
          connections: CONNECTIONS,
          prefix: 'api',
          bare,
          log,
        });
      } finally {
        await server.stop();
      }
    } finally {
      await copy.remove();
    }
  },
};
