import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Benchmark, Figure } from '../benchmark.js';
import { gzippedSize } from '../support/bundle-budget.js';
import { chromiumSkipReason, launchChromium } from '../support/chromium.js';
import { adminDist } from '../support/paths.js';
import { median, round1 } from '../support/processes.js';
import { pgliteScaleData } from '../support/scale-data.js';
import {
  type BrowserSession,
  browserSession,
  SESSION_STORAGE_KEY,
  startShopServer,
} from '../support/shop-server.js';
import { copyToTempDir } from '../support/temp-dir.js';

const RUNS = 5;
/** The text in the search box before the measured keystroke, and the keys typed, one per run. */
const SEARCH_START = 'tea 1';
const SEARCH_KEYS = ['2', '3', '4', '5', '6'];

/** A new context (empty cache, as a first visit) signed in as the demo admin: its cookie, and who in storage. */
async function signedInContext(
  browser: Browser,
  url: string,
  session: BrowserSession,
): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addCookies([{ ...session.cookie, url, httpOnly: true, sameSite: 'Lax' }]);
  await context.addInitScript(
    ({ key, record }) => {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, record);
    },
    { key: SESSION_STORAGE_KEY, record: session.employee },
  );
  return context;
}

/** The JavaScript files a page fetched from the admin's build, from now on. */
function recordScripts(page: Page): string[] {
  const files: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) files.push(pathname.slice(1));
  });
  return files;
}

function gzippedKb(files: readonly string[]): number {
  const bytes = [...new Set(files)].reduce((sum, file) => sum + gzippedSize(adminDist, file), 0);
  return Math.round(bytes / 100) / 10;
}

/**
 * Milliseconds since the navigation started (the page's own clock) at the first frame where the items table shows
 * data rows, every first cell containing `text` when given.
 */
async function rowsShownAt(page: Page, text?: string): Promise<number> {
  const handle = await page.waitForFunction(
    (wanted) => {
      const cells = [...document.querySelectorAll('tr[aria-rowindex] td:first-child')];
      if (cells.length === 0) return false;
      if (wanted !== undefined && !cells.every((cell) => cell.textContent?.toLowerCase().includes(wanted))) {
        return false;
      }
      return performance.now();
    },
    text?.toLowerCase(),
    { polling: 'raf', timeout: 30_000 },
  );
  return Number(await handle.jsonValue());
}

/**
 * The items screen in Chromium on the built product (the server serving the built admin, as `pnpm start` does)
 * over the scale data: opening /items until its first rows show, and a keystroke in the search until the rows
 * match, each the median of 5.
 */
export const itemsScreen: Benchmark = {
  name: 'items-screen',
  skipReason: async () =>
    (await chromiumSkipReason()) ??
    (existsSync(path.join(adminDist, 'index.html')) ? undefined : 'the admin is not built'),
  async run(log) {
    const cached = await pgliteScaleData(log);
    const copy = await copyToTempDir(cached, 'items-screen');
    const server = await startShopServer({ dataDir: copy.path, timeoutMs: 120_000 });
    const { browser, close } = await launchChromium();
    try {
      log(`Chromium ${browser.version()}, server on a copy of the scale data`);
      const session = await browserSession(server.url);
      const figures: Figure[] = [];

      // The sign-in page as a signed-out first visit: what it really downloads, beside the manifest's count.
      const visitor = await browser.newContext();
      const loginPage = await visitor.newPage();
      const loginScripts = recordScripts(loginPage);
      await loginPage.goto(`${server.url}/login`);
      await loginPage.getByRole('button', { name: 'Sign In' }).waitFor();
      log(
        `/login in Chromium: ${gzippedKb(loginScripts)} kB of JavaScript gzipped in ${loginScripts.length} files`,
      );
      await visitor.close();

      const opens: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const context = await signedInContext(browser, server.url, session);
        const page = await context.newPage();
        const scripts = recordScripts(page);
        await page.goto(`${server.url}/items`, { waitUntil: 'commit' });
        opens.push(await rowsShownAt(page));
        if (run === 0) {
          log(
            `/items in Chromium: ${gzippedKb(scripts)} kB of JavaScript gzipped in ${scripts.length} files`,
          );
        }
        await context.close();
      }
      log(`open /items until the first rows show: ${opens.map((ms) => round1(ms)).join(', ')} ms`);

      const context = await signedInContext(browser, server.url, session);
      const page = await context.newPage();
      const keystrokes: number[] = [];
      for (const key of SEARCH_KEYS) {
        await page.goto(`${server.url}/items?q=${encodeURIComponent(SEARCH_START)}`);
        await rowsShownAt(page, SEARCH_START);
        const box = page.getByRole('searchbox', { name: 'Search items' });
        await box.focus();
        await box.press('End');
        await page.evaluate(() => {
          window.addEventListener(
            'keydown',
            () => document.documentElement.setAttribute('data-key-at', String(performance.now())),
            { once: true, capture: true },
          );
        });
        await page.keyboard.press(key);
        const shownAt = await rowsShownAt(page, `${SEARCH_START}${key}`);
        const keyAt = Number(await page.evaluate(() => document.documentElement.getAttribute('data-key-at')));
        keystrokes.push(shownAt - keyAt);
      }
      await context.close();
      log(
        `a keystroke in the search ("${SEARCH_START}" + one digit) until the rows match: ` +
          `${keystrokes.map((ms) => round1(ms)).join(', ')} ms`,
      );

      figures.push(
        { name: 'items-open-until-rows', value: round1(median(opens)), unit: 'ms', target: { max: 1000 } },
        {
          name: 'items-search-keystroke',
          value: round1(median(keystrokes)),
          unit: 'ms',
          target: { max: 150 },
        },
      );
      return figures;
    } finally {
      await close();
      await server.stop();
      await copy.remove();
    }
  },
};
