// API tokens end to end: an owner makes a token with only `orders:read` in the API tokens screen, copies its secret
// (shown once), and examples/order-report, installed from the packed SDK as another repository would, lists the
// day's orders with it; once the token is revoked the same run is refused with a 401. An employee has no such screen.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { createShopClient, orderStatusValues, ShopApiError, unwrap } from '@shop/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installOrderReport, type OrderReportTool } from '../support/order-report-tool.js';
import { expectNoConsoleErrors, useShop } from '../support/shop.js';

const run = promisify(execFile);
const dayOf = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Dhaka',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const shop = useShop();
let installed: OrderReportTool;
let tool: string;

beforeAll(async () => {
  installed = await installOrderReport('api-token-report-');
  tool = installed.dir;
  await run(path.join(tool, 'node_modules/.bin/tsc'), ['-p', '.'], { cwd: tool });
});

afterAll(async () => {
  await installed.remove();
});

/** The day (in the shop's time zone) the newest demo order was placed, so that the report has orders to list. */
async function newestOrderDay(): Promise<string> {
  const newest: string[] = [];
  for (const status of orderStatusValues) {
    const list = await unwrap(
      shop.api.GET('/customers/orders/allOrdersByStatus/{status}', {
        params: { path: { status }, query: { page: 1, pageSize: 1 } },
      }),
    );
    for (const order of list.data) newest.push(order.createdAt);
  }
  return dayOf.format(new Date(newest.sort().at(-1) ?? Date.now()));
}

/** Runs the report with `SHOP_TOKEN` set to `token`, as JSON, for `day`. */
function report(token: string, day: string) {
  return run(
    process.execPath,
    ['dist/order-report.js', '--url', `${shop.origin}/api`, '--date', day, '--json'],
    { cwd: tool, env: { ...process.env, SHOP_TOKEN: token, SHOP_EMAIL: '', SHOP_PASSWORD: '' } },
  );
}

describe('API tokens', () => {
  it('an owner makes a token for orders:read, copies it once, the report runs with it; revoked, it is refused', async () => {
    const name = `Nightly report ${Date.now()}`;
    const owner = await shop.signedInPage('/general_settings');
    await owner.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shop.origin });
    await owner.getByRole('link', { name: /API tokens/ }).click();
    await owner.getByRole('heading', { level: 1, name: /^API tokens \(\d+ in total\)$/ }).waitFor();

    await owner.getByRole('button', { name: 'New API token' }).click();
    const form = owner.getByRole('dialog', { name: 'New API token' });
    await form.getByLabel('Name').fill(name);
    await form.getByRole('checkbox', { name: 'Read orders' }).check();
    expect(await form.getByRole('spinbutton', { name: 'Expires in (days)' }).inputValue()).toBe('90');
    await form.getByRole('button', { name: 'Create token' }).click();

    const secretDialog = owner.getByRole('dialog', { name: `API token ${name} created` });
    await secretDialog.getByText('you will not see it again', { exact: false }).waitFor();
    const shown = await secretDialog.getByRole('textbox', { name: 'Token' }).inputValue();
    expect(shown).toMatch(/^shop_pat_[0-9A-Za-z]{36}$/);
    await secretDialog.getByRole('button', { name: 'Copy' }).click();
    await secretDialog.getByText('Copied to the clipboard.').waitFor();
    const copied = await owner.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(shown);
    await secretDialog.getByRole('button', { name: 'Done' }).click();
    await secretDialog.waitFor({ state: 'detached' });
    // Once closed, the secret is nowhere on the page.
    expect(await owner.content()).not.toContain(copied);
    const row = owner.getByRole('row', { name: new RegExp(name) });
    await row.getByRole('cell', { name: 'Read orders', exact: true }).waitFor();
    await row.getByRole('cell', { name: 'Active', exact: true }).waitFor();

    const day = await newestOrderDay();
    const listed = JSON.parse((await report(copied, day)).stdout);
    expect(listed).toMatchObject({ date: day });
    expect(listed.orders).toBeGreaterThan(0);

    await row.getByRole('button', { name: `Revoke ${name}` }).click();
    const confirm = owner.getByRole('alertdialog', { name: 'Revoke API token' });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await row.getByRole('cell', { name: 'Revoked', exact: true }).waitFor();
    expectNoConsoleErrors(shop, owner);

    // The API refuses the revoked token with a plain 401, and so the report fails with it.
    const refusal = await unwrap(
      createShopClient({ baseUrl: `${shop.origin}/api`, token: copied }).GET(
        '/customers/orders/getOrderCountsByStatus',
      ),
    ).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(ShopApiError);
    expect(refusal instanceof ShopApiError ? refusal.status : undefined).toBe(401);
    const failed = await report(copied, day).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failed).toMatchObject({ code: expect.any(Number) });
    expect(failed).not.toMatchObject({ code: 0 });
    expect(failed).toMatchObject({
      stderr: expect.stringContaining(refusal instanceof Error ? refusal.message : ''),
    });
  });

  it("an employee sees no API tokens screen or card, nor the dashboard's notice", async () => {
    const email = 'rafiq.hasan@shop.test';
    const password = 'mango-river-lantern-4';
    await unwrap(shop.api.POST('/manageEmployees/employeeinvite', { body: { email, level: 'employee' } }));
    const employee = await shop.newPage();
    await employee.goto(await shop.mailLink(email, '/register/'));
    await employee.getByLabel('Name').fill('Rafiq Hasan');
    await employee.getByLabel('Password', { exact: true }).fill(password);
    await employee.getByLabel('Confirm Password').fill(password);
    await employee.getByRole('button', { name: 'Create Account' }).click();
    await employee.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await employee.getByRole('complementary', { name: 'API tokens ending soon' }).count()).toBe(0);

    await employee.goto('/general_settings');
    await employee.getByRole('heading', { level: 1, name: 'General Settings' }).waitFor();
    expect(await employee.getByRole('link', { name: /API tokens/ }).count()).toBe(0);
    await employee.goto('/api_tokens');
    await employee
      .getByRole('heading', { level: 1, name: 'Only the shop owner can manage API tokens' })
      .waitFor();
    expectNoConsoleErrors(shop, employee);
  });
});
