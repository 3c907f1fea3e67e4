import { realpath } from 'node:fs/promises';
import type { Benchmark, Figure } from '../benchmark.js';
import { loadTest } from '../support/load-test.js';
import { peakRssWhile, round1, rssMb } from '../support/processes.js';
import { pgliteScaleData } from '../support/scale-data.js';
import { signIn, startShopServer } from '../support/shop-server.js';
import { copyToTempDir } from '../support/temp-dir.js';

/** How much the server's memory may grow over idle while it makes a backup of the scale data, MB. */
const RSS_OVER_IDLE_TARGET_MB = 150;
/** Connections of the list read measured while a backup runs. */
const CONNECTIONS = 4;

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
 * page of orders read while a second backup runs (the embedded database's one session is held by the snapshot
 * while the tables are read: reads wait meanwhile).
 */
export const backupSpeed: Benchmark = {
  name: 'backup-speed',
  async run(log) {
    const cached = await realpath(await pgliteScaleData(log));
    const copy = await copyToTempDir(cached, 'backup-pglite');
    try {
      const server = await startShopServer({ dataDir: copy.path, timeoutMs: 120_000 });
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
        const running = readBackup(server.url, token);
        const during = await loadTest({ url: listUrl, connections: CONNECTIONS, duration: 5, headers });
        await running;
        log(
          `a page of orders, ${CONNECTIONS} connections: alone p99 ${alone.p99} ms; during a backup ` +
            `${during.requests} answered in 5 s, p99 ${during.p99} ms (the embedded database's one session is held by the snapshot)`,
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
          { name: 'backup-concurrent-list-answered', value: during.requests, unit: 'requests in 5 s' },
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
