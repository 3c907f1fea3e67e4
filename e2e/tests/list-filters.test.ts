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

/** The data rows of a CSV file (RFC 4180: quoted cells may hold commas, quotes doubled, line breaks), by column. */
function records(csv: string): Array<Record<string, string>> {
  const rows: string[][] = [[]];
  let cell = '';
  let quoted = false;
  const text = csv.replace(/^\uFEFF/, '');
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        cell += '"';
        at += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      rows.at(-1)?.push(cell);
      cell = '';
    } else if (char === '\r' && text[at + 1] === '\n') {
      rows.at(-1)?.push(cell);
      cell = '';
      rows.push([]);
      at += 1;
    } else cell += char;
  }
  const [header = [], ...data] = rows.filter((row) => row.length > 0);
  return data.map((row) => Object.fromEntries(header.map((column, index) => [column, row[index] ?? ''])));
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
