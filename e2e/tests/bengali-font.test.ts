import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoConsoleErrors, useShop } from '../support/shop.js';

const shop = useShop();

/** Each Noto Sans Bengali face the page declares, as `400 loaded`. */
function bengaliFaces(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faces: string[] = [];
    document.fonts.forEach((face) => {
      if (face.family.replaceAll('"', '') === 'Noto Sans Bengali')
        faces.push(`${face.weight} ${face.status}`);
    });
    return faces;
  });
}

/** The fonts Chromium drew the first element showing `text` with (family names, web fonts marked). */
async function fontsDrawing(page: Page, text: string): Promise<string[]> {
  await page.evaluate((wanted) => {
    const shown = Array.from(document.querySelectorAll('td, span, p, dd')).find(
      (element) => element.childElementCount === 0 && element.textContent?.startsWith(wanted),
    );
    shown?.setAttribute('data-e2e-font-probe', '');
  }, text);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: '[data-e2e-font-probe]',
  });
  if (nodeId === 0) throw new Error(`Nothing on the page shows ${text}`);
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => `${font.familyName}${font.isCustomFont ? ' (web font)' : ''}`);
}

describe('the Bengali font', () => {
  it('is downloaded only in the weights a page shows in Bangla, and draws ৳ on a list of prices', async () => {
    const page = await shop.newPage();
    const fontFiles: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontFiles.push(new URL(request.url()).pathname);
    });
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    await page.waitForLoadState('networkidle');
    // The sign-in page's only Bangla is the language choice's "বাংলা": the regular weight, for it to be readable.
    expect(await bengaliFaces(page)).toEqual(['400 loaded', '600 unloaded', '700 unloaded']);
    expect(fontFiles).toHaveLength(1);

    await shop.signIn(page);
    await page.goto('/items');
    await page.getByRole('cell', { name: /^৳\d/ }).first().waitFor();
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Bengali"', '৳'))).toBe(true);
    expect(await bengaliFaces(page)).toContain('400 loaded');
    expect(fontFiles.length).toBeGreaterThan(0);
    for (const file of fontFiles) {
      expect(file).toMatch(/^\/assets\/noto-sans-bengali-bengali-\d00-normal-.*\.woff2$/);
    }
    // ৳ is drawn with the web font, the digits after it with a Latin system font.
    const fonts = await fontsDrawing(page, '৳');
    expect(fonts).toContain('Noto Sans Bengali (web font)');
    expect(fonts.filter((font) => !font.includes('Noto Sans Bengali'))).not.toEqual([]);
    expectNoConsoleErrors(shop, page);
  });

  it('lets a price be typed with Bangla digits', async () => {
    const page = await shop.signedInPage('/items');
    await page.getByRole('button', { name: 'Create Item' }).click();
    const form = page.getByRole('dialog', { name: 'Create Item' });
    const price = form.getByRole('spinbutton', { name: 'Price' });
    await price.fill('');
    await price.pressSequentially('১২৫.৫০');
    expect(await price.inputValue()).toBe('125.50');
    await price.press('ArrowUp');
    expect(await price.inputValue()).toBe('125.51');
    await form.getByRole('button', { name: 'Close' }).click();
    await form.waitFor({ state: 'detached' });
    expectNoConsoleErrors(shop, page);
  });
});
