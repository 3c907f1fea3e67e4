import { realpath } from 'node:fs/promises';
import type { Benchmark, Figure } from '../benchmark.js';
import { loadTest } from '../support/load-test.js';
import { percentile } from '../support/percentile.js';
import { peakRssWhile, round1, rssMb } from '../support/processes.js';
import { pgliteScaleData } from '../support/scale-data.js';
import { signIn, startShopServer } from '../support/shop-server.js';
import { copyToTempDir } from '../support/temp-dir.js';

/** How much the server's memory may grow over idle while it makes a backup of the scale data, MB. */
const RSS_OVER_IDLE_TARGET_MB = 150;
/** Connections of the list read measured while a backup runs. */
const CONNECTIONS = 4;

/**
 * Reads `url` from `connections` loops, each sending its next request when the last is answered, until `until`
 * settles; answers every read's time, ms. Any answer but 200 fails the run.
 */
async function readWhile(
  url: string,
  headers: Record<string, string>,
  connections: number,
  until: Promise<unknown>,
): Promise<number[]> {
  let over = false;
  const stop = () => {
    over = true;
  };
  until.then(stop, stop);
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (!over) {
        const sent = performance.now();
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
        times.push(performance.now() - sent);
      }
    }),
  );
  return times;
}

/** Downloads a backup to its end, counting its bytes (kept nowhere). */
async function readBackup(url: string, token: string): Promise<{ bytes: number; firstByteMs: number }> {
  const started = performance.now();
  const response = await fetch(`${url}/api/backups/downloadBackup`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status !== 200 || response.body === null)
    throw new Error(`the backup answered ${response.status}`);
  let bytes = 0;
  let firstByteMs = 0;
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    if (bytes === 0) firstByteMs = performance.now() - started;
    bytes += read.value.byteLength;
  }
  return { bytes, firstByteMs };
}

/**
 * A backup of the scale data (100,000 items, 1,000,000 orders with two lines each) downloaded from a server on the
 * embedded database: seconds, archive size, and the server's memory over idle (read from /proc every 50 ms); then a
 * page of orders (kept answers off: read from the database) read again and again from a few connections for the
 * whole of a second backup: how many were
 * answered, their p50 and p99, and the longest wait (the snapshot's commit, while it copies the rows into its
 * cursors, holds the embedded database's one session: reads sent then wait that long).
 */
export const backupSpeed: Benchmark = {
  name: 'backup-speed',
  async run(log) {
    const cached = await realpath(await pgliteScaleData(log));
    const copy = await copyToTempDir(cached, 'backup-pglite');
    try {
      // Without kept answers: the page of orders read during the backup must come from the database, which the
      // backup shares, not from the server's memory.
      const server = await startShopServer({
        dataDir: copy.path,
        timeoutMs: 120_000,
        env: { ANSWER_CACHE_MB: '0' },
      });
      try {
        const pid = server.pid;
        if (pid === undefined) throw new Error('the server has no process id');
        const token = await signIn(server.url);
        const headers = { authorization: `Bearer ${token}` };
        const listUrl = `${server.url}/api/customers/orders/allOrdersByStatus/processing?page=1&pageSize=50`;
        await loadTest({ url: listUrl, connections: CONNECTIONS, duration: 2, headers });
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const idle = await rssMb(pid);
        log(`server RSS idle: ${round1(idle)} MB`);
        const started = performance.now();
        const { result: backup, peak } = await peakRssWhile(pid, idle, () => readBackup(server.url, token));
        const seconds = (performance.now() - started) / 1000;
        log(
          `backup of the scale data: ${round1(backup.bytes / 1e6)} MB in ${round1(seconds)} s ` +
            `(first byte after ${Math.round(backup.firstByteMs)} ms); RSS peak ${round1(peak)} MB, ` +
            `${round1(peak - idle)} MB over idle`,
        );
        const alone = await loadTest({ url: listUrl, connections: CONNECTIONS, duration: 3, headers });
        const secondStarted = performance.now();
        const running = readBackup(server.url, token);
        const during = (await readWhile(listUrl, headers, CONNECTIONS, running)).sort((a, b) => a - b);
        await running;
        const secondSeconds = (performance.now() - secondStarted) / 1000;
        const p50 = round1(percentile(during, 0.5));
        const p99 = round1(percentile(during, 0.99));
        const longest = round1(during.at(-1) ?? Number.NaN);
        log(
          `a page of orders, ${CONNECTIONS} connections: alone p50 ${alone.p50} ms, p99 ${alone.p99} ms; during a ` +
            `second backup (${round1(secondSeconds)} s) ${during.length} answered, p50 ${p50} ms, p99 ${p99} ms, ` +
            `longest wait ${longest} ms (the snapshot's commit holds the embedded database's one session)`,
        );
        const figures: Figure[] = [
          { name: 'backup-scale-seconds', value: round1(seconds), unit: 's' },
          { name: 'backup-scale-archive-size', value: round1(backup.bytes / 1e6), unit: 'MB' },
          {
            name: 'backup-scale-rss-over-idle',
            value: round1(peak - idle),
            unit: 'MB',
            target: { max: RSS_OVER_IDLE_TARGET_MB },
          },
          {
            name: 'backup-concurrent-list-answered',
            value: during.length,
            unit: `requests in ${round1(secondSeconds)} s`,
          },
          { name: 'backup-concurrent-list-p50', value: p50, unit: 'ms' },
          { name: 'backup-concurrent-list-p99', value: p99, unit: 'ms' },
          { name: 'backup-concurrent-list-longest-wait', value: longest, unit: 'ms' },
        ];
        return figures;
      } finally {
        await server.stop();
      }
    } finally {
      await copy.remove();
    }
  },
};
