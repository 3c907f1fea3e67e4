import { unwrap } from '@shop/sdk';
import { describe, expect, it } from 'vitest';
import { useShop } from '../support/shop.js';

const shop = useShop();

describe('the command palette against the real server', () => {
  it('finds an order by its id with Ctrl+K, and Enter opens it in View Order', async () => {
    const list = await unwrap(
      shop.api.GET('/customers/orders/allOrdersByStatus/{status}', {
        params: { path: { status: 'processing' }, query: { pageSize: 1 } },
      }),
    );
    const order = list.data[0];
    if (!order) throw new Error('The demo shop needs a processing order');

    const page = await shop.signedInPage('/');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.keyboard.press('Control+K');
    const palette = page.getByRole('dialog', { name: 'Go to or find' });
    await palette.getByRole('combobox').fill(order._id);
    await palette.getByRole('option', { name: new RegExp(`^Order ${order._id}`) }).waitFor();
    await page.keyboard.press('Enter');

    const view = page.getByRole('dialog', { name: 'View Order' });
    await view.getByText(order.fullAddressString).waitFor();
    // Over its status list, named in the address (the router writes the id as JSON text: `?order=%22240%22`).
    const opened = new URL(page.url());
    expect(opened.pathname).toBe('/ordersFromStatus/processing');
    expect(JSON.parse(opened.searchParams.get('order') ?? 'null')).toBe(order._id);
    expect(await view.getByText(order.areaString, { exact: true }).count()).toBeGreaterThan(0);

    await page.keyboard.press('Escape');
    await view.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.has('order')).toBe(false);
  });
});
