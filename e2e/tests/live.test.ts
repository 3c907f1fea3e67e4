import { type Schema, toFormData, unwrap } from '@shop/sdk';
import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { openCuttableLink } from '../support/cuttable-link.js';
import { expectNoConsoleErrors, useShop } from '../support/shop.js';

const shop = useShop();

/** A member of staff (not an owner), invited by the admin and registered through the API. */
const nasrin = { name: 'Nasrin Sultana', email: 'nasrin.live@shop.test', password: 'amber-kettle-lantern-2' };

async function registerEmployee() {
  await unwrap(shop.api.POST('/manageEmployees/employeeinvite', { body: { email: nasrin.email } }));
  const token = new URL(await shop.mailLink(nasrin.email, '/register/')).pathname.split('/').at(-1) ?? '';
  await unwrap(
    shop.api.POST('/employees/register', {
      body: { token, name: nasrin.name, email: nasrin.email, password: nasrin.password },
      bodySerializer: toFormData,
    }),
  );
}

/** What an order needs: a customer of the demo shop with an address, and an item it sells. */
async function orderMaterials() {
  const customers = await unwrap(
    shop.api.GET('/customers/manageCustomers/getAllCustomers', { params: { query: { pageSize: 50 } } }),
  );
  const items = await unwrap(
    shop.api.GET('/controlItems/manageItem', { params: { query: { pageSize: 50 } } }),
  );
  const item = items.data.find((candidate) => candidate.isAvailable);
  for (const customer of customers.data) {
    const addresses = await unwrap(
      shop.api.GET('/customers/manageCustomers/getAddressesForSingleCustomer/{id}', {
        params: { path: { id: customer._id } },
      }),
    );
    const address = addresses.data[0];
    if (address && item) return { customer: customer._id, address: address._id, item: item._id };
  }
  throw new Error('The demo shop needs a customer with an address and an available item');
}

/** Places an order through the API, as another tool or person would. */
async function placeOrder(materials: Awaited<ReturnType<typeof orderMaterials>>): Promise<Schema<'Order'>> {
  return unwrap(
    shop.api.POST('/customers/orders/createOrder', {
      body: {
        customer: materials.customer,
        address: materials.address,
        lines: [{ item: materials.item, quantity: 1 }],
        source: 'phone',
      },
    }),
  );
}

/**
 * A page signed in as `credentials` at `path`, with the `Last-Event-ID` of every event stream it opened (undefined
 * for a fresh one), in order.
 */
async function livePage(path: string, credentials?: { email: string; password: string }, origin?: string) {
  const page = await shop.newPage(origin);
  const streams: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/events') streams.push(request.headers()['last-event-id']);
  });
  await shop.signIn(page, credentials);
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return { page, streams };
}

/** The number of orders the Order Screens hub's card for processing orders says. */
async function processingCount(page: Page): Promise<number> {
  const card = page.getByRole('main').getByRole('link', { name: /^Processing: / });
  return Number(((await card.getAttribute('aria-label')) ?? '').replace(/\D+/g, ''));
}

/** The order numbers the processing list shows, top to bottom. */
async function shownOrders(page: Page): Promise<string[]> {
  const rows = page.getByRole('table', { name: 'PROCESSING orders' }).getByRole('row');
  return (await rows.allTextContents()).slice(1);
}

describe('the live admin against the real server', () => {
  it("one person's orders reach another's screens without a reload, and a tab that was offline misses none", async () => {
    await registerEmployee();
    const materials = await orderMaterials();

    // The owner watches the order counts; the employee the processing list. Each write waits for both streams.
    const { page: owner, streams: ownerStreams } = await livePage('/orderScreens');
    const link = await openCuttableLink(shop.origin);
    onTestFinished(() => link.close());
    const { page: employee, streams } = await livePage('/ordersFromStatus/processing', nasrin, link.origin);
    let loads = 0;
    for (const page of [owner, employee]) page.on('load', () => (loads += 1));
    await expect.poll(() => ownerStreams.length).toBeGreaterThan(0);
    await expect.poll(() => streams.length).toBeGreaterThan(0);
    const processingBefore = await processingCount(owner);

    // An order placed elsewhere: held behind the bar, the counts follow.
    const placed = await placeOrder(materials);
    const bar = employee.getByRole('status').filter({ hasText: /new order/ });
    await expect.poll(() => bar.textContent()).toBe('1 new orderShow');
    expect((await shownOrders(employee)).some((row) => row.includes(placed._id))).toBe(false);
    await expect.poll(() => processingCount(owner)).toBe(processingBefore + 1);
    await bar.getByRole('button', { name: 'Show' }).click();
    await expect.poll(async () => (await shownOrders(employee))[0]).toContain(placed._id);

    // The employee moves it on from the list: the owner's count goes back.
    const row = employee.getByRole('row').filter({ hasText: placed._id });
    await row.getByRole('button', { name: 'Deliver', exact: true }).click();
    const dialog = employee.getByRole('alertdialog').or(employee.getByRole('dialog'));
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => processingCount(owner)).toBe(processingBefore);

    // The employee's tab loses its connection while two orders are placed, then comes back.
    const opened = streams.length;
    link.cut();
    const whileAway = [await placeOrder(materials), await placeOrder(materials)];
    await expect.poll(() => processingCount(owner)).toBe(processingBefore + 2);
    // It tried to come back while cut off, and was refused.
    await expect.poll(() => streams.length).toBeGreaterThan(opened);
    link.restore();
    await expect.poll(() => bar.textContent()).toBe('2 new ordersShow');
    // It came back by opening the stream again after the last event it had seen, not by a reload.
    expect(streams.slice(opened).some((lastEventId) => lastEventId !== undefined)).toBe(true);
    await bar.getByRole('button', { name: 'Show' }).click();
    await expect
      .poll(async () => (await shownOrders(employee)).slice(0, 2).join(' '))
      .toMatch(new RegExp(whileAway.map((order) => order._id).join('|')));
    const shown = await shownOrders(employee);
    for (const order of whileAway) expect(shown.some((text) => text.includes(order._id))).toBe(true);
    expect(loads).toBe(0);
    expectNoConsoleErrors(shop, owner);
    // The browser logs the stream the cut broke off and the tries it refused.
    expectNoConsoleErrors(shop, employee, /net::ERR_[A-Z_]+ \(http:\/\/[^/]+\/api\/events\)/);
  });
});
