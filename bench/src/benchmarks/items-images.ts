// What the items screen downloads in images for its first page: the thumbnails it shows now (each row's smallest
// WebP rendition that is sharp on the screen) against the pictures themselves, which every row downloaded before
// renditions (their `src`, fetched here for the same rows).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { followRequests } from '@shop/e2e/requests-in-flight';
import type { Benchmark } from '../benchmark.js';
import { chromiumSkipReason, launchChromium, signInContext } from '../support/chromium.js';
import { adminDist } from '../support/paths.js';
import { browserSession, startShopServer } from '../support/shop-server.js';
import { makeTempDir } from '../support/temp-dir.js';

function kB(bytes: number): number {
  return Math.round(bytes / 100) / 10;
}

export const itemsImages: Benchmark = {
  name: 'items-images',
  skipReason: async () =>
    (await chromiumSkipReason()) ??
    (existsSync(path.join(adminDist, 'index.html')) ? undefined : 'the admin is not built'),
  async run(log) {
    const dataDir = await makeTempDir('items-images');
    const server = await startShopServer({ dataDir: dataDir.path, seedDemo: true, timeoutMs: 120_000 });
    const { browser, close } = await launchChromium();
    try {
      const context = await browser.newContext({ deviceScaleFactor: 2 });
      await signInContext(context, server.url, await browserSession(server.url));
      const page = await context.newPage();
      const downloaded = new Map<string, number>();
      page.on('response', async (response) => {
        const url = new URL(response.url());
        if (!url.pathname.startsWith('/media/')) return;
        const body = await response.body().catch(() => undefined);
        if (body !== undefined) downloaded.set(url.pathname, body.length);
      });
      // Every image asked for has come: Playwright's networkidle never comes while the tab's event stream is open.
      const requests = followRequests(page);
      await page.goto(`${server.url}/items`);
      await page.locator('tr[aria-rowindex] img').first().waitFor();
      await requests.settled();
      const rows = await page
        .locator('tr[aria-rowindex] img')
        .evaluateAll((images) =>
          images.map((image) => (image instanceof HTMLImageElement ? image.getAttribute('src') : null)),
        );
      const sources = rows.filter((src): src is string => src !== null);
      let before = 0;
      for (const src of sources) {
        const original = await fetch(`${server.url}${src}`);
        before += (await original.arrayBuffer()).byteLength;
      }
      const thumbnails = [...downloaded]
        .filter(([pathname]) => !pathname.startsWith('/media/app-settings/'))
        .reduce((sum, [, bytes]) => sum + bytes, 0);
      log(
        `/items, first page, ${sources.length} rows with an image, on a 2x screen: ${kB(thumbnails)} kB of images ` +
          `downloaded (the 96 px renditions); the pictures themselves, as before: ${kB(before)} kB`,
      );
      return [
        { name: 'items-images-first-page', value: kB(thumbnails), unit: 'kB downloaded' },
        {
          name: 'items-images-first-page-before',
          value: kB(before),
          unit: 'kB (the pictures, as before renditions)',
        },
      ];
    } finally {
      await close();
      await server.stop();
      await dataDir.remove();
    }
  },
};
