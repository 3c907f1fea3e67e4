import { formatTaka, type Schema, toFormData, unwrap } from '@shop/sdk';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoConsoleErrors, useShop } from '../support/shop.js';

const shop = useShop();
const artifacts = new URL('../artifacts/', import.meta.url);

/** A member of staff (not an owner), invited by the admin and registered through the API. */
const rumana = { name: 'Rumana Akter', email: 'rumana.akter@shop.test', password: 'saffron-ledger-kite-4' };

async function registerEmployee() {
  await unwrap(shop.api.POST('/manageEmployees/employeeinvite', { body: { email: rumana.email } }));
  const token = new URL(await shop.mailLink(rumana.email, '/register/')).pathname.split('/').at(-1) ?? '';
  const session = await unwrap(
    shop.api.POST('/employees/register', {
      body: { token, name: rumana.name, email: rumana.email, password: rumana.password },
      bodySerializer: toFormData,
    }),
  );
  expect(session.level).toBe('employee');
}

/** A division with a district with an area, by name, from the demo shop's address tree. */
async function somePlace() {
  for (const division of (await unwrap(shop.api.GET('/divisions'))).data) {
    const districts = await unwrap(
      shop.api.GET('/districts', { params: { query: { division: division._id } } }),
    );
    for (const district of districts.data) {
      const areas = await unwrap(shop.api.GET('/areas', { params: { query: { district: district._id } } }));
      const area = areas.data[0];
      if (area) return { division: division.name, district: district.name, area: area.name };
    }
  }
  throw new Error('The demo shop needs an area');
}

/** Two items the shop sells, with names no other item contains. */
async function twoItems(): Promise<[Schema<'Item'>, Schema<'Item'>]> {
  const all = (
    await unwrap(shop.api.GET('/controlItems/manageItem', { params: { query: { pageSize: 200 } } }))
  ).data;
  const unique = all.filter(
    (item) =>
      item.isAvailable &&
      all.filter((other) => other.name.toLowerCase().includes(item.name.toLowerCase())).length === 1,
  );
  const [first, second] = unique;
  if (!first || !second) throw new Error('The demo shop needs two available items');
  return [first, second];
}

/** The grand total the footer of the order form shows, once the totals are those of the lines as they are. */
async function shownGrandTotal(page: Page): Promise<string> {
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect.poll(() => totals.locator('[aria-busy]').getAttribute('aria-busy')).toBe('false');
  return (await totals.getByRole('definition').last().textContent()) ?? '';
}

/** Adds an item by typing its name and pressing Enter, as a person does. */
async function addItem(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Add item' }).fill(name);
  await page.getByRole('option', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).waitFor();
  await page.getByRole('combobox', { name: 'Add item' }).press('Enter');
  await page.getByRole('listitem', { name }).waitFor();
}

/** Opens the status list, presses `action` on the order's row and accepts the confirm dialog. */
async function move(page: Page, from: string, orderId: string, action: string) {
  await page.goto(`/ordersFromStatus/${from}`);
  await page.getByRole('heading', { name: new RegExp(`^${from.toUpperCase()}`) }).waitFor();
  const row = page.getByRole('row').filter({ hasText: orderId });
  await row.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await dialog.waitFor({ state: 'detached' });
  await row.waitFor({ state: 'detached' });
}

