import { unwrap } from '@shop/sdk';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { solidPng } from '../support/images.js';
import { ADMIN, DELETED_IMAGE, expectNoConsoleErrors, useShop } from '../support/shop.js';

const shop = useShop();
const LAPTOP = { width: 1366, height: 850 };
const PHONE = { width: 390, height: 844 };

/** Whether `target` lies wholly on the screen and is what a click at its middle reaches (nothing covers it). */
async function inSightAndClickable(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  const screen = page.viewportSize();
  if (box === null || screen === null) return false;
  const inSight =
    box.x >= 0 && box.y >= 0 && box.x + box.width <= screen.width && box.y + box.height <= screen.height;
  const reached = await target.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    const hit = document.elementFromPoint(x + width / 2, y + height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
  return inSight && reached;
}

/** How far `element` reaches past its own box sideways, in px (0: nothing to scroll sideways). */
function sidewaysOverflow(target: Locator) {
  return target.evaluate((element) => element.scrollWidth - element.clientWidth);
}

/** Latin digits as Bangla ones: `233` is `২৩৩`. */
function banglaDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)] ?? digit);
}

describe('dialogs keep their actions in sight, and refuse what they cannot save', () => {
  it('Create Item at 1366 × 850 (and shorter): its button is on screen and clickable while the fields scroll', async () => {
    const page = await shop.signedInPage('/');
    for (const height of [LAPTOP.height, 600]) {
      await page.setViewportSize({ width: LAPTOP.width, height });
      await page.goto('/items');
      await page.getByRole('button', { name: 'Create Item' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Item' });
      const form = dialog.getByRole('form', { name: 'Create Item' });
      await form.waitFor();
      // A chosen image makes the form taller still.
      await form.getByLabel('Image').setInputFiles({
        name: 'tall.png',
        mimeType: 'image/png',
        buffer: solidPng([20, 120, 60]),
      });
      await form.getByRole('img', { name: 'Preview of the chosen image' }).waitFor();
      await form.getByText('tall.png', { exact: false }).waitFor();
      const create = form.getByRole('button', { name: 'Create Item' });
      expect(await inSightAndClickable(page, create), `at ${LAPTOP.width} × ${height}`).toBe(true);
      // The dialog itself fits the screen: its body scrolls, not the page behind.
      const box = await dialog.boundingBox();
      expect((box?.y ?? -1) + (box?.height ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(height);
      await page.screenshot({
        path: new URL(`../artifacts/create-item-${LAPTOP.width}x${height}.png`, import.meta.url).pathname,
      });
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    expectNoConsoleErrors(shop, page);
  });

  it('a price typed as letters and an image over 5 MB keep Create Item open with their messages, and save nothing', async () => {
    const page = await shop.signedInPage('/items');
    await page.setViewportSize(LAPTOP);
    await page.getByRole('button', { name: 'Create Item' }).click();
    const form = page.getByRole('dialog', { name: 'Create Item' }).getByRole('form', { name: 'Create Item' });
    await form.getByLabel('Name').fill('E2E Never Saved Shawl');
    await form.getByLabel('Category', { exact: true }).selectOption({ index: 1 });
    const price = form.getByLabel('Price');
    await price.fill('');
    await price.pressSequentially('abc');
    expect(await price.inputValue()).toBe('abc');
    await form.getByRole('button', { name: 'Create Item' }).click();
    await expect.poll(() => price.getAttribute('aria-invalid')).toBe('true');
    await form.getByText('Enter a number', { exact: true }).waitFor();
    await expect.poll(() => price.evaluate((element) => element === document.activeElement)).toBe(true);

    await price.fill('1500');
    await form.getByLabel('Image').setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(6 * 1024 * 1024, 1),
    });
    await form.getByText('This image is too large. The limit is 5 MB.').waitFor();
    await form.getByText('huge.png, 6 MB').waitFor();
    const create = form.getByRole('button', { name: 'Create Item' });
    await expect.poll(() => create.isEnabled()).toBe(true);
    await create.click();
    await expect
      .poll(() => form.getByLabel('Image').evaluate((element) => element === document.activeElement))
      .toBe(true);
    expect(await form.getByLabel('Name').inputValue()).toBe('E2E Never Saved Shawl');
    const saved = await unwrap(
      shop.api.GET('/controlItems/manageItem', { params: { query: { q: 'E2E Never Saved' } } }),
    );
    expect(saved.total).toBe(0);
    expectNoConsoleErrors(shop, page);
  });
});

describe('the change log in words for people', () => {
  it('Activity and History wrap long values: nothing scrolls sideways on a phone or a laptop', async () => {
    const long = `Handwoven${'-jamdani'.repeat(30)}`;
    const created = await unwrap(
      shop.api.POST('/collections', { body: { name: 'E2E Long Words', description: 'short' } }),
    );
    await unwrap(
      shop.api.PATCH('/collections/{id}', {
        params: { path: { id: created._id } },
        body: { description: long },
      }),
    );
    const page = await shop.signedInPage('/');
    for (const size of [PHONE, LAPTOP]) {
      await page.setViewportSize(size);
      await page.goto('/activity?entityType=Collection');
      await page.getByRole('heading', { level: 1, name: /^Activity \(/ }).waitFor();
      const table = page.getByRole('region', { name: 'Activity' });
      const change = table.getByRole('row').filter({ hasText: 'Description: short → Handwoven-jamdani' });
      await change.waitFor();
      expect(await sidewaysOverflow(table), `Activity at ${size.width} px`).toBeLessThanOrEqual(0);
      expect(
        await sidewaysOverflow(page.locator('html')),
        `the page at ${size.width} px`,
      ).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: new URL(`../artifacts/activity-words-${size.width}.png`, import.meta.url).pathname,
        fullPage: true,
      });
    }

    await page.setViewportSize(PHONE);
    await page.goto('/collections');
    await page
      .getByRole('row')
      .filter({ hasText: 'E2E Long Words' })
      .getByRole('button', { name: 'View' })
      .click();
    const view = page.getByRole('dialog', { name: 'View Collection' });
    await view.getByRole('tab', { name: 'History' }).click();
    const history = view.getByRole('list', { name: 'Changes, newest first' });
    await history.getByText('Description: short → Handwoven-jamdani', { exact: false }).waitFor();
    expect(await sidewaysOverflow(view.locator('.ui-modal-body'))).toBeLessThanOrEqual(0);
    expect(await sidewaysOverflow(view)).toBeLessThanOrEqual(0);
    // The Activity screen shows images of changes whose pictures other tests deleted since.
    expectNoConsoleErrors(shop, page, DELETED_IMAGE);
  });

  it('in Bangla: a move and a print of an order read in Bangla words and digits, the record too', async () => {
    const processing = await unwrap(
      shop.api.GET('/customers/orders/allOrdersByStatus/{status}', {
        params: { path: { status: 'processing' } },
      }),
    );
    const order = processing.data[0];
    if (!order) throw new Error('The demo shop needs a processing order');
    await unwrap(
      shop.api.PATCH('/customers/orders/changeOrderStatus/toBeDeliveredFromProcessing/{id}', {
        params: { path: { id: order._id } },
      }),
    );
    await unwrap(
      shop.api.POST('/customers/orders/printOrders', { body: { ids: [order._id], document: 'invoice' } }),
    );

    const page = await shop.newPage();
    await page.goto('/login');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('bn');
    await page.getByLabel('ইমেইল').fill(ADMIN.email);
    await page.getByLabel('পাসওয়ার্ড').fill(ADMIN.password);
    await page.getByRole('button', { name: 'সাইন ইন' }).click();
    await page.getByRole('heading', { name: 'ড্যাশবোর্ড' }).waitFor();
    await page.setViewportSize(PHONE);

    const record = `অর্ডার #${banglaDigits(order._id)}`;
    await page.goto('/activity?entityType=Order&operation=changeOrderToToBeDelivered');
    const table = page.getByRole('region', { name: 'কার্যকলাপ' });
    const moved = table.getByRole('row').filter({ hasText: record });
    await moved.getByText('অবস্থা: প্রক্রিয়াধীন → ডেলিভারির অপেক্ষায়').waitFor();
    await expect.poll(() => moved.textContent()).not.toMatch(/orderStatus|toBeDelivered|Order #/);

    await page.goto('/activity?entityType=Order&operation=printOrders');
    const printed = table.getByRole('row').filter({ hasText: record });
    await printed.getByText('ইনভয়েস প্রিন্ট করা হয়েছে').waitFor();
    expect(await sidewaysOverflow(table)).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: new URL('../artifacts/activity-bangla-phone.png', import.meta.url).pathname,
      fullPage: true,
    });
    expectNoConsoleErrors(shop, page, DELETED_IMAGE);
  });
});
