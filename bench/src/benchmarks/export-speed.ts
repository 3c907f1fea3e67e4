import { realpath } from 'node:fs/promises';
import { orderStatusValues } from '@shop/sdk';
import type { Benchmark, Figure } from '../benchmark.js';
import { loadTest } from '../support/load-test.js';
import { peakRssWhile, round1, rssMb } from '../support/processes.js';
import { pgliteScaleData } from '../support/scale-data.js';
import { signIn, startShopServer } from '../support/shop-server.js';
import { copyToTempDir } from '../support/temp-dir.js';

/** Exported rows per second the issue asks for. */
const ROWS_PER_SECOND_TARGET = 50_000;
/** How much the server's memory may grow over idle while it exports, MB. */
const RSS_OVER_IDLE_TARGET_MB = 100;
/** A 10,000-row item import's dry run, ms. */
const IMPORT_DRY_RUN_TARGET_MS = 5_000;
/** Connections of the list read measured while an export runs. */
const CONNECTIONS = 4;

/** Reads an export to its end as the bytes come, counting its rows (lines after the header; no cell here holds one). */
async function readExport(url: string, token: string): Promise<{ rows: number; bytes: number }> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200 || response.body === null)
    throw new Error(`${url} answered ${response.status}`);
  let lines = 0;
  let bytes = 0;
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    bytes += read.value.byteLength;
    for (const byte of read.value) if (byte === 0x0a) lines++;
  }
  return { rows: lines - 1, bytes };
}

/** A CSV cell as RFC 4180 writes it (the bench's own files). */
const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/**
 * The CSV exports at scale, on the embedded database: every status's orders exported one after the other (1,000,000
 * rows: rows/s and the server's memory over idle, read from /proc every 50 ms), then a page of orders read by
 * autocannon while an export runs (its p99, beside the same read with no export); and a 10,000-row item import's
 * dry run (5,000 updates of exported items, 5,000 new ones).
 */
export const exportSpeed: Benchmark = {
  name: 'export-speed',
  async run(log) {
    // The cache may be a link to another checkout's: copy what it points to, never the link.
    const cached = await realpath(await pgliteScaleData(log));
    const copy = await copyToTempDir(cached, 'export-pglite');
    try {
      // Without kept answers, as backup-speed: the page of orders read during the export must come from the
      // database the export reads (from memory it is answered seven times as often, and the garbage of those
      // answers, not the export, sets the peak: 110 MB over idle seen with them, 45 MB without).
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
        // Warm up: the list read, a small export (compiles the row checks), then idle memory.
        await loadTest({ url: listUrl, connections: CONNECTIONS, duration: 2, headers });
        await readExport(`${server.url}/api/customers/manageCustomers/exportCustomers?q=zzzz`, token);
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const idle = await rssMb(pid);
        log(`server RSS idle: ${round1(idle)} MB`);

        let rows = 0;
        let bytes = 0;
        const started = performance.now();
        const { peak } = await peakRssWhile(pid, idle, async () => {
          for (const status of orderStatusValues) {
            const file = await readExport(
              `${server.url}/api/customers/orders/exportOrdersByStatus/${status}`,
              token,
            );
            log(`  ${status}: ${file.rows.toLocaleString('en')} rows, ${round1(file.bytes / 1e6)} MB`);
            rows += file.rows;
            bytes += file.bytes;
          }
        });
        const seconds = (performance.now() - started) / 1000;
        const rowsPerSecond = rows / seconds;
        log(
          `exported ${rows.toLocaleString('en')} orders (${round1(bytes / 1e6)} MB) in ${round1(seconds)} s: ` +
            `${Math.round(rowsPerSecond).toLocaleString('en')} rows/s; RSS peak ${round1(peak)} MB, ` +
            `${round1(peak - idle)} MB over idle`,
        );

        const alone = await loadTest({ url: listUrl, connections: CONNECTIONS, duration: 5, headers });
        const exporting = readExport(
          `${server.url}/api/customers/orders/exportOrdersByStatus/processing`,
          token,
        );
        const during = await loadTest({ url: listUrl, connections: CONNECTIONS, duration: 3, headers });
        await exporting;
        log(
          `a page of orders, ${CONNECTIONS} connections: alone p50 ${alone.p50} ms, p99 ${alone.p99} ms; ` +
            `during an export p50 ${during.p50} ms, p99 ${during.p99} ms (${Math.round(during.rps)} req/s)`,
        );

        // 10,000 rows: the first 5,000 items by name as exported (updates), and 5,000 new ones.
        const items = await fetch(`${server.url}/api/controlItems/manageItem/exportItems?sort=name`, {
          headers,
        });
        const text = (await items.text()).replace(/^\uFEFF/, '');
        const lines = text.split('\r\n').filter((line) => line !== '');
        const [header = '', ...exported] = lines;
        const columns = header.split(',');
        const categoryAt = columns.indexOf('category');
        const category = exported[0]?.split(',')[categoryAt] ?? '';
        const fresh = Array.from(
          { length: 5000 },
          (_, n) =>
            `,,${cell(`Imported item ${n}`)},Bench import,${(n % 900) + 10.5},true,true,category,${cell(category)},,`,
        );
        const file = `\uFEFF${[header, ...exported.slice(0, 5000), ...fresh].join('\r\n')}\r\n`;
        const body = new FormData();
        body.append('file', new File([file], 'bench-items.csv', { type: 'text/csv' }));
        const importStarted = performance.now();
        const dryRun = await fetch(`${server.url}/api/controlItems/manageItem/importItems`, {
          method: 'POST',
          headers,
          body,
        });
        const answer: unknown = await dryRun.json();
        const importMs = performance.now() - importStarted;
        if (dryRun.status !== 200)
          throw new Error(`the import answered ${dryRun.status}: ${JSON.stringify(answer)}`);
        const counts =
          typeof answer === 'object' && answer !== null && 'counts' in answer ? answer.counts : {};
        log(
          `item import dry run of 10,000 rows (${round1(file.length / 1e6)} MB): ${Math.round(importMs)} ms; ` +
            `${JSON.stringify(counts)}`,
        );

        const figures: Figure[] = [
          {
            name: 'export-orders-rows-per-s',
            value: Math.round(rowsPerSecond),
            unit: 'rows/s',
            target: { min: ROWS_PER_SECOND_TARGET },
          },
          {
            name: 'export-orders-rss-over-idle',
            value: round1(peak - idle),
            unit: 'MB',
            target: { max: RSS_OVER_IDLE_TARGET_MB },
          },
          { name: 'export-orders-concurrent-list-p99', value: round1(during.p99), unit: 'ms' },
          { name: 'export-orders-list-alone-p99', value: round1(alone.p99), unit: 'ms' },
          {
            name: 'import-items-10k-dry-run',
            value: Math.round(importMs),
            unit: 'ms',
            target: { max: IMPORT_DRY_RUN_TARGET_MS },
          },
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
