import { describe, expect, it } from 'vitest';
import { ADMIN, expectNoConsoleErrors, useShop } from '../support/shop.js';

const shop = useShop();

/** Latin letters: none may show in Bangla but in data (names, emails) and deliberate terms. */
const LATIN = /[A-Za-z]/;
/** A Bangla digit. */
const BANGLA_DIGIT = /[০-৯]/;

describe('the back office in Bangla', () => {
  it('is chosen on the sign-in screen, finds an item by its Bangla name, shows Bangla digits, and switches back to English', async () => {
    const page = await shop.newPage();
    await page.goto('/login');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('bn');
    await page.getByRole('heading', { name: 'লগইন' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('bn');

    // The server answers in the language the app asks for.
    await page.getByLabel('ইমেইল').fill(ADMIN.email);
    await page.getByLabel('পাসওয়ার্ড').fill('not-the-password');
    await page.getByRole('button', { name: 'সাইন ইন' }).click();
    const refusal = page.getByRole('alert');
    await refusal.waitFor();
    const refusalText = (await refusal.textContent()) ?? '';
    expect(refusalText.trim()).not.toBe('');
    expect(refusalText).not.toMatch(LATIN);

    await page.getByLabel('পাসওয়ার্ড').fill(ADMIN.password);
    await page.getByRole('button', { name: 'সাইন ইন' }).click();
    await page.getByRole('heading', { name: 'ড্যাশবোর্ড' }).waitFor();

    await page.goto('/items');
    const heading = page.getByRole('heading', { level: 1 });
    await heading.filter({ hasText: 'পণ্য' }).waitFor();
    await page.getByRole('searchbox', { name: 'পণ্য খুঁজুন' }).fill('মুগ ডাল');
    const row = page.getByRole('row').filter({ hasText: 'মুগ ডাল ১ কেজি' });
    await row.waitFor();
    // The count and the price in Bangla digits; the price with the taka sign and en-IN grouping.
    await heading.filter({ hasText: /মোট ১ টি/ }).waitFor();
    const rowText = (await row.textContent()) ?? '';
    expect(rowText).toMatch(/৳[০-৯]/);
    expect(rowText).toMatch(BANGLA_DIGIT);

    // Order numbers and quantities too: no Latin digit in an order list's numbers or an order's lines.
    await page.goto('/ordersFromStatus/completed');
    const orderRow = page.getByRole('row').nth(1);
    const orderCell = orderRow.getByRole('cell').nth(1);
    await orderCell.waitFor();
    expect((await orderCell.textContent()) ?? '').toMatch(/^[০-৯]+$/);
    await orderRow.getByRole('link', { name: 'পণ্য', exact: true }).click();
    // The order's own page, not the list it came from (whose rows are there until it has gone).
    await page.waitForURL(/\/order_items_from_order\//);
    await expect.poll(async () => (await page.getByRole('main').textContent()) ?? '').toMatch(/অর্ডার [০-৯]+/);
    const lineRow = page.getByRole('row').nth(1);
    await lineRow.waitFor();
    expect((await lineRow.getByRole('cell').nth(1).textContent()) ?? '').toMatch(/^[০-৯]+$/);
    expect((await page.getByRole('main').textContent()) ?? '').toMatch(/অর্ডার [০-৯]+/);

    await page.goto('/items');
    await page.getByRole('searchbox', { name: 'পণ্য খুঁজুন' }).fill('মুগ ডাল');
    await row.waitFor();

    // Back to English from the account menu: the product spec's exact texts.
    await page.getByRole('button', { name: new RegExp(ADMIN.email) }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Items (1 in total)' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search items' }).waitFor();
    expect((await row.textContent()) ?? '').toMatch(/৳170\.00/);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    // The browser reports the refused sign-in attempt (401) made on purpose above.
    expectNoConsoleErrors(shop, page, /status of 401 .*\/api\/employees\/login/);
  });
});
