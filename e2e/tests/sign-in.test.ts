import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, expectNoConsoleErrors, useShop } from '../support/shop.js';

const shop = useShop();

/** The session cookie the server set for `page` (over the local trial's plain http: `shop_session`). */
async function sessionCookie(page: Page) {
  const cookie = (await page.context().cookies()).find((one) => one.name === 'shop_session');
  if (cookie === undefined) throw new Error('no session cookie');
  return cookie;
}

describe('signing in and out', () => {
  it('signs in with the demo login and shows the employee in the top bar', async () => {
    const page = await shop.newPage();
    await page.goto('/');
    await page.waitForURL('**/login?redirect=*');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('button', { name: new RegExp(ADMIN.email) }).waitFor();
    await page.getByRole('img', { name: 'Shop logo' }).waitFor();
    expectNoConsoleErrors(shop, page);
  });

  it('shows the server message for a wrong password and stays on the login page', async () => {
    const page = await shop.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').filter({ hasText: 'Wrong email or password.' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.getByLabel('Email').inputValue()).toBe(ADMIN.email);
  });

  it('returns to the page first asked for after signing in', async () => {
    const page = await shop.newPage();
    await page.goto('/general_settings');
    await page.waitForURL('**/login?redirect=*');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/general_settings');
    await page.getByRole('heading', { name: 'General Settings' }).waitFor();
  });

  it('logs out from the top bar, which ends the session on the server and its cookie', async () => {
    const page = await shop.signedInPage('/');
    const cookie = await sessionCookie(page);
    await page.getByRole('button', { name: new RegExp(ADMIN.email) }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('signedInEmployee'))).toBeNull();
    expect((await page.context().cookies()).some((one) => one.name === cookie.name)).toBe(false);
    const response = await fetch(`${shop.origin}/api/employees/me`, {
      headers: { Cookie: `${cookie.name}=${cookie.value}` },
    });
    expect(response.status).toBe(401);
  });

  it('goes back to /login when the server has ended the session (any 401)', async () => {
    const page = await shop.signedInPage('/item_screens');
    const cookie = await sessionCookie(page);
    const logout = await fetch(`${shop.origin}/api/employees/logout`, {
      method: 'POST',
      headers: { Cookie: `${cookie.name}=${cookie.value}`, Origin: shop.origin, 'X-Shop-Client': 'admin' },
    });
    expect(logout.status).toBe(204);
    await page.getByRole('link', { name: 'Items', exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('signedInEmployee'))).toBeNull();
    await page.getByRole('heading', { name: 'Login' }).waitFor();
  });
});
