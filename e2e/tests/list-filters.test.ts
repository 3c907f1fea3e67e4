import { readFile } from 'node:fs/promises';
import { unwrap } from '@shop/sdk';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoConsoleErrors, useShop } from '../support/shop.js';

const shop = useShop();

/** The list's total as its heading says it ("COMPLETED (12 in total)"). */
async function totalOf(page: Page): Promise<number> {
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  return Number(/\((\d+) in total\)/.exec(heading ?? '')?.[1]);
}

/** The data rows of a CSV file, each cell by its column (no cell of the orders file holds a line break here). */
function records(csv: string): Array<Record<string, string>> {
  const [header, ...lines] = csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '');
  const columns = (header ?? '').split(',');
  return lines.map((line) => {
    const cells = line.match(/("([^"]|"")*"|[^,]*)(,|$)/g) ?? [];
    return Object.fromEntries(
      columns.map((column, index) => [column, (cells[index] ?? '').replace(/,$/, '')]),
    );
  });
}

describe('the orders filters in Chromium', () => {
  it('survive a reload and a shared link, and the export of the filtered list has its rows', async () => {
    const all = await unwrap(
      shop.api.GET('/customers/orders/allOrdersByStatus/{status}', {
        params: { path: { status: 'completed' }, query: { pageSize: 500 } },
      }),
    );
    const totals = all.data.map((order) => order.grandTotal).sort((a, b) => a - b);
    const middle = totals[Math.floor(totals.length / 2)] ?? 0;
    const expected = await unwrap(
      shop.api.GET('/customers/orders/allOrdersByStatus/{status}', {
        params: { path: { status: 'completed' }, query: { minGrandTotal: middle, pageSize: 1 } },
      }),
    );

    const page = await shop.signedInPage('/ordersFromStatus/completed');
    const filters = page.getByRole('region', { name: 'Filters' });
    await filters.getByLabel('Total at least (৳)').fill(String(middle));
    await filters.getByLabel('Sort').selectOption({ label: 'Largest total first' });
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await page
      .getByRole('heading', { level: 1, name: new RegExp(`\\(${expected.total} in total\\)`) })
      .waitFor();
    expect(new URL(page.url()).searchParams.get('minGrandTotal')).toBe(String(middle));

    await page.reload();
    await page
      .getByRole('heading', { level: 1, name: new RegExp(`\\(${expected.total} in total\\)`) })
      .waitFor();
    await page.getByRole('button', { name: /^Remove filter Total at least/ }).waitFor();

    // A colleague opens the link: the same orders, in the same order.
    const shared = await shop.signedInPage(new URL(page.url()).pathname + new URL(page.url()).search);
    expect(await totalOf(shared)).toBe(expected.total);
    await shared.getByRole('button', { name: 'Remove filter Largest total first' }).waitFor();

    const download = shared.waitForEvent('download');
    await shared.getByRole('button', { name: 'Export Orders', exact: true }).click();
    const rows = records(await readFile(await (await download).path(), 'utf8'));
    expect(rows).toHaveLength(expected.total);
    expect(rows.every((row) => Number(row.grandTotal) >= middle)).toBe(true);
    const inFile = rows.map((row) => Number(row.grandTotal));
    expect(inFile).toEqual([...inFile].sort((a, b) => b - a));
    expectNoConsoleErrors(shop, page);
    expectNoConsoleErrors(shop, shared);
  });
});
