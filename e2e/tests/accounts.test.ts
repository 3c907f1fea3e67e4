import { toFormData, unwrap } from '@shop/sdk';
import { describe, expect, it } from 'vitest';
import { useShop } from '../support/shop.js';

const shop = useShop();

describe('accounts', () => {
  it('registers an invited employee from the emailed link, who can then sign in', async () => {
    const email = 'nadia.rahman@shop.test';
    await unwrap(shop.api.POST('/manageEmployees/employeeinvite', { body: { email } }));
    const link = await shop.mailLink(email, '/register/');
    expect(link.startsWith(`${shop.origin}/register/`)).toBe(true);

    const page = await shop.newPage();
    await page.goto(link);
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await page.getByLabel('Name').fill('Nadia Rahman');
    await page.getByLabel('Password', { exact: true }).fill('saffron-kettle-moon-1');
    await page.getByLabel('Confirm Password').fill('saffron-kettle-moon-2');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Passwords do not match').waitFor();

    await page.getByLabel('Confirm Password').fill('saffron-kettle-moon-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByRole('button', { name: /Nadia Rahman/ }).waitFor();

    // The link is single use.
    const again = await shop.newPage();
    await again.goto(link);
    await again
      .getByText(/expired|already been used|no longer valid/i)
      .first()
      .waitFor();

    const fresh = await shop.newPage();
    await shop.signIn(fresh, { email, password: 'saffron-kettle-moon-1' });
    await fresh.getByRole('heading', { name: 'Dashboard' }).waitFor();
  });

  it('resets a forgotten password from the emailed link', async () => {
    const email = 'rafiq.islam@shop.test';
    await unwrap(shop.api.POST('/manageEmployees/employeeinvite', { body: { email } }));
    const invite = new URL(await shop.mailLink(email, '/register/')).pathname.split('/').at(-1) ?? '';
    await unwrap(
      shop.api.POST('/employees/register', {
        body: { token: invite, name: 'Rafiq Islam', email, password: 'old-password-1' },
        bodySerializer: toFormData,
      }),
    );

    const page = await shop.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: /forgot password/i }).click();
    await page.waitForURL('**/recover-pass-one');
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Recovery Email' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await page.getByText(`If we found an account with ${email}, an email has been sent`).waitFor();
    await page.getByRole('link', { name: 'Back to Login' }).waitFor();

    const link = await shop.mailLink(email, '/resetEmployeePassword/');
    await page.goto(link);
    await page.getByRole('heading', { name: /reset password/i }).waitFor();
    await page.getByLabel('New Password', { exact: true }).fill('new-password-1');
    await page.getByLabel('Confirm New Password').fill('new-password-1');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.waitForURL('**/login*');

    await shop.signIn(page, { email, password: 'new-password-1' });
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  });

  it('changes the password and signs the employee out', async () => {
    const email = 'sumaiya.akter@shop.test';
    await unwrap(shop.api.POST('/manageEmployees/employeeinvite', { body: { email } }));
    const page = await shop.newPage();
    await page.goto(await shop.mailLink(email, '/register/'));
    await page.getByLabel('Name').fill('Sumaiya Akter');
    await page.getByLabel('Password', { exact: true }).fill('first-password-1');
    await page.getByLabel('Confirm Password').fill('first-password-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();

    await page.getByRole('button', { name: /Sumaiya Akter/ }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.getByRole('link', { name: /change password/i }).click();
    await page.waitForURL('**/change-password');
    await page.getByRole('heading', { name: /change password/i }).waitFor();
    await page.getByLabel('Current Password').fill('first-password-1');
    await page.getByLabel('New Password', { exact: true }).fill('second-password-2');
    await page.getByLabel('Confirm New Password').fill('second-password-2');
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await page.waitForURL('**/login*');
    expect(await page.evaluate(() => localStorage.getItem('signedInEmployee'))).toBeNull();

    await shop.signIn(page, { email, password: 'second-password-2' });
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  });
});
