import { execFile } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { promisify } from 'node:util';
import { unwrap } from '@shop/sdk';
import { describe, expect, it } from 'vitest';
import { expectNoConsoleErrors, useShop } from '../support/shop.js';

// A server of this file's own: the demo shop has a handful of processing orders, and the other files move some.
const shop = useShop({ SHOP_TIME_ZONE: 'Asia/Dhaka' });
const artifacts = new URL('../artifacts/', import.meta.url);

/** The text of a PDF as poppler's pdftotext reads it, page by page (pages end in a form feed). */
async function pdfText(path: string): Promise<string[]> {
  const { stdout } = await promisify(execFile)('pdftotext', ['-layout', path, '-']);
  return stdout.split('\f').filter((page) => page.trim() !== '');
}

async function idsOf(status: 'processing' | 'toBeDelivered'): Promise<string[]> {
  const orders = await unwrap(
    shop.api.GET('/customers/orders/allOrdersByStatus/{status}', { params: { path: { status } } }),
  );
  return orders.data.map((order) => order._id);
}

describe("the day's work against the real server", () => {
  it('the dashboard shows the figures of the period chosen, from the server', async () => {
    const page = await shop.signedInPage('/');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const figures = await unwrap(shop.api.GET('/dashboard', { params: { query: { period: '30d' } } }));
    await page.getByRole('link', { name: 'Last 30 days' }).click();
    await page.waitForURL((url) => url.searchParams.get('period') === '30d');
    const placed = page.locator('dt:text-is("Orders placed") + dd');
    await expect.poll(() => placed.textContent()).toBe(String(figures.orders));
    expect(figures.orders).toBeGreaterThan(0);
    expectNoConsoleErrors(shop, page);
  });

  it('a first start gives Today figures: the demo shop placed orders today, and the dashboard opens on them', async () => {
    const today = await unwrap(shop.api.GET('/dashboard', { params: { query: { period: 'today' } } }));
    expect(today.orders).toBeGreaterThanOrEqual(4);
    const page = await shop.signedInPage('/');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const placed = page.locator('dt:text-is("Orders placed") + dd');
    await expect.poll(() => placed.textContent()).toBe(String(today.orders));
    await page.getByRole('img', { name: /^Revenue and orders per day/ }).waitFor();
    expect(await page.getByText('No orders were placed in this period.').count()).toBe(0);
    expectNoConsoleErrors(shop, page);
  });

  it('a move names the order and where it goes; View Order shows who placed it, with their mobile to call', async () => {
    const [order] = (
      await unwrap(
        shop.api.GET('/customers/orders/allOrdersByStatus/{status}', {
          params: { path: { status: 'toBeDelivered' } },
        }),
      )
    ).data;
    if (order === undefined) throw new Error('The demo shop needs an order to be delivered');
    const customer = await unwrap(
      shop.api.GET('/customers/manageCustomers/getSingleCustomer/{id}', {
        params: { path: { id: order.customer._id } },
      }),
    );
    const page = await shop.signedInPage('/ordersFromStatus/toBeDelivered');
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: order._id, exact: true }) });
    await row.getByRole('button', { name: 'Ship', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Ship Order' });
    await dialog.getByText('Are you sure you want to ship this order?').waitFor();
    const taka = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(order.grandTotal);
    await dialog.getByText(`Order ${order._id} — ${order.customer.name}, ৳${taka}`).waitFor();
    await dialog.getByText('From To Be Delivered to Shipped').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await row.getByRole('button', { name: 'View' }).click();
    const view = page.getByRole('dialog', { name: 'View Order' });
    const call = view.getByRole('link', { name: customer.mobile });
    await call.waitFor();
    expect(await call.getAttribute('href')).toBe(`tel:${customer.mobile.replace(/[^+\d]/g, '')}`);
    await view.locator('dt:text-is("Order ID") + dd').getByText(order._id, { exact: true }).waitFor();
    await view
      .locator('dt:text-is("Customer") + dd')
      .getByText(order.customer.name, { exact: true })
      .waitFor();
    expect(await view.locator('dt:text-is("Placed") + dd time').getAttribute('datetime')).toBe(
      order.createdAt,
    );
    expectNoConsoleErrors(shop, page);
  });

  it('selects three processing orders, moves them with one call, and finds them in To Be Delivered', async () => {
    const chosen = (await idsOf('processing')).slice(0, 3);
    expect(chosen).toHaveLength(3);
    const page = await shop.signedInPage('/ordersFromStatus/processing');
    for (const id of chosen) await page.getByRole('checkbox', { name: `Select order ${id}` }).check();
    const bar = page.getByRole('group', { name: 'Selected orders' });
    await bar.getByText('3 orders selected').waitFor();

    const batch = page.waitForRequest((request) => request.url().endsWith('/customers/orders/moveOrders'));
    await bar.getByRole('button', { name: 'Move 3 orders to To Be Delivered' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Move Orders' });
    await dialog.getByText('Are you sure you want to move 3 orders to To Be Delivered?').waitFor();
    const numbers = `${chosen[0]}, ${chosen[1]} and ${chosen[2]}`;
    await dialog.getByText(`Orders ${numbers}`).waitFor();
    await dialog.getByRole('button', { name: 'Accept' }).click();
    expect((await batch).postDataJSON()).toEqual({ ids: chosen, to: 'toBeDelivered' });
    // What moved is named, as a single move names its order.
    await bar.getByText(`3 moved to To Be Delivered: orders ${numbers}`, { exact: true }).waitFor();
    for (const id of chosen)
      await page.getByRole('checkbox', { name: `Select order ${id}` }).waitFor({ state: 'detached' });

    await page.goto('/ordersFromStatus/toBeDelivered');
    for (const id of chosen) await page.getByRole('row').filter({ hasText: id }).first().waitFor();
    const delivered = await unwrap(
      shop.api.GET('/customers/orders/allOrdersByStatus/{status}', {
        params: { path: { status: 'toBeDelivered' } },
      }),
    );
    expect(delivered.data.map((order) => order._id)).toEqual(expect.arrayContaining(chosen));
    expectNoConsoleErrors(shop, page);
  });

  it("prints a selection's packing slips: one order a page, each with its id and amounts in taka", async () => {
    const chosen = (await idsOf('toBeDelivered')).slice(0, 2);
    expect(chosen).toHaveLength(2);
    const page = await shop.signedInPage('/ordersFromStatus/toBeDelivered');
    for (const id of chosen) await page.getByRole('checkbox', { name: `Select order ${id}` }).check();
    await page
      .getByRole('group', { name: 'Selected orders' })
      .getByRole('link', { name: 'Print packing slips' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Packing slips (2)' }).waitFor();
    for (const id of chosen) {
      await page
        .getByRole('article', { name: `Packing slip · Order ${id}` })
        .getByRole('img', { name: `Barcode ${id}` })
        .waitFor();
    }

    await mkdir(artifacts, { recursive: true });
    const a4 = new URL('packing-slips-a4.pdf', artifacts).pathname;
    await page.emulateMedia({ media: 'print' });
    await page.pdf({ path: a4, preferCSSPageSize: true, printBackground: true });
    const pages = await pdfText(a4);
    // One order a page, nothing of the screen around it (no toolbar, no navigation).
    expect(pages).toHaveLength(2);
    chosen.forEach((id, index) => {
      expect(pages[index]).toContain(`Order ${id}`);
      expect(pages[index]).toContain('৳');
      expect(pages[index]).toContain('Grand total');
      expect(pages[index]).not.toContain('Packing slips (');
      expect(pages[index]).not.toContain('Order Screens');
    });

    // The same slips on an 80 mm roll.
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('navigation', { name: 'Paper' }).getByRole('link', { name: '80 mm roll' }).click();
    await page.waitForURL((url) => url.searchParams.get('paper') === '80mm');
    const roll = new URL('packing-slips-80mm.pdf', artifacts).pathname;
    await page.emulateMedia({ media: 'print' });
    await page.pdf({ path: roll, preferCSSPageSize: true });
    const rollPages = await pdfText(roll);
    expect(rollPages).toHaveLength(2);
    expect(rollPages.join('\n')).toContain(`Order ${chosen[1]}`);
    const { stdout } = await promisify(execFile)('pdfinfo', [roll]);
    // 80 mm is 226.8 points wide (Chromium rounds the page to whole pixels).
    const width = Number(/Page size:\s+([\d.]+) x/.exec(stdout)?.[1]);
    expect(Math.abs(width - 226.77)).toBeLessThan(1);
    expectNoConsoleErrors(shop, page);
  });
});
