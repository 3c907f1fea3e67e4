import { mkdir } from 'node:fs/promises';
import { createShopClient, type ShopClient } from '@shop/sdk';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { ADMIN } from './admin.js';
import { bearerToken } from './bearer-token.js';
import { launchChromium } from './browser.js';
import { waitForMailLink } from './outbox.js';
import { followRequests, type RequestsInFlight } from './requests-in-flight.js';
import { type StartedServer, startServer } from './server.js';

export { ADMIN };

const artifactsDir = new URL('../artifacts/', import.meta.url);

/** What a test file gets from {@link useShop}: a fresh server with the demo shop, Chromium, and helpers. */
export interface Shop {
  /** `http://127.0.0.1:<port>` of the server started for this file. */
  readonly origin: string;
  /** The server's data dir (outbox, media). */
  readonly dataDir: string;
  /** A typed API client signed in as the admin, to arrange data or check what the screens did. */
  readonly api: ShopClient;
  /**
   * A new page in its own browser context (own localStorage), recording console errors; its relative addresses
   * lead to `origin` (the server's by default, or e.g. a link to it a test can cut).
   */
  newPage(origin?: string): Promise<Page>;
  /** A new page signed in through the login screen, at `path`. */
  signedInPage(path?: string, credentials?: { email: string; password: string }): Promise<Page>;
  /** Signs in through the login screen of `page`. */
  signIn(page: Page, credentials?: { email: string; password: string }): Promise<void>;
  /**
   * Resolves once the screen's calls on `page` have settled: no request in flight for 500 ms but the signed-in
   * tab's event stream, which stays open (Playwright's `networkidle` would wait for it forever).
   */
  settled(page: Page): Promise<void>;
  /** Console errors and uncaught page errors seen on `page`. */
  consoleErrors(page: Page): readonly string[];
  /** The newest link to `pathPrefix` (e.g. `/register/`) in a mail to `to`. */
  mailLink(to: string, pathPrefix: string): Promise<string>;
}

/**
 * Chromium for this test file, on the server shared by the run (started by the global setup on a fresh data dir
 * with the demo shop) — or, given `env`, on a server of the file's own started with that environment. Saves a
 * screenshot of every page of every test under `e2e/artifacts/`.
 */
export function useShop(env?: Record<string, string>): Shop {
  let server: Pick<StartedServer, 'origin' | 'dataDir'> | undefined;
  let ownServer: StartedServer | undefined;
  let browser: Browser | undefined;
  let api: ShopClient | undefined;
  const contexts: { context: BrowserContext; page: Page }[] = [];
  const errors = new WeakMap<Page, string[]>();
  const requests = new WeakMap<Page, RequestsInFlight>();

  beforeAll(async () => {
    await mkdir(artifactsDir, { recursive: true });
    if (env) {
      [ownServer, browser] = await Promise.all([
        startServer({ SHOP_ADMIN_EMAIL: ADMIN.email, SHOP_ADMIN_PASSWORD: ADMIN.password, ...env }),
        launchChromium(),
      ]);
      server = ownServer;
    } else {
      server = { origin: inject('shopOrigin'), dataDir: inject('shopDataDir') };
      browser = await launchChromium();
    }
    const baseUrl = `${server.origin}/api`;
    const token = await bearerToken(baseUrl);
    api = createShopClient({ baseUrl, getToken: () => token });
  });

  afterEach(async (context) => {
    const name = `${context.task.file?.name ?? 'test'}--${context.task.name}`.replace(
      /[^A-Za-z0-9._-]+/g,
      '-',
    );
    for (const [index, { context: browserContext, page }] of contexts.entries()) {
      const suffix = contexts.length > 1 ? `-${index + 1}` : '';
      await page
        .screenshot({ path: new URL(`${name}${suffix}.png`, artifactsDir).pathname, fullPage: true })
        .catch(() => undefined);
      await browserContext.close();
    }
    contexts.length = 0;
  });

  afterAll(async () => {
    await browser?.close();
    await ownServer?.stop();
  });

  const started = () => {
    if (!server || !browser || !api) throw new Error('useShop() is used outside a test');
    return { server, browser, api };
  };

  const shop: Shop = {
    get origin() {
      return started().server.origin;
    },
    get dataDir() {
      return started().server.dataDir;
    },
    get api() {
      return started().api;
    },
    async newPage(origin = started().server.origin) {
      const context = await started().browser.newContext({ baseURL: origin });
      // A step that cannot happen fails with the locator it waited for, not as a bare test timeout. Generous: CI runs
      // on a shared, busy machine, where a page that shows in 0.5 s here can take many seconds.
      context.setDefaultTimeout(30_000);
      const page = await context.newPage();
      requests.set(page, followRequests(page));
      const seen: string[] = [];
      errors.set(page, seen);
      page.on('console', (message) => {
        // A resource that failed names itself by its address only in the message's location.
        const url = message.location().url;
        if (message.type() === 'error') seen.push(url === '' ? message.text() : `${message.text()} (${url})`);
      });
      page.on('pageerror', (error) => seen.push(error.message));
      contexts.push({ context, page });
      return page;
    },
    async signIn(page, credentials = ADMIN) {
      await page.goto('/login');
      await page.getByRole('heading', { name: 'Login' }).waitFor();
      await page.getByLabel('Email').fill(credentials.email);
      await page.getByLabel('Password').fill(credentials.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL((url) => url.pathname !== '/login');
    },
    async signedInPage(path = '/', credentials = ADMIN) {
      const page = await shop.newPage();
      await shop.signIn(page, credentials);
      if (path !== '/') await page.goto(path);
      // Ready: the screen's heading shows and its data calls have settled.
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await shop.settled(page);
      return page;
    },
    async settled(page) {
      const followed = requests.get(page);
      if (!followed) throw new Error('shop.settled: the page was not opened with shop.newPage()');
      await followed.settled();
    },
    consoleErrors(page) {
      return errors.get(page) ?? [];
    },
    mailLink(to, pathPrefix) {
      return waitForMailLink(started().server.dataDir, to, pathPrefix);
    },
  };
  return shop;
}

/**
 * The 404 of an image the change log still names after a test deleted it (the catalogue tests delete theirs): the
 * Activity screen says "image since deleted", but the browser logs the failed download.
 */
export const DELETED_IMAGE = /404 \(Not Found\) \(http:\/\/[^/]+\/media\//;

/** Fails the test when the page logged an error to its console, but for those `except` matches. */
export function expectNoConsoleErrors(shop: Shop, page: Page, except?: RegExp) {
  expect(shop.consoleErrors(page).filter((error) => except === undefined || !except.test(error))).toEqual([]);
}
