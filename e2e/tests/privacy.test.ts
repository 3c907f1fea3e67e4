import { ifMatch, unwrap } from '@shop/sdk';
import { describe, expect, it } from 'vitest';
import { DELETED_IMAGE, expectNoConsoleErrors, useShop } from '../support/shop.js';

const shop = useShop();

/** Sets the shop policy's export switch through the API, as the owner (the run's other files expect it off). */
async function letEmployeesExport(on: boolean) {
  const policy = await unwrap(shop.api.GET('/shopPolicy'));
  await unwrap(
    shop.api.PATCH('/shopPolicy', { params: { header: ifMatch(policy) }, body: { employeesMayExport: on } }),
  );
}

describe("customers' personal data", () => {
  it('leaves the shop by an employee only once the owner allows it, and each export is in Activity', async () => {
    const email = 'jamal.hossain@shop.test';
    const password = 'marigold-lantern-38';
    await unwrap(shop.api.POST('/manageEmployees/employeeinvite', { body: { email, level: 'employee' } }));
    const employee = await shop.newPage();
    await employee.goto(await shop.mailLink(email, '/register/'));
    await employee.getByLabel('Name').fill('Jamal Hossain');
    await employee.getByLabel('Password', { exact: true }).fill(password);
    await employee.getByLabel('Confirm Password').fill(password);
    await employee.getByRole('button', { name: 'Create Account' }).click();
    await employee.getByRole('heading', { name: 'Dashboard' }).waitFor();
    try {
      // Off (a new shop): the customers list offers no export to an employee.
      await employee.goto('/customers');
      await employee.getByRole('heading', { level: 1, name: /^Customers/ }).waitFor();
      await employee.waitForLoadState('networkidle');
      expect(await employee.getByRole('button', { name: 'Export Customers' }).count()).toBe(0);

      // The owner allows it on General Settings.
      const owner = await shop.signedInPage('/general_settings');
      const toggle = owner.getByRole('switch', { name: "Employees may export customers' personal data" });
      await toggle.click();
      await owner
        .getByRole('status')
        .filter({ hasText: "Employees may now export customers' personal data." })
        .waitFor();
      expect(await toggle.getAttribute('aria-checked')).toBe('true');

      // The employee's next visit offers it, and the file comes.
      await employee.goto('/customers');
      const download = employee.waitForEvent('download');
      await employee.getByRole('button', { name: 'Export Customers' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);

      // The owner sees who exported what.
      await owner.goto('/activity');
      const row = owner.getByRole('row', { name: /Jamal Hossain/ }).filter({ hasText: 'Export customers' });
      await row.getByText(/^Exported [\d,]+ customers?$/).waitFor();
      // Activity shows the images of records other tests deleted, whose files are gone.
      expectNoConsoleErrors(shop, owner, DELETED_IMAGE);
      expectNoConsoleErrors(shop, employee);
    } finally {
      await letEmployeesExport(false);
    }
  });
});
