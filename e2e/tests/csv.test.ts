import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unwrap } from '@shop/sdk';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoConsoleErrors, useShop } from '../support/shop.js';

const shop = useShop();

/** The data rows of a CSV file: rows end with CRLF outside quotes; the header row is not counted. */
function dataRows(csv: string): number {
  let rows = 0;
  let quoted = false;
  for (let at = 0; at < csv.length; at += 1) {
    if (csv[at] === '"') quoted = !quoted;
    else if (!quoted && csv[at] === '\r' && csv[at + 1] === '\n') rows += 1;
  }
  return rows - 1;
}

/** Chooses a file as a person does: clicks the input, then picks the file in the browser's file chooser. */
async function choose(input: Locator, path: string) {
  const chooser = input.page().waitForEvent('filechooser');
  await input.click();
  await (await chooser).setFiles(path);
}

describe('CSV export and import in the admin', () => {
  it('exports the orders of a status: the file has as many rows as the list says', async () => {
    const counts = await unwrap(shop.api.GET('/customers/orders/getOrderCountsByStatus'));
    const busiest = counts.reduce((most, count) => (count.count > most.count ? count : most));
    expect(busiest.count).toBeGreaterThan(0);
    const page = await shop.signedInPage(`/ordersFromStatus/${busiest.status}`);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    const total = Number(/\((\d+) in total\)/.exec(heading ?? '')?.[1]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Orders', exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      new RegExp(`^orders-${busiest.status}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
    const csv = await readFile(await file.path(), 'utf8');
    expect(csv.startsWith('\uFEFFid,')).toBe(true);
    expect(dataRows(csv)).toBe(total);
    await page
      .getByRole('status')
      .filter({ hasText: `Saved ${file.suggestedFilename()} (${total} ${total === 1 ? 'row' : 'rows'}).` })
      .waitFor();
    expectNoConsoleErrors(shop, page);
  });

  it('imports items: a bad row is named, the fixed file is applied, and the items are on the list', async () => {
    const categories = await unwrap(shop.api.GET('/categories'));
    const category = categories.data[0]?.name;
    if (category === undefined) throw new Error('The demo shop has no category');
    const dir = await mkdtemp(join(tmpdir(), 'shop-csv-'));
    const file = join(dir, 'new-items.csv');
    const rows = (secondCategory: string) =>
      `name,price,category\r\nE2E Import Panjabi,2500,${category}\r\nE2E Import Lungi,900,${secondCategory}\r\n`;
    await writeFile(file, rows('No Such Category'));

    const page = await shop.signedInPage('/items');
    await page.getByRole('button', { name: 'Import Items' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Items' });
    await choose(dialog.getByLabel('CSV file'), file);
    await dialog.getByRole('button', { name: 'Check file' }).click();
    await dialog.getByText('Checked: 1 to create, 0 to update, 0 unchanged, 1 error.').waitFor();
    const bad = dialog.getByRole('row').filter({ hasText: 'No Such Category' });
    expect(await bad.getByRole('cell').allTextContents()).toEqual([
      '3',
      'Error',
      'category',
      expect.stringContaining('does not exist'),
    ]);
    await expect.poll(() => dialog.getByRole('button', { name: 'Apply' }).count()).toBe(0);

    // Corrected and saved under the same name, then chosen again, as a person does in a spreadsheet.
    await writeFile(file, rows(category));
    await choose(dialog.getByLabel('CSV file'), file);
    await dialog.getByRole('button', { name: 'Check file' }).click();
    await dialog.getByText('Checked: 2 to create, 0 to update, 0 unchanged, 0 errors.').waitFor();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.getByText('Imported: 2 created, 0 updated, 0 unchanged.').waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByLabel('Search items').fill('e2e import');
    await page.waitForURL((url) => url.searchParams.get('q') === 'e2e import');
    await page.getByRole('heading', { name: 'Items (2 in total)' }).waitFor();
    await page.getByRole('row').filter({ hasText: 'E2E Import Panjabi' }).getByText('৳2,500.00').waitFor();
    await page.getByRole('row').filter({ hasText: 'E2E Import Lungi' }).getByText('৳900.00').waitFor();
    expectNoConsoleErrors(shop, page);
  });
});
