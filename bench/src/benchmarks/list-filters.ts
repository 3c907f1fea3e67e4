import type { Benchmark, Figure } from '../benchmark.js';
import { loadSeconds } from '../support/api-load.js';
import { loadTest } from '../support/load-test.js';
import { explainListsScript } from '../support/paths.js';
import { round1, runCommand } from '../support/processes.js';
import { pgliteScaleData } from '../support/scale-data.js';
import { signIn, startShopServer } from '../support/shop-server.js';
import { copyToTempDir } from '../support/temp-dir.js';

const CONNECTIONS = 10;
/** How many times the unfiltered first page's p99 a filtered first page's may be (issue 36). */
const VS_UNFILTERED_TARGET = 3;

/** A filtered first page and the unfiltered first page of the same list. */
interface FilteredRead {
  name: string;
  unfiltered: string;
  filtered: string;
}

/** The first row of a list answer (the first whose `name` is `name`, when given). */
async function firstRow(
  url: string,
  token: string,
  path: string,
  name?: string,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body: unknown = await response.json();
  const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined;
  const rows: unknown[] = Array.isArray(data) ? data : [];
  const row = rows.find(
    (one) =>
      typeof one === 'object' && one !== null && (name === undefined || ('name' in one && one.name === name)),
  );
  if (typeof row !== 'object' || row === null) throw new Error(`${path} answered no row ${name ?? ''}`);
  return Object.fromEntries(Object.entries(row));
}

/** A day `days` from today in Asia/Dhaka (the scale data's shop), YYYY-MM-DD. */
function shopDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(Date.now() + days * 86_400_000);
}

/**
 * The filtered lists at scale on the embedded database (issue 36): the p99 of each documented example's first page
 * beside the unfiltered first page of the same list, in the same run, on a server keeping no answers (each read
 * goes to the database); then the server's own plans of every documented orders filter, none reading the whole
 * orders table.
 */
export const listFilters: Benchmark = {
  name: 'list-filters',
  async run(log) {
    const cached = await pgliteScaleData(log);
    const copy = await copyToTempDir(cached, 'list-filters');
    const figures: Figure[] = [];
    try {
      const server = await startShopServer({
        dataDir: copy.path,
        timeoutMs: 120_000,
        env: { ANSWER_CACHE_MB: '0' },
      });
      try {
        const token = await signIn(server.url);
        const dhaka = await firstRow(server.url, token, '/api/districts', 'Dhaka');
        const customer = await firstRow(
          server.url,
          token,
          '/api/customers/manageCustomers/getAllCustomers?page=80',
        );
        const category = await firstRow(server.url, token, '/api/categories');
        const mobile = `0${String(customer.mobile).slice(4)}`;
        const reads: FilteredRead[] = [
          {
            name: 'orders-dhaka-week-over-5000',
            unfiltered: '/api/customers/orders/allOrders?pageSize=50',
            filtered: `/api/customers/orders/allOrders?pageSize=50&districtId=${String(dhaka._id)}&placedFrom=${shopDay(-7)}&minGrandTotal=5000`,
          },
          {
            name: 'orders-by-mobile',
            unfiltered: '/api/customers/orders/allOrders?pageSize=50',
            filtered: `/api/customers/orders/allOrders?pageSize=50&q=${mobile}`,
          },
          {
            name: 'processing-dhaka-week',
            unfiltered: '/api/customers/orders/allOrdersByStatus/processing?pageSize=50',
            filtered: `/api/customers/orders/allOrdersByStatus/processing?pageSize=50&districtId=${String(dhaka._id)}&placedFrom=${shopDay(-7)}`,
          },
          {
            name: 'items-category-price',
            unfiltered: '/api/controlItems/manageItem?pageSize=50',
            filtered: `/api/controlItems/manageItem?pageSize=50&categoryId=${String(category._id)}&minPrice=100&maxPrice=500`,
          },
          {
            name: 'customers-district',
            unfiltered: '/api/customers/manageCustomers/getAllCustomers?pageSize=50',
            filtered: `/api/customers/manageCustomers/getAllCustomers?pageSize=50&districtId=${String(dhaka._id)}`,
          },
        ];
        const headers = { authorization: `Bearer ${token}` };
        const p99s = new Map<string, number>();
        const measure = async (path: string) => {
          const known = p99s.get(path);
          if (known !== undefined) return known;
          const body = await (await fetch(`${server.url}${path}`, { headers })).json();
          const total =
            typeof body === 'object' && body !== null && 'total' in body ? String(body.total) : '?';
          const url = `${server.url}${path}`;
          await loadTest({ url, connections: CONNECTIONS, duration: Math.min(3, loadSeconds), headers });
          const result = await loadTest({ url, connections: CONNECTIONS, duration: loadSeconds, headers });
          log(
            `${path}: ${total} in total; p50 ${result.p50} ms, p99 ${result.p99} ms, ${Math.round(result.rps)} req/s`,
          );
          p99s.set(path, result.p99);
          return result.p99;
        };
        for (const read of reads) {
          const unfiltered = await measure(read.unfiltered);
          const filtered = await measure(read.filtered);
          const ratio = filtered / Math.max(unfiltered, 1);
          log(
            `${read.name}: filtered p99 ${filtered} ms, unfiltered ${unfiltered} ms: ${round1(ratio)}x (target <= ${VS_UNFILTERED_TARGET}x)`,
          );
          figures.push(
            { name: `list-filters-${read.name}-p99`, value: filtered, unit: 'ms' },
            { name: `list-filters-${read.name}-unfiltered-p99`, value: unfiltered, unit: 'ms' },
            {
              name: `list-filters-${read.name}-vs-unfiltered`,
              value: round1(ratio),
              unit: 'x',
              target: { max: VS_UNFILTERED_TARGET },
            },
          );
        }
      } finally {
        await server.stop();
      }
      // The plans, from the server's own statements, on the same data (the server has let go of its data dir).
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: copy.path };
      delete env.DATABASE_URL;
      const output = await runCommand(process.execPath, [explainListsScript], { env });
      for (const line of output.split('\n')) log(line);
      const scans = output.split('\n').filter((line) => line.startsWith('seq-scan '));
      const explained = output.split('\n').filter((line) => line.startsWith('explain ')).length;
      log(`${explained} orders filters explained; ${scans.length} read the whole orders table`);
      figures.push({
        name: 'list-filters-seq-scans-on-orders',
        value: scans.length,
        unit: 'filters',
        target: { max: 0 },
      });
      return figures;
    } finally {
      await copy.remove();
    }
  },
};
