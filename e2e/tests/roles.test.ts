import { describe, expect, it } from 'vitest';
import { expectNoConsoleErrors, useShop } from '../support/shop.js';

const shop = useShop();

describe('staff roles', () => {
  it('an owner invites an employee, who is refused the VAT and the invites, then deactivated and signed out', async () => {
    const email = 'salma.begum@shop.test';
    const password = 'pepper-lagoon-drum-1';
    const owner = await shop.signedInPage('/employee-invites');
    await owner.getByRole('button', { name: 'Create Invite' }).click();
    const invite = owner.getByRole('dialog', { name: 'Create Invite' });
    await invite.getByLabel('Email').fill(email);
    await invite.getByLabel('Role').selectOption({ label: 'Employee' });
    await invite.getByRole('button', { name: 'Send Invite to Email' }).click();
    await owner
      .getByRole('row', { name: new RegExp(email) })
      .getByRole('cell', { name: 'Employee' })
      .waitFor();

    // The invitee, in a browser of their own.
    const employee = await shop.newPage();
    await employee.goto(await shop.mailLink(email, '/register/'));
    await employee.getByLabel('Name').fill('Salma Begum');
    await employee.getByLabel('Password', { exact: true }).fill(password);
    await employee.getByLabel('Confirm Password').fill(password);
    await employee.getByRole('button', { name: 'Create Account' }).click();
    await employee.getByRole('heading', { name: 'Dashboard' }).waitFor();

    await employee.goto('/vat');
    await employee.getByRole('heading', { level: 1, name: /^VAT \(\d+ in total\)$/ }).waitFor();
    await employee.getByText('Only the shop owner can change VAT.').waitFor();
    if ((await employee.getByRole('button', { name: 'Create VAT' }).count()) > 0) {
      throw new Error('an employee is offered Create VAT');
    }
    await employee.goto('/employee-invites');
    await employee
      .getByRole('heading', { level: 1, name: 'Only the shop owner can manage employee invites' })
      .waitFor();

    // The owner deactivates them.
    await owner.goto('/employees');
    const row = owner.getByRole('row', { name: /Salma Begum/ });
    await row.getByRole('button', { name: 'Deactivate' }).click();
    const confirm = owner.getByRole('alertdialog', { name: 'Deactivate Employee' });
    await confirm.getByText('Deactivate Salma Begum?', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await row.getByRole('cell', { name: 'Deactivated' }).waitFor();
    expectNoConsoleErrors(shop, owner);

    // Their next step signs them out and tells them why; they cannot sign in again, and are told why again.
    await employee.getByRole('link', { name: 'Go to the home page' }).click();
    await employee.waitForURL('**/login**');
    await employee
      .getByRole('alert')
      .filter({ hasText: 'Your access to this shop has ended. Ask an owner.' })
      .waitFor();
    await employee.getByLabel('Email').fill(email);
    await employee.getByLabel('Password').fill('not-the-password-1');
    await employee.getByRole('button', { name: 'Sign In' }).click();
    await employee.getByText('Wrong email or password.').waitFor();
    await employee.getByLabel('Password').fill(password);
    await employee.getByRole('button', { name: 'Sign In' }).click();
    await employee
      .getByRole('form', { name: 'Login' })
      .getByText('Your access to this shop has ended. Ask an owner.')
      .waitFor();
    expect(new URL(employee.url()).pathname).toBe('/login');
  });
});
