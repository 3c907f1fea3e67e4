import { toFormData, unwrap } from '@shop/sdk';
import { describe, expect, it } from 'vitest';
import { DELETED_IMAGE, expectNoConsoleErrors, useShop } from '../support/shop.js';

const shop = useShop();

/** A second member of staff, invited by the admin and registered through the API. */
const sadia = { name: 'Sadia Rahman', email: 'sadia.rahman@shop.test', password: 'cobalt-meadow-swing-1' };

async function registerSadia() {
  await unwrap(shop.api.POST('/manageEmployees/employeeinvite', { body: { email: sadia.email } }));
  const token = new URL(await shop.mailLink(sadia.email, '/register/')).pathname.split('/').at(-1) ?? '';
  return unwrap(
    shop.api.POST('/employees/register', {
      body: { token, name: sadia.name, email: sadia.email, password: sadia.password },
      bodySerializer: toFormData,
    }),
  );
}

describe('the change log against the real server', () => {
  it('two people update one item at once: the second save says who changed it first, keeps what was typed, and can load their changes', async () => {
    const categories = await unwrap(shop.api.GET('/categories'));
    const category = categories.data[0];
    if (!category) throw new Error('The demo shop needs a category');
    await unwrap(
      shop.api.POST('/controlItems/manageItem', {
        body: {
          name: 'E2E Muslin Kurta',
          price: 2400,
          categoryOrSubcategory: 'category',
          category: category._id,
        },
        bodySerializer: toFormData,
      }),
    );
    await registerSadia();

    const owner = await shop.signedInPage('/items?q=E2E%20Muslin');
    const other = await shop.signedInPage('/items?q=E2E%20Muslin', sadia);

    // Both open the item's update form.
    await owner
      .getByRole('row')
      .filter({ hasText: 'E2E Muslin Kurta' })
      .getByRole('button', { name: 'Update' })
      .click();
    const ownerForm = owner.getByRole('dialog', { name: 'Update Item' });
    await expect.poll(() => ownerForm.getByLabel('Name').inputValue()).toBe('E2E Muslin Kurta');
    await other
      .getByRole('row')
      .filter({ hasText: 'E2E Muslin Kurta' })
      .getByRole('button', { name: 'Update' })
      .click();
    const otherForm = other.getByRole('dialog', { name: 'Update Item' });
    await expect.poll(() => otherForm.getByLabel('Price').inputValue()).toBe('2400');

    // Sadia saves first.
    await otherForm.getByLabel('Price').fill('2650');
    await otherForm.getByRole('button', { name: 'Update Item' }).click();
    await otherForm.waitFor({ state: 'detached' });

    // The owner's save is refused: who changed it, and what they typed is still there.
    await ownerForm.getByLabel('Name').fill('E2E Muslin Kurta Long');
    await ownerForm.getByRole('button', { name: 'Update Item' }).click();
    const notice = ownerForm.getByRole('alert').filter({ hasText: 'Changed by' });
    await notice.getByText(`Changed by ${sadia.name} at`, { exact: false }).waitFor();
    // Where the owner is looking: the focus is on the notice, inside the dialog.
    await expect.poll(() => notice.evaluate((element) => element === document.activeElement)).toBe(true);
    // Its time is written as History writes times (the browser's clock, am / pm), not the shop's 24-hour one.
    expect((await notice.locator('time').textContent()) ?? '').toMatch(
      /^\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} (am|pm)$/,
    );
    expect(await ownerForm.getByLabel('Name').inputValue()).toBe('E2E Muslin Kurta Long');
    const unchanged = await unwrap(
      shop.api.GET('/controlItems/manageItem', { params: { query: { q: 'E2E Muslin' } } }),
    );
    expect(unchanged.data.map((item) => [item.name, item.price])).toEqual([['E2E Muslin Kurta', 2650]]);

    // They load Sadia's changes and save again on them.
    await notice.getByRole('button', { name: 'Load their changes' }).click();
    await expect.poll(() => ownerForm.getByLabel('Price').inputValue()).toBe('2650');
    expect(await ownerForm.getByLabel('Name').inputValue()).toBe('E2E Muslin Kurta');
    await ownerForm.getByLabel('Name').fill('E2E Muslin Kurta Long');
    await ownerForm.getByRole('button', { name: 'Update Item' }).click();
    await ownerForm.waitFor({ state: 'detached' });
    const row = owner.getByRole('row').filter({ hasText: 'E2E Muslin Kurta Long' });
    await row.getByText('৳2,650.00').waitFor();

    const saved = await unwrap(
      shop.api.GET('/controlItems/manageItem', { params: { query: { q: 'E2E Muslin' } } }),
    );
    expect(saved.data.map((item) => [item.name, item.price, item.version])).toEqual([
      ['E2E Muslin Kurta Long', 2650, 3],
    ]);
    expectNoConsoleErrors(shop, other);
  });

  it("the Activity screen and the item's History show a change made through the screens, with who made it", async () => {
    const employees = await unwrap(shop.api.GET('/manageEmployees/getAllEmployees'));
    const sadiaId = employees.data.find((employee) => employee.email === sadia.email)?._id;
    if (!sadiaId) throw new Error('The first test registers Sadia');

    const page = await shop.signedInPage('/general_settings');
    await page.getByRole('link', { name: /Activity/ }).click();
    await page.getByRole('heading', { level: 1, name: /^Activity \(/ }).waitFor();
    await page.getByLabel('Employee').selectOption({ label: sadia.name });
    await page.getByLabel('Kind of record').selectOption('Item');
    await page.waitForURL((url) => url.searchParams.get('entityType') === 'Item');
    // The router writes a text that reads as a number in quotes (`employee=%224%22`), so it comes back as text.
    expect(new URL(page.url()).searchParams.get('employee')).toBe(`"${sadiaId}"`);
    // The list shown until then is the unfiltered one: wait for the filtered list's count.
    await page.getByRole('heading', { level: 1, name: /^Activity \(1 in total\)$/ }).waitFor();

    const table = page.getByRole('table', { name: 'Activity' });
    const change = table.getByRole('row').filter({ hasText: 'E2E Muslin Kurta' });
    await change.getByText('Price: ৳2,400.00 → ৳2,650.00').waitFor();
    await change.getByRole('cell', { name: sadia.name, exact: true }).waitFor();
    await change.getByRole('cell', { name: 'Employee', exact: true }).waitFor();
    await change.getByRole('cell', { name: 'Update item', exact: true }).waitFor();

    // A reload (or the link shared) shows the same list.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /^Activity \(1 in total\)$/ }).waitFor();
    expect(await page.getByLabel('Employee').inputValue()).toBe(sadiaId);
    expect(await page.getByLabel('Kind of record').inputValue()).toBe('Item');
    await change.getByText('Price: ৳2,400.00 → ৳2,650.00').waitFor();

    // The item's History tab: both updates, newest first, with who made them.
    await page.goto('/items?q=E2E%20Muslin');
    await page
      .getByRole('row')
      .filter({ hasText: 'E2E Muslin Kurta Long' })
      .getByRole('button', { name: 'View' })
      .click();
    const view = page.getByRole('dialog', { name: 'View Item' });
    await view.getByRole('tab', { name: 'History' }).click();
    const history = view.getByRole('list', { name: 'Changes, newest first' });
    await history.getByText('Name: E2E Muslin Kurta → E2E Muslin Kurta Long').waitFor();
    await history.getByText(`Update item by ${sadia.name} (Employee)`, { exact: false }).waitFor();
    await history.getByText('Price: ৳2,400.00 → ৳2,650.00').waitFor();
    await history.getByText('Create item by Shop Admin (Owner)', { exact: false }).waitFor();
    // The log keeps the images of changes made before (the catalogue tests delete theirs): those are gone, 404.
    expectNoConsoleErrors(shop, page, DELETED_IMAGE);
  });

  it("an order's timeline shows its moves with who made them, and a note added from the screen", async () => {
    const processing = await unwrap(
      shop.api.GET('/customers/orders/allOrdersByStatus/{status}', {
        params: { path: { status: 'processing' } },
      }),
    );
    const order = processing.data.at(-1);
    if (!order) throw new Error('The demo shop needs a processing order');

    const page = await shop.signedInPage('/ordersFromStatus/processing');
    await page
      .getByRole('row')
      .filter({ hasText: order._id })
      .getByRole('button', { name: 'Deliver' })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Accept' }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });

    await page.goto('/ordersFromStatus/toBeDelivered');
    await page.getByRole('row').filter({ hasText: order._id }).getByRole('button', { name: 'View' }).click();
    const view = page.getByRole('dialog', { name: 'View Order' });
    const timeline = view.getByRole('list', { name: 'Timeline, oldest first' });
    await timeline.getByText(`Placed by ${order.customer.name}`).waitFor();
    await timeline.getByText('Moved to To Be Delivered by Shop Admin').waitFor();

    const note = view.getByRole('form', { name: 'Add a note' });
    await note.getByLabel('Note').fill('E2E: ring twice, then call');
    await note.getByRole('button', { name: 'Add Note' }).click();
    await timeline.getByText('Note by Shop Admin').waitFor();
    await timeline.getByText('E2E: ring twice, then call').waitFor();
    expect(await note.getByLabel('Note').inputValue()).toBe('');

    const entries = await unwrap(
      shop.api.GET('/changes/{entityType}/{id}', {
        params: { path: { entityType: 'Order', id: order._id } },
      }),
    );
    expect(entries.data.map((entry) => [entry.operation, entry.employee?.name, entry.note])).toEqual([
      ['addOrderNote', 'Shop Admin', 'E2E: ring twice, then call'],
      ['changeOrderToToBeDelivered', 'Shop Admin', null],
    ]);
    expectNoConsoleErrors(shop, page);
  });
});
