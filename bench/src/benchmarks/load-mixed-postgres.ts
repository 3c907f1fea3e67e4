// The mixed load on PostgreSQL, through one server process and then through three started together on one
// database (as behind a load balancer), each on a fresh demo shop: what several processes change, on the same
// machine, with every acknowledged write checked.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Benchmark, Figure } from '../benchmark.js';
import { serverMain } from '../support/paths.js';
import {
  createDatabase,
  handToPostgres,
  initCluster,
  postgresSkipReason,
  startPostgres,
} from '../support/postgres-server.js';
import { type ShopServer, startShopServer } from '../support/shop-server.js';
import { makeTempDir } from '../support/temp-dir.js';
import { mixedLoad, mixedLoadFigures } from './load-mixed.js';

/** The first owner of a shop on PostgreSQL (no demo password there). */
const OWNER = { email: 'owner@shop.test', password: 'bench-owner-passphrase-1' };

export const loadMixedPostgres: Benchmark = {
  name: 'load-mixed-postgres',
  async skipReason() {
    if (!existsSync(serverMain)) return `the server is not built (${serverMain})`;
    return postgresSkipReason();
  },
  async run(log) {
    const temp = await makeTempDir('load-mixed-postgres');
    try {
      await handToPostgres(temp.path);
      const cluster = path.join(temp.path, 'cluster');
      await initCluster(cluster);
      const postgres = await startPostgres(cluster);
      const figures: Figure[] = [];
      try {
        for (const processes of [1, 3]) {
          const databaseUrl = await createDatabase(postgres, `shop_${processes}`);
          log(`${processes} server process(es) started together on a new database with the demo shop...`);
          const servers: ShopServer[] = [];
          try {
            servers.push(
              ...(await Promise.all(
                Array.from({ length: processes }, (_, index) =>
                  startShopServer({
                    dataDir: path.join(temp.path, `files-${processes}-${index}`),
                    databaseUrl,
                    seedDemo: true,
                    timeoutMs: 180_000,
                    env: { SHOP_ADMIN_EMAIL: OWNER.email, SHOP_ADMIN_PASSWORD: OWNER.password },
                  }),
                ),
              )),
            );
            const load = await mixedLoad(
              servers.map((server) => server.url),
              OWNER,
              log,
            );
            if (load.errors > 0) {
              for (const server of servers) log(server.output().split('\n').slice(-10).join('\n'));
            }
            figures.push(...mixedLoadFigures(`load-mixed-postgres-${processes}`, load));
          } finally {
            await Promise.all(servers.map((server) => server.stop()));
          }
        }
        return figures;
      } finally {
        await postgres.stop();
      }
    } finally {
      await temp.remove();
    }
  },
};
