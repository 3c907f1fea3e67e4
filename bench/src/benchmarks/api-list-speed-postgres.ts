import path from 'node:path';
import type { Benchmark } from '../benchmark.js';
import { measureListEndpoints } from '../support/api-load.js';
import { handToPostgres, postgresSkipReason, startPostgres } from '../support/postgres-server.js';
import { round1 } from '../support/processes.js';
import { copyCluster, POSTGRES_SCALE_OWNER, postgresScaleData } from '../support/scale-data.js';
import { startShopServer } from '../support/shop-server.js';
import { makeTempDir } from '../support/temp-dir.js';

const CONNECTIONS = 50;

/**
 * The same list reads with DATABASE_URL: a PostgreSQL server started here on a copy of a cached cluster filled by
 * the scale seed, 50 connections.
 */
export const apiListSpeedPostgres: Benchmark = {
  name: 'api-list-speed-postgres',
  skipReason: postgresSkipReason,
  async run(log) {
    const cached = await postgresScaleData(log);
    const temp = await makeTempDir('api-postgres');
    try {
      await handToPostgres(temp.path);
      const cluster = path.join(temp.path, 'cluster');
      await copyCluster(cached, cluster);
      const postgres = await startPostgres(cluster);
      try {
        return await measureListEndpoints({
          startServer: async (env) => {
            const server = await startShopServer({
              dataDir: path.join(temp.path, 'files'),
              databaseUrl: postgres.url,
              timeoutMs: 120_000,
              env,
            });
            log(`server on PostgreSQL (a copy of the scale cluster) ready in ${round1(server.readyMs)} ms`);
            return server;
          },
          connections: CONNECTIONS,
          prefix: 'api-postgres',
          log,
          p99AgainstBare: true,
          login: POSTGRES_SCALE_OWNER,
        });
      } finally {
        await postgres.stop();
      }
    } finally {
      await temp.remove();
    }
  },
};
