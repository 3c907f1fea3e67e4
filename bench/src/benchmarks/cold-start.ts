import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Benchmark } from '../benchmark.js';
import { repoRoot } from '../support/paths.js';
import { collectLines, median, round1 } from '../support/processes.js';
import { startShopServer } from '../support/shop-server.js';
import { makeTempDir } from '../support/temp-dir.js';

const RESTARTS = 3;

/**
 * Milliseconds from spawning `node` to PGlite alone (as the server opens it, with pg_trgm) having answered a first
 * query on `dataDir`: the floor a server start on that data dir is compared with.
 */
function timePgliteOpen(dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(import.meta.dirname, '../support/pglite-open.mjs')], {
    env: { ...process.env, PGLITE_DIR: dataDir, SERVER_DIR: path.join(repoRoot, 'apps/server') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let openedMs: number | undefined;
    const output = collectLines(child, (line) => {
      if (line.trim() === 'opened') openedMs ??= performance.now() - started;
    });
    child.once('exit', (code) => {
      if (code === 0 && openedMs !== undefined) resolve(openedMs);
      else reject(new Error(`PGlite alone exited with ${code}: ${output.text()}`));
    });
  });
}

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
      const pgliteOpens: number[] = [];
      // Taken in turns, so that a busy moment of the shared machine weighs on both alike.
      for (let run = 0; run < RESTARTS; run += 1) {
        const server = await startShopServer({ dataDir: temp.path });
        restarts.push(server.readyMs);
        await server.stop();
        pgliteOpens.push(await timePgliteOpen(path.join(temp.path, 'pgdata')));
      }
      log(`existing data dir: ${restarts.map((ms) => round1(ms)).join(', ')} ms`);
      log(
        `PGlite alone opening it (node started to a first query): ${pgliteOpens.map((ms) => round1(ms)).join(', ')} ms`,
      );
      const ratio = median(restarts) / median(pgliteOpens);
      log(`server start / PGlite alone: ${ratio.toFixed(2)} x`);
      return [
        { name: 'cold-start-existing', value: round1(median(restarts)), unit: 'ms', target: { max: 1500 } },
        { name: 'cold-start-pglite-alone', value: round1(median(pgliteOpens)), unit: 'ms' },
        {
          name: 'cold-start-existing-vs-pglite',
          value: Math.round(ratio * 100) / 100,
          unit: 'x',
          target: { max: 3 },
        },
        { name: 'cold-start-new-demo', value: round1(fresh.readyMs), unit: 'ms', target: { max: 20_000 } },
      ];
    } finally {
      await temp.remove();
    }
  },
};
