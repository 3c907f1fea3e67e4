import { mkdir } from 'node:fs/promises';
import { createShopClient, unwrap } from '@shop/sdk';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../support/admin.js';
import { bearerToken } from '../support/bearer-token.js';
import { launchChromium } from '../support/browser.js';
import { type RestartableServer, startRestartableServer } from '../support/server.js';

const UNREACHABLE = 'Cannot reach the server. Check your connection and try again.';
const artifacts = new URL('../artifacts/', import.meta.url);

let server: RestartableServer | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  await mkdir(artifacts, { recursive: true });
  [server, browser] = await Promise.all([
    startRestartableServer({ SHOP_ADMIN_EMAIL: ADMIN.email, SHOP_ADMIN_PASSWORD: ADMIN.password }),
    launchChromium(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

function started() {
  if (server === undefined || browser === undefined) throw new Error('not started');
  return { server, browser };
}

async function snapshot(page: Page, name: string) {
  await page.screenshot({ path: new URL(`server-down--${name}.png`, artifacts).pathname, fullPage: true });
}

describe('with the server down', () => {
  it('the admin says it cannot reach the server, and shows the data once it is back and you try again', async () => {
    const { server, browser } = started();
    const context = await browser.newContext({ baseURL: server.origin });
    try {
      const page = await context.newPage();
      await page.goto('/login');
      await page.getByRole('heading', { name: 'Login' }).waitFor();
      await page.getByLabel('Email').fill(ADMIN.email);
      await page.getByLabel('Password').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();

      await server.halt();
      // Moving on inside the app (its files are loaded) to a screen whose data comes from the server.
      await page
        .getByRole('main')
        .getByRole('link', { name: /^Processing\b/ })
        .click();
      await page
        .getByRole('heading', { name: 'This page could not be loaded', level: 1 })
        .waitFor({ timeout: 60_000 });
      await expect.poll(() => page.getByRole('alert').textContent()).toContain(UNREACHABLE);
      await snapshot(page, 'unreachable');

      // Trying again while it is still down says the same, rather than breaking.
      await page.getByRole('button', { name: 'Try again' }).click();
      await page
        .getByRole('heading', { name: 'This page could not be loaded', level: 1 })
        .waitFor({ timeout: 60_000 });
      await expect.poll(() => page.getByRole('alert').textContent()).toContain(UNREACHABLE);

      await server.resume();
      const token = await bearerToken(`${server.origin}/api`);
      const counts = await unwrap(
        createShopClient({ baseUrl: `${server.origin}/api`, getToken: () => token }).GET(
          '/customers/orders/getOrderCountsByStatus',
        ),
      );
      const processing = counts.find((count) => count.status === 'processing')?.count ?? 0;
      expect(processing).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Try again' }).click();
      // The screen shows the server's data: its heading carries the number of processing orders.
      await page
        .getByRole('heading', { name: new RegExp(`^PROCESSING\\b.*\\b${processing}\\b`), level: 1 })
        .waitFor({ timeout: 60_000 });
      // Still signed in: the session outlived the server's restart.
      expect(new URL(page.url()).pathname).toBe('/ordersFromStatus/processing');
      await snapshot(page, 'back');

      // Down again, now on a screen whose code is loaded: its data cannot come, and it says so the same way.
      await server.halt();
      await page.goBack();
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      await page
        .getByRole('main')
        .getByRole('link', { name: /^Shipped\b/ })
        .click();
      await page
        .getByRole('heading', { name: 'This page could not be loaded', level: 1 })
        .waitFor({ timeout: 60_000 });
      await expect.poll(() => page.getByRole('alert').textContent()).toContain(UNREACHABLE);
      await server.resume();
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('heading', { name: /^SHIPPED\b/, level: 1 }).waitFor({ timeout: 60_000 });
    } finally {
      await context.close();
    }
  });
});
