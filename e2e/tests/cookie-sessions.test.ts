import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { unwrap } from '@shop/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useShop } from '../support/shop.js';

const shop = useShop();

/** Another origin on this machine (another port of 127.0.0.1: the same site, so the browser sends the cookie). */
let elsewhere: Server;
let elsewhereOrigin: string;

beforeAll(async () => {
  // A page that posts a form to the shop as soon as it opens, as a malicious site would.
  elsewhere = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(`<!doctype html><form id="forged" method="post" action="${shop.origin}/api/vats"
      enctype="application/x-www-form-urlencoded"><input name="amount" value="42"><input name="isApplicable"
      value="true"></form><script>document.getElementById('forged').submit()</script>`);
  });
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
  elsewhereOrigin = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => elsewhere.close(() => resolve())));

async function vatAmounts(): Promise<number[]> {
  return (await unwrap(shop.api.GET('/vats'))).data.map((vat) => vat.amount);
}

describe('the session in the browser', () => {
  it('is no script’s to read: nothing in localStorage, sessionStorage or document.cookie holds it', async () => {
    const page = await shop.signedInPage('/');
    const cookie = (await page.context().cookies()).find((one) => one.name === 'shop_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const value = cookie?.value ?? '';
    expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await page.evaluate(() => ({
      local: Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key)}`),
      session: Object.keys(sessionStorage).map((key) => `${key}=${sessionStorage.getItem(key)}`),
      cookies: document.cookie,
    }));
    for (const entry of [...stored.local, ...stored.session, stored.cookies]) {
      expect(entry).not.toContain(value);
      expect(entry).not.toMatch(/token/i);
    }
    expect(stored.cookies).not.toContain('shop_session');
  });

  it('refuses a form another origin posts, and a fetch without the admin header, changing nothing', async () => {
    const page = await shop.signedInPage('/');
    const before = await vatAmounts();

    const forged = await page.context().newPage();
    const answered = forged.waitForResponse((response) => response.url() === `${shop.origin}/api/vats`);
    await forged.goto(elsewhereOrigin);
    const answer = await answered;
    expect(answer.status()).toBe(403);
    expect(await answer.text()).toContain("shop's own pages");

    const status = await page.evaluate(async () => {
      const body = new FormData();
      body.set('amount', '43');
      return (await fetch('/api/vats', { method: 'POST', body })).status;
    });
    expect(status).toBe(403);
    expect(await vatAmounts()).toEqual(before);
  });
});
