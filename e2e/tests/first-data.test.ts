import { describe, expect, it } from 'vitest';
import { expectNoConsoleErrors, useShop } from '../support/shop.js';

const shop = useShop();

describe('the first screen’s data in the page', () => {
  it('shows the first rows of /items with no request for them: the page brought them', async () => {
    const page = await shop.signedInPage('/');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));

    const html = page.waitForResponse((response) => new URL(response.url()).pathname === '/items');
    await page.goto('/items');
    expect(await (await html).text()).toContain('id="shop-first-data"');
    const table = page.getByRole('table', { name: 'Items' });
    await table.getByRole('row').nth(1).waitFor();
    await shop.settled(page);

    expect(requested.filter((path) => path.startsWith('/api/controlItems'))).toEqual([]);
    expect(requested).not.toContain('/api/employees/me');
    // Read once, then taken out of the page.
    expect(await page.evaluate(() => document.getElementById('shop-first-data'))).toBeNull();
    expectNoConsoleErrors(shop, page);
  });
});
