import { describe, expect, it } from 'vitest';
import { DELETED_IMAGE, expectNoConsoleErrors, useShop } from '../support/shop.js';

const shop = useShop();
const artifacts = new URL('../artifacts/', import.meta.url);

const lists = [
  ['items', '/items'],
  ['customers', '/customers'],
  ['orders', '/ordersFromStatus/processing'],
  ['activity', '/activity'],
  ['dashboard', '/'],
] as const;

describe('the theme', () => {
  it('Dark from the account menu darkens every list, stays after a reload, and System gives the choice back', async () => {
    const page = await shop.signedInPage('/items');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.emulateMedia({ colorScheme: 'light' });
    const light = await background();

    await page.getByRole('button', { name: /Shop Admin/ }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect.poll(background).not.toBe(light);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.keyboard.press('Escape');

    for (const [name, path] of lists) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await shop.settled(page);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      await page.screenshot({ path: new URL(`dark--${name}.png`, artifacts).pathname, fullPage: true });
    }
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await background()).not.toBe(light);

    await page.getByRole('button', { name: /Shop Admin/ }).click();
    await page.getByRole('menuitemradio', { name: 'System' }).click();
    await expect.poll(background).toBe(light);
    // The Activity screen shows images of changes whose pictures other tests deleted since.
    expectNoConsoleErrors(shop, page, DELETED_IMAGE);
  });
});