describe('taking orders against the real server', () => {
  it("an employee types in a new customer's phone order: it is placed at the quote's grand total, edited, printed and moved on; a shipped order cannot be edited", async () => {
    await registerEmployee();
    const place = await somePlace();
    const [first, second] = await twoItems();
    const page = await shop.signedInPage('/orderScreens', rumana);

    // From the Order Screens hub to the form.
    await page.getByRole('link', { name: 'New order' }).click();
    await page.getByRole('heading', { level: 1, name: 'New order' }).waitFor();

    // A new customer, their mobile typed in Bangla digits with spaces.
    await page.getByRole('button', { name: 'New customer' }).click();
    const newCustomer = page.getByRole('group', { name: 'New customer' });
    await newCustomer.getByLabel('Name').fill('Rahima Khatun');
    await newCustomer.getByLabel('Mobile').fill('০১৯১৮ ৭৭৬ ৬৫৫');
    await newCustomer.getByRole('button', { name: 'Create customer' }).click();
    await page.getByRole('region', { name: 'Customer' }).getByText('Rahima Khatun').waitFor();

    // They have no address yet: the form asks for one.
    const newAddress = page.getByRole('group', { name: 'New address' });
    await newAddress.getByLabel('Name').fill('Home');
    await newAddress.getByLabel('Division').selectOption({ label: place.division });
    await newAddress.getByLabel('District').selectOption({ label: place.district });
    await newAddress.getByLabel('Area', { exact: true }).selectOption({ label: place.area });
    await newAddress.getByLabel('Full Address').fill('House 21, Lane 3');
    await newAddress.getByRole('button', { name: 'Add address' }).click();
    await expect.poll(() => page.getByRole('radio', { name: /Home/ }).isChecked()).toBe(true);

    // Two of the first item, by search, Enter and the + button.
    await addItem(page, first.name);
    await page.getByRole('button', { name: `One more ${first.name}` }).click();
    await expect
      .poll(() => page.getByRole('listitem', { name: first.name }).getByRole('spinbutton').inputValue())
      .toBe('2');
    expect(await page.getByRole('combobox', { name: 'Source', exact: true }).inputValue()).toBe('phone');
    const placedTotal = await shownGrandTotal(page);

    // The phone in one hand: the grand total and Place order stay at the bottom of the screen.
    await page.screenshot({ path: new URL('new-order.png', artifacts).pathname, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: new URL('phone--new-order.png', artifacts).pathname });
    const placeButton = page.getByRole('button', { name: 'Place order' });
    const box = await placeButton.boundingBox();
    expect(box).not.toBeNull();
    if (box) {
      expect(box.y + box.height).toBeLessThanOrEqual(844);
      expect(box.y).toBeGreaterThan(844 / 2);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 800 });

    await placeButton.click();
    const view = page.getByRole('dialog', { name: 'View Order' });
    await view.waitFor();
    await page.waitForURL((url) => url.pathname === '/ordersFromStatus/processing');
    const orderId = new URL(page.url()).searchParams.get('order')?.replace(/"/g, '') ?? '';
    const placed = await unwrap(
      shop.api.GET('/customers/orders/getSingleOrder/{id}', { params: { path: { id: orderId } } }),
    );
    expect(placed).toMatchObject({
      orderStatus: 'processing',
      source: 'phone',
      customer: { name: 'Rahima Khatun' },
    });
    expect(placed.address?.name).toBe('Home');
    expect(formatTaka(placed.grandTotal)).toBe(placedTotal);
    const customers = await unwrap(
      shop.api.GET('/customers/manageCustomers/getAllCustomers', {
        params: { query: { q: 'Rahima Khatun' } },
      }),
    );
    expect(customers.data.map((customer) => customer.mobile)).toEqual(['+8801918776655']);
    // It is in Processing, at the quote's grand total.
    await view.getByRole('button', { name: 'Close' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Rahima Khatun' });
    await row.getByRole('cell', { name: placedTotal }).waitFor();

    // Edited: a line added, priced again.
    await row.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { level: 1, name: `Edit order ${orderId}` }).waitFor();
    await page.getByRole('listitem', { name: first.name }).waitFor();
    await addItem(page, second.name);
    const editedTotal = await shownGrandTotal(page);
    expect(editedTotal).not.toBe(placedTotal);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('dialog', { name: 'View Order' }).waitFor();
    const edited = await unwrap(
      shop.api.GET('/customers/orders/getSingleOrder/{id}', { params: { path: { id: orderId } } }),
    );
    expect(formatTaka(edited.grandTotal)).toBe(editedTotal);
    const lines = await unwrap(
      shop.api.GET('/customers/orders/orderItemsFromOrder/{orderID}', {
        params: { path: { orderID: orderId } },
      }),
    );
    expect(lines.data.map((line) => [line.item.name, line.quantity])).toEqual([
      [first.name, 2],
      [second.name, 1],
    ]);

    // Printed: its invoice, from its view.
    await page
      .getByRole('dialog', { name: 'View Order' })
      .getByRole('link', { name: 'Print invoice' })
      .click();
    const invoice = page.getByRole('article', { name: `Invoice · Order ${orderId}` });
    await invoice.waitFor();
    await invoice.getByText('Rahima Khatun').waitFor();
    await invoice.getByText(editedTotal).first().waitFor();

    // Moved on, then no longer editable: the page says so, and the server refuses it.
    await move(page, 'processing', orderId, 'Deliver');
    await move(page, 'toBeDelivered', orderId, 'Ship');
    await page.goto(`/edit_order/${orderId}`);
    await page
      .getByRole('alert')
      .filter({ hasText: `Order ${orderId} is Shipped: only an order still processing can be edited.` })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Save changes' }).count()).toBe(0);
    const refused = await shop.api.PATCH('/customers/orders/updateOrder/{id}', {
      params: { path: { id: orderId } },
      body: { notes: 'Too late' },
    });
    expect(refused.response.status).toBe(409);
    expectNoConsoleErrors(shop, page);
  });
});
