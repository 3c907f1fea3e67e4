import { unwrap } from '@shop/sdk';
import { describe, expect, it } from 'vitest';
import { pngFile } from '../support/images.js';
import { expectNoConsoleErrors, useShop } from '../support/shop.js';

const shop = useShop();

describe('catalogue screens against the real server', () => {
  it('creates, finds, updates and deletes an item with an image in a subcategory', async () => {
    const page = await shop.signedInPage('/items');
    await page.getByRole('button', { name: 'Create Item' }).click();
    const form = page.getByRole('dialog', { name: 'Create Item' });
    await form.getByLabel('Name').fill('E2E Jamdani Saree');
    await form.getByLabel('Description').fill('Handwoven in Narayanganj');
    await form.getByLabel('Price').fill('4500');
    await form.getByRole('switch', { name: 'Is Visible' }).click();
    await form.getByLabel('Image').setInputFiles(pngFile('saree.png', [200, 30, 60]));
    await form.getByRole('img').first().waitFor();
    await form.getByLabel('Category or Subcategory').selectOption('subcategory');
    await form.getByLabel('Category', { exact: true }).selectOption({ index: 1 });
    const subcategory = form.getByLabel('Subcategory', { exact: true });
    await subcategory.locator('option').nth(1).waitFor({ state: 'attached' });
    await subcategory.selectOption({ index: 1 });
    const chosenSubcategory = (await subcategory.locator('option:checked').textContent()) ?? '';
    await form.getByRole('button', { name: 'Create Item' }).click();
    await form.waitFor({ state: 'detached' });

    await page.getByLabel('Search items').fill('e2e jamdani');
    await page.waitForURL((url) => url.searchParams.get('q') === 'e2e jamdani');
    const row = page.getByRole('row').filter({ hasText: 'E2E Jamdani Saree' });
    await row.getByText('৳4,500.00').waitFor();
    await page.getByRole('heading', { name: 'Items (1 in total)' }).waitFor();

    const created = await unwrap(
      shop.api.GET('/controlItems/manageItem', { params: { query: { q: 'E2E Jamdani' } } }),
    );
    expect(created.data).toHaveLength(1);
    expect(created.data[0]).toMatchObject({
      categoryOrSubcategory: 'subcategory',
      isVisible: true,
      isAvailable: false,
      price: 4500,
      subcategory: { name: chosenSubcategory.trim() },
    });
    const image = created.data[0]?.image ?? '';
    expect((await fetch(`${shop.origin}/media/${image}`)).headers.get('content-type')).toBe('image/png');

    await row.getByRole('button', { name: 'Update' }).click();
    const update = page.getByRole('dialog', { name: 'Update Item' });
    expect(await update.getByLabel('Name').inputValue()).toBe('E2E Jamdani Saree');
    await update.getByLabel('Price').fill('5200.5');
    await update.getByRole('button', { name: 'Update Item' }).click();
    await update.waitFor({ state: 'detached' });
    await row.getByText('৳5,200.50').waitFor();

    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await confirm.getByText('Are you sure you want to delete E2E Jamdani Saree?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('heading', { name: 'Items (0 in total)' }).waitFor();
    const gone = await unwrap(
      shop.api.GET('/controlItems/manageItem', { params: { query: { q: 'E2E Jamdani' } } }),
    );
    expect(gone.total).toBe(0);
    expect((await fetch(`${shop.origin}/media/${image}`)).status).toBe(404);
    expectNoConsoleErrors(shop, page);
  });

  it('creates, updates and deletes a collection', async () => {
    const page = await shop.signedInPage('/collections');
    await page.getByRole('button', { name: 'Create Collection' }).click();
    const form = page.getByRole('dialog', { name: 'Create Collection' });
    await form.getByLabel('Name').fill('E2E Boishakh Picks');
    await form.getByLabel('Description').fill('For Pohela Boishakh');
    await form.getByRole('button', { name: 'Create Collection' }).click();
    await form.waitFor({ state: 'detached' });

    const row = page.getByRole('row').filter({ hasText: 'E2E Boishakh Picks' });
    await row.getByText('For Pohela Boishakh').waitFor();
    await row.getByRole('button', { name: 'Update' }).click();
    const update = page.getByRole('dialog', { name: 'Update Collection' });
    await update.getByLabel('Description').fill('Red and white, for Pohela Boishakh');
    await update.getByRole('button', { name: 'Update Collection' }).click();
    await update.waitFor({ state: 'detached' });
    await row.getByText('Red and white, for Pohela Boishakh').waitFor();

    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await confirm.getByRole('heading', { name: 'Are you sure?' }).waitFor();
    await confirm.getByText('Please confirm you want to delete this item.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    // While the dialog is open the list is hidden from the accessibility tree, rows included: the row is gone only
    // once the dialog has closed, which it does when the deletion is done.
    await confirm.waitFor({ state: 'detached' });
    await row.waitFor({ state: 'detached' });
    const collections = await unwrap(shop.api.GET('/collections'));
    expect(collections.data.some((c) => c.name === 'E2E Boishakh Picks')).toBe(false);
    expectNoConsoleErrors(shop, page);
  });

  it("adds an image to an item's assets and deletes it", async () => {
    const items = await unwrap(
      shop.api.GET('/controlItems/manageItem', { params: { query: { pageSize: 50 } } }),
    );
    let target: { _id: string; name: string; assets: number } | undefined;
    for (const item of items.data) {
      const assets = await unwrap(shop.api.GET('/itemAssets', { params: { query: { item: item._id } } }));
      if (assets.total < 4) {
        target = { _id: item._id, name: item.name, assets: assets.total };
        break;
      }
    }
    if (!target) throw new Error('The demo shop has no item with fewer than 4 assets');

    const page = await shop.signedInPage(`/item_assets_from_items/${target._id}`);
    await page.getByRole('button', { name: 'Create Item Asset' }).click();
    const form = page.getByRole('dialog', { name: 'Create Item Asset' });
    await form.getByLabel('Image').setInputFiles(pngFile('angle.png', [20, 120, 90]));
    await form.getByLabel('Precedence').selectOption(String(target.assets + 1));
    await form.getByRole('button', { name: 'Create Item Asset' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: `Item Assets (${target.assets + 1} in total)` }).waitFor();

    const row = page
      .getByRole('row')
      .filter({ hasText: String(target.assets + 1) })
      .last();
    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('heading', { name: `Item Assets (${target.assets} in total)` }).waitFor();
    expectNoConsoleErrors(shop, page);
  });
});
