import { unwrap } from '@shop/sdk';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeFindings } from '../support/axe.js';
import { useShop } from '../support/shop.js';

const shop = useShop();

/** The keyboard shortcuts' listener loads just after the frame shows; the Search button names its keys from then. */
async function shortcutsWork(page: Page) {
  await page.locator('button[aria-keyshortcuts="Control+K Meta+K"]').waitFor();
}

describe('the command palette against the real server', () => {
  it('finds an order by its id with Ctrl+K, and Enter opens it in View Order', async () => {
    const list = await unwrap(
      shop.api.GET('/customers/orders/allOrdersByStatus/{status}', {
        params: { path: { status: 'completed' }, query: { pageSize: 1 } },
      }),
    );
    // A completed order: other files of the run move the processing ones on.
    const order = list.data[0];
    if (!order) throw new Error('The demo shop needs a completed order');

    const page = await shop.signedInPage('/');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await shortcutsWork(page);
    await page.keyboard.press('Control+K');
    const palette = page.getByRole('dialog', { name: 'Go to or find' });
    await palette.getByRole('combobox').fill(order._id);
    await palette.getByRole('option', { name: new RegExp(`^Order ${order._id}`) }).waitFor();
    expect(await axeFindings(palette)).toEqual([]);
    await page.keyboard.press('Enter');

    const view = page.getByRole('dialog', { name: 'View Order' });
    await view.getByText(order.fullAddressString).waitFor();
    // Over its status list, named in the address (the router writes the id as JSON text: `?order=%22240%22`).
    const opened = new URL(page.url());
    expect(opened.pathname).toBe(`/ordersFromStatus/${order.orderStatus}`);
    expect(JSON.parse(opened.searchParams.get('order') ?? 'null')).toBe(order._id);
    expect(await view.getByText(order.areaString, { exact: true }).count()).toBeGreaterThan(0);

    await page.keyboard.press('Escape');
    await view.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.has('order')).toBe(false);
  });

  it('shows every shortcut with ?, and the palette and the list both pass axe-core in the dark theme too', async () => {
    const page = await shop.signedInPage('/items');
    await page.getByRole('table', { name: 'Items' }).waitFor();
    await shortcutsWork(page);
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.getByText('Show these shortcuts').waitFor();
    expect(await axeFindings(help)).toEqual([]);
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });

    await page.emulateMedia({ colorScheme: 'dark' });
    await page.getByRole('button', { name: 'Search' }).click();
    const palette = page.getByRole('dialog', { name: 'Go to or find' });
    await palette.getByRole('combobox').fill('orders');
    await palette.getByRole('option').first().waitFor();
    expect(await axeFindings(palette)).toEqual([]);
  });
});
