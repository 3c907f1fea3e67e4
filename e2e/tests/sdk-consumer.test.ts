// Another internal tool, as it lives in a repository of its own: examples/order-report installs @shop/sdk from the
// tarball `pnpm pack` makes (its dependencies from the registry, none from this workspace), typechecks strictly and
// runs against the shop's server. The SDK guide (docs/using-the-sdk.md) shows this tool's code.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { createShopClient, orderStatusValues, type Schema, unwrap } from '@shop/sdk';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN } from '../support/admin.js';
import { installOrderReport, type OrderReportTool } from '../support/order-report-tool.js';

const run = promisify(execFile);
const repoRoot = new URL('../../', import.meta.url).pathname;
const example = path.join(repoRoot, 'examples/order-report');
const timeZone = 'Asia/Dhaka';
const dayOf = new Intl.DateTimeFormat('en-CA', {
  timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

let installed: OrderReportTool;
let tool: string;

beforeAll(async () => {
  installed = await installOrderReport('order-report-');
  tool = installed.dir;
});

afterAll(async () => {
  await installed.remove();
});

/** A new API token with only `orders:read`, made by the owner, as the example's README says to. */
async function reportToken(): Promise<string> {
  const baseUrl = `${inject('shopOrigin')}/api`;
  const { token } = await unwrap(createShopClient({ baseUrl }).POST('/employees/login', { body: ADMIN }));
  const owner = createShopClient({ baseUrl, getToken: () => token });
  const made = await unwrap(
    owner.POST('/apiTokens', { body: { name: 'Order report', scopes: ['orders:read'] } }),
  );
  return made.token;
}

/** The day's orders per status, counted here from every order the API lists (the report reads only the day's). */
async function expectedReport(day: string) {
  const baseUrl = `${inject('shopOrigin')}/api`;
  const { token } = await unwrap(createShopClient({ baseUrl }).POST('/employees/login', { body: ADMIN }));
  const api = createShopClient({ baseUrl, getToken: () => token });
  const statuses = [];
  for (const status of orderStatusValues) {
    const orders: Schema<'Order'>[] = [];
    for (let page = 1; orders.length === (page - 1) * 500; page++) {
      const list = await unwrap(
        api.GET('/customers/orders/allOrdersByStatus/{status}', {
          params: { path: { status }, query: { page, pageSize: 500 } },
        }),
      );
      orders.push(...list.data);
      if (list.data.length === 0) break;
    }
    const onDay = orders.filter((order) => dayOf.format(new Date(order.createdAt)) === day);
    const poisha = onDay.reduce((sum, order) => sum + Math.round(order.grandTotal * 100), 0);
    statuses.push({ status, orders: onDay.length, total: poisha / 100, newest: orders[0]?.createdAt });
  }
  return statuses;
}

describe('examples/order-report, installed from the packed SDK', () => {
  it('typechecks strictly against the package', async () => {
    await run(path.join(tool, 'node_modules/.bin/tsc'), ['-p', '.'], { cwd: tool });
  });

  it('prints the day’s orders per status with their totals in ৳, and as JSON', async () => {
    // The day the newest demo order was placed, so that the report has orders to count.
    const newest = (await expectedReport('')).flatMap(({ newest }) => (newest === undefined ? [] : [newest]));
    const day = dayOf.format(new Date(newest.sort().at(-1) ?? Date.now()));
    const expected = await expectedReport(day);
    const env = { ...process.env, SHOP_TOKEN: await reportToken() };
    const args = ['dist/order-report.js', '--url', `${inject('shopOrigin')}/api`, '--date', day];

    const json = JSON.parse((await run(process.execPath, [...args, '--json'], { cwd: tool, env })).stdout);
    expect(json).toMatchObject({ date: day, timeZone });
    expect(json.statuses).toEqual(expected.map(({ status, orders, total }) => ({ status, orders, total })));
    expect(json.orders).toBeGreaterThan(0);

    const text = (await run(process.execPath, args, { cwd: tool, env })).stdout;
    expect(text).toContain(`Orders on ${day} (${timeZone})`);
    expect(text).toMatch(new RegExp(`^all\\s+${json.orders}\\s+৳[\\d,]+\\.\\d\\d$`, 'm'));
  });

  it('is the code the SDK guide shows', async () => {
    const source = await readFile(path.join(example, 'src/order-report.ts'), 'utf8');
    const guide = await readFile(path.join(repoRoot, 'docs/using-the-sdk.md'), 'utf8');
    expect(guide).toContain(`\`\`\`ts\n${source}\`\`\``);
  });
});
