import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DELETED_IMAGE, expectNoConsoleErrors, useShop } from '../support/shop.js';

const shop = useShop();
const artifacts = new URL('../artifacts/', import.meta.url);
const PHONE = { width: 390, height: 844 };

const lists = [
  ['items', '/items'],
  ['customers', '/customers'],
  ['orders', '/ordersFromStatus/toBeDelivered'],
  ['employees', '/employees'],
  ['collections', '/collections'],
] as const;

/** How far the page reaches past the screen's right edge, in px (0: nothing to scroll sideways). */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

describe('phone-sized screens (390 × 844)', () => {
  it('every list shows its rows as cards with their actions on screen, touch-sized, and nothing scrolls sideways', async () => {
    const page = await shop.signedInPage('/');
    await page.setViewportSize(PHONE);
    for (const [name, path] of lists) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await shop.settled(page);
      expect(await sidewaysOverflow(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      const table = page.getByRole('table').first();
      const region = page.locator('.ui-table-scroll').first();
      expect(
        await region.evaluate((element) => element.scrollWidth - element.clientWidth),
      ).toBeLessThanOrEqual(0);
      const firstRow = table.locator('tbody tr:not(.ui-table-spacer)').first();
      // Each value shows beside its column's name (the first cell that is not a checkbox or the actions).
      const headers = await table.locator('thead th').allTextContents();
      const label = await firstRow
        .locator('td:not(:has(> .ui-row-actions)):not(:has(> .ui-select-box))')
        .first()
        .evaluate((cell) => getComputedStyle(cell, '::before').content);
      expect(headers.map((header) => JSON.stringify(header.trim()))).toContain(label);
      const actions = firstRow.locator('.ui-row-actions button, .ui-row-actions a');
      const count = await actions.count();
      expect(count, `${path} has row actions`).toBeGreaterThan(0);
      for (let index = 0; index < count; index++) {
        const box = await actions.nth(index).boundingBox();
        expect(box).not.toBeNull();
        if (box === null) continue;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
        expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
      }
      await page.screenshot({ path: new URL(`phone--${name}.png`, artifacts).pathname, fullPage: true });
    }
    // The Activity screen's rows have no actions: they show whole, nothing sideways.
    await page.goto('/activity');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await shop.settled(page);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: new URL('phone--activity.png', artifacts).pathname, fullPage: true });
    // The Activity screen shows images of changes whose pictures other tests deleted since.
    expectNoConsoleErrors(shop, page, DELETED_IMAGE);
  });

  it("an order list's select-all box says what it does, and the selection's bar stays at hand while scrolling", async () => {
    const page = await shop.signedInPage('/');
    await page.setViewportSize(PHONE);
    await page.goto('/ordersFromStatus/completed');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const selectAll = page.getByRole('checkbox', { name: 'Select all on this page' });
    const words = page.locator('thead').getByText('Select all on this page', { exact: true });
    expect(await words.isVisible()).toBe(true);
    const wordsBox = await words.boundingBox();
    const boxBox = await selectAll.boundingBox();
    expect(wordsBox?.width).toBeGreaterThan(50);
    // Beside its checkbox, on the screen.
    expect(
      Math.abs(
        (wordsBox?.y ?? 0) + (wordsBox?.height ?? 0) / 2 - ((boxBox?.y ?? 0) + (boxBox?.height ?? 0) / 2),
      ),
    ).toBeLessThan(12);
    expect((wordsBox?.x ?? 0) + (wordsBox?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);

    await page
      .getByRole('checkbox', { name: /^Select order / })
      .first()
      .check();
    const bar = page.getByRole('group', { name: 'Selected orders' });
    await bar.getByText('1 order selected').waitFor();
    await page.screenshot({ path: new URL('phone--orders-select-all.png', artifacts).pathname });
    // Far down the list, in the page and in the table's own box.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page
      .locator('.ui-table-scroll')
      .first()
      .evaluate((box) => {
        box.scrollTop = box.scrollHeight;
      });
    await page.getByRole('row').last().scrollIntoViewIfNeeded();
    for (const control of [
      bar.getByText('1 order selected'),
      bar.getByRole('button', { name: 'Clear selection' }),
    ]) {
      const box = await control.boundingBox();
      expect(box).not.toBeNull();
      expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
      expect((box?.y ?? PHONE.height) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
    }
    // Nothing on the screen is on top of it.
    const clear = await bar.getByRole('button', { name: 'Clear selection' }).boundingBox();
    const topmost = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('fieldset')?.getAttribute('aria-label') ?? null,
      { x: (clear?.x ?? 0) + (clear?.width ?? 0) / 2, y: (clear?.y ?? 0) + (clear?.height ?? 0) / 2 },
    );
    expect(topmost).toBe('Selected orders');
    await page.screenshot({ path: new URL('phone--orders-selected.png', artifacts).pathname });
    await bar.getByRole('button', { name: 'Clear selection' }).click();
    await bar.getByText('1 order selected').waitFor({ state: 'detached' });
    expectNoConsoleErrors(shop, page);
  });

  it('a modal fills the screen', async () => {
    const page = await shop.signedInPage('/');
    await page.setViewportSize(PHONE);
    await page.goto('/items');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByRole('row').nth(1).getByRole('button', { name: 'View' }).click();
    const dialog = page.getByRole('dialog', { name: 'View Item' });
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(PHONE.width);
    expect(box?.height).toBeGreaterThanOrEqual(PHONE.height - 1);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: new URL('phone--view-item.png', artifacts).pathname });
    // The Activity screen shows images of changes whose pictures other tests deleted since.
    expectNoConsoleErrors(shop, page, DELETED_IMAGE);
  });

  it('the command palette opens from the top bar', async () => {
    const page = await shop.signedInPage('/');
    await page.setViewportSize(PHONE);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const search = page.getByRole('banner').getByRole('button', { name: 'Search' });
    const box = await search.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? -1) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(44);
    await search.click();
    const palette = page.getByRole('dialog', { name: 'Go to or find' });
    await palette.getByRole('combobox').fill('customers');
    await palette
      .getByRole('option', { name: /^Customers/ })
      .first()
      .waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect((await palette.boundingBox())?.width).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: new URL('phone--palette.png', artifacts).pathname });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/customers');
    expectNoConsoleErrors(shop, page);
  });
});
