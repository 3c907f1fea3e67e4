import { unwrap } from '@shop/sdk';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readOutbox } from '../support/outbox.js';
import { expectNoConsoleErrors, useShop } from '../support/shop.js';

const shop = useShop();

type Status = 'processing' | 'toBeDelivered' | 'shipped' | 'completed' | 'canceled';
const CARD: Record<Status, string> = {
  processing: 'Processing',
  toBeDelivered: 'To Be Delivered',
  shipped: 'Shipped',
  completed: 'Completed',
  canceled: 'Canceled',
};

async function counts(): Promise<Record<Status, number>> {
  const list = await unwrap(shop.api.GET('/customers/orders/getOrderCountsByStatus'));
  return Object.fromEntries(list.map((entry) => [entry.status, entry.count])) as Record<Status, number>;
}

/** The count a status card shows on /orderScreens. */
async function cardCount(page: Page, status: Status): Promise<number> {
  const card = page.getByRole('main').getByRole('link', { name: new RegExp(`^${CARD[status]}\\b`) });
  const text = (await card.textContent()) ?? '';
  return Number(text.replace(/\D+/g, ''));
}

/** Opens the status list, presses `action` on the order's row and accepts the confirm dialog. */
async function move(page: Page, from: Status, orderId: string, action: string, confirmText: RegExp) {
  await page.goto(`/ordersFromStatus/${from}`);
  await page.getByRole('heading', { name: new RegExp(`^${from.toUpperCase()}`) }).waitFor();
  const row = page.getByRole('row').filter({ hasText: orderId });
  await row.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await dialog.getByText(confirmText).waitFor();
  await dialog.getByRole('button', { name: 'Accept' }).click();
  // The open dialog hides the list from the accessibility tree: the move is done once the dialog has closed.
  await dialog.waitFor({ state: 'detached' });
  await row.waitFor({ state: 'detached' });
}

describe('orders, invites and customers against the real server', () => {
  it('moves an order from processing to completed and cancels another, the counts following', async () => {
    const processing = await unwrap(
      shop.api.GET('/customers/orders/allOrdersByStatus/{status}', {
        params: { path: { status: 'processing' } },
      }),
    );
    const [first, second] = processing.data;
    if (!first || !second) throw new Error('The demo shop needs two processing orders');
    const before = await counts();

    const page = await shop.signedInPage('/orderScreens');
    expect(await cardCount(page, 'processing')).toBe(before.processing);

    await move(page, 'processing', first._id, 'Deliver', /Are you sure you want to deliver this order\?/);
    await move(page, 'toBeDelivered', first._id, 'Ship', /ship this order/);
    await move(page, 'shipped', first._id, 'Complete', /complete this order/);
    await move(
      page,
      'processing',
      second._id,
      'Cancel order',
      /Are you sure you want to cancel this order\?/,
    );

    const completed = await unwrap(
      shop.api.GET('/customers/orders/getSingleOrder/{id}', { params: { path: { id: first._id } } }),
    );
    const canceled = await unwrap(
      shop.api.GET('/customers/orders/getSingleOrder/{id}', { params: { path: { id: second._id } } }),
    );
    expect([completed.orderStatus, canceled.orderStatus]).toEqual(['completed', 'canceled']);

    const after = await counts();
    expect(after).toEqual({
      ...before,
      processing: before.processing - 2,
      completed: before.completed + 1,
      canceled: before.canceled + 1,
    });
    await page.getByRole('link', { name: 'Order Screens' }).click();
    await page.getByRole('heading', { name: 'Order Screens' }).waitFor();
    await expect.poll(() => cardCount(page, 'processing')).toBe(after.processing);
    expect(await cardCount(page, 'completed')).toBe(after.completed);
    expect(await cardCount(page, 'canceled')).toBe(after.canceled);

    await page.goto('/ordersFromStatus/completed');
    const done = page.getByRole('row').filter({ hasText: first._id });
    await done.getByRole('button', { name: 'View' }).waitFor();
    expect(await done.getByRole('button', { name: /Deliver|Ship|Complete|Cancel order/ }).count()).toBe(0);
    expectNoConsoleErrors(shop, page);
  });

  it('creates, resends and deletes an employee invite', async () => {
    const email = 'tanvir.hasan@shop.test';
    const page = await shop.signedInPage('/employee-invites');
    await page.getByRole('button', { name: 'Create Invite' }).click();
    const form = page.getByRole('dialog', { name: 'Create Invite' });
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Send Invite to Email' }).click();
    await form.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: email });
    await row.getByText('Shop Admin').waitFor();
    const firstLink = await shop.mailLink(email, '/register/');

    await row.getByRole('button', { name: 'Resend' }).click();
    const resend = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await resend.getByText(`Are you sure you want to resend invite to ${email}?`).waitFor();
    await resend.getByRole('button', { name: 'Resend' }).click();
    await resend.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await readOutbox(shop.dataDir)).filter((mail) => mail.includes(email)).length)
      .toBe(2);
    const secondLink = await shop.mailLink(email, '/register/');
    expect(secondLink).not.toBe(firstLink);
    const oldToken = firstLink.split('/').at(-1) ?? '';
    const stale = await fetch(`${shop.origin}/api/manageEmployees/getEmailFromToken/${oldToken}`);
    expect(stale.status).toBe(404);

    await row.getByRole('button', { name: 'Delete' }).click();
    const remove = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await remove.getByText(`Are you sure you want to delete invite for ${email}?`).waitFor();
    await remove.getByRole('button', { name: 'Delete' }).click();
    await remove.waitFor({ state: 'detached' });
    await row.waitFor({ state: 'detached' });
    const invites = await unwrap(shop.api.GET('/manageEmployees/getAllInvites'));
    expect(invites.data.some((invite) => invite.email === email)).toBe(false);
    expectNoConsoleErrors(shop, page);
  });

  it("opens a customer's wishlists, orders and addresses from the customers list", async () => {
    const customers = await unwrap(
      shop.api.GET('/customers/manageCustomers/getAllCustomers', { params: { query: { pageSize: 1 } } }),
    );
    const customer = customers.data[0];
    if (!customer) throw new Error('The demo shop has no customer');
    const page = await shop.signedInPage('/customers');
    await page.getByLabel('Search customers').fill(customer.email);
    await page.waitForURL((url) => url.searchParams.get('q') === customer.email);
    const row = page.getByRole('row').filter({ hasText: customer.email });

    const shortcuts = [
      { name: 'Wishlists', path: `/wishlist_from_customer/${customer._id}` },
      { name: 'Orders', path: `/orders_from_customer/${customer._id}` },
      { name: 'Addresses', path: `/addresses_from_customer/${customer._id}` },
    ];
    for (const shortcut of shortcuts) {
      await row.getByRole('link', { name: shortcut.name }).click();
      await page.waitForURL(`**${shortcut.path}`);
      await page
        .getByRole('heading', { name: new RegExp(`^${shortcut.name} \\(\\d+ in total\\)`) })
        .waitFor();
      await page.goBack();
      await row.waitFor();
    }
    expectNoConsoleErrors(shop, page);
  });
});
