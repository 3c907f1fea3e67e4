import type { Schema } from '@shop/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addressTreeHandlers } from '../../test/address-fixtures';
import { anEmployee, anEmployeeSession, listOf } from '../../test/fixtures';
import { formDialog } from '../../test/form-dialog';
import { http } from '../../test/http';
import { multipartFields } from '../../test/multipart';
import { renderApp } from '../../test/render-app';
import { recordRequests, server } from '../../test/server';
import { rowOf } from '../../test/table-rows';

type Rate = Schema<'Vat'>;
type DeliveryFee = Schema<'DeliveryFee'>;

const aRate = (overrides: Partial<Rate> = {}): Rate => ({
  _id: '1',
  version: 1,
  amount: 7.5,
  isApplicable: true,
  ...overrides,
});

const aDeliveryFee = (overrides: Partial<DeliveryFee> = {}): DeliveryFee => ({
  _id: '1',
  version: 1,
  name: 'Inside Dhaka',
  amount: 1250,
  isApplicable: true,
  districts: [],
  ...overrides,
});

/** VAT and discounts: same layout and rules, their own paths and modal titles. */
const rates = [
  { url: '/vat', api: '/vats', heading: 'VAT', name: 'VAT' },
  { url: '/discounts', api: '/discounts', heading: 'Discounts', name: 'Discount' },
] as const;

function serveRates(api: (typeof rates)[number]['api'], rows: () => Rate[]) {
  return api === '/vats'
    ? http.get('/vats', ({ response }) => response(200).json(listOf(rows())))
    : http.get('/discounts', ({ response }) => response(200).json(listOf(rows())));
}

describe.each(rates)('$url', ({ url, api, heading, name }) => {
  it(`shows Amount, Is Applicable (True/False) and Actions, and no "Create ${name}" once one exists`, async () => {
    server.use(serveRates(api, () => [aRate()]));
    await renderApp({ url, user: anEmployeeSession() });

    expect(screen.getByRole('heading', { level: 1, name: `${heading} (1 in total)` })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: heading }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Amount', 'Is Applicable', 'Actions']);
    const row = within(rowOf('7.5%'));
    expect(row.getByRole('cell', { name: 'True' })).toBeInTheDocument();
    expect(row.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Update',
      'Delete',
    ]);
    expect(screen.queryByRole('button', { name: `Create ${name}` })).not.toBeInTheDocument();
  });

  it(`offers "Create ${name}" while none exists and sends the form data`, async () => {
    let rows: Rate[] = [];
    const bodies: Array<Record<string, string>> = [];
    const create = async (request: Request) => {
      bodies.push(await multipartFields(request));
      rows = [aRate({ amount: 5, isApplicable: true })];
      return aRate({ amount: 5 });
    };
    server.use(
      serveRates(api, () => rows),
      api === '/vats'
        ? http.post('/vats', async ({ request, response }) => response(201).json(await create(request)))
        : http.post('/discounts', async ({ request, response }) => response(201).json(await create(request))),
    );
    const app = await renderApp({ url, user: anEmployeeSession() });

    await app.user.click(screen.getByRole('button', { name: `Create ${name}` }));
    const dialog = await formDialog(`Create ${name}`);
    await app.user.type(within(dialog).getByRole('spinbutton', { name: 'Amount' }), '5');
    await app.user.click(within(dialog).getByRole('switch', { name: 'Is Applicable' }));
    await app.user.click(within(dialog).getByRole('button', { name: `Create ${name}` }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ amount: '5', isApplicable: 'true' }]);
    expect(screen.getByRole('heading', { level: 1, name: `${heading} (1 in total)` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Create ${name}` })).not.toBeInTheDocument();
  });

  it(`shows the server's 409 when another ${name} was created meanwhile`, async () => {
    server.use(
      serveRates(api, () => []),
      api === '/vats'
        ? http.post('/vats', ({ response }) =>
            response(409).json({ message: `There is a ${name} setting already` }),
          )
        : http.post('/discounts', ({ response }) =>
            response(409).json({ message: `There is a ${name} setting already` }),
          ),
    );
    const app = await renderApp({ url, user: anEmployeeSession() });

    await app.user.click(screen.getByRole('button', { name: `Create ${name}` }));
    const dialog = await formDialog(`Create ${name}`);
    await app.user.type(within(dialog).getByRole('spinbutton', { name: 'Amount' }), '5');
    await app.user.click(within(dialog).getByRole('button', { name: `Create ${name}` }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(`There is a ${name} setting already`);
    expect(within(dialog).getByRole('spinbutton', { name: 'Amount' })).toHaveValue('5');
  });

  it(`"Update ${name}" starts from the row and sends the changes`, async () => {
    let rows = [aRate()];
    const bodies: Array<Record<string, string>> = [];
    const update = async (request: Request) => {
      bodies.push(await multipartFields(request));
      rows = [aRate({ amount: 10, isApplicable: false })];
      return aRate({ amount: 10, isApplicable: false });
    };
    server.use(
      serveRates(api, () => rows),
      api === '/vats'
        ? http.patch('/vats/{id}', async ({ request, response }) => response(200).json(await update(request)))
        : http.patch('/discounts/{id}', async ({ request, response }) =>
            response(200).json(await update(request)),
          ),
    );
    const requests = recordRequests();
    const app = await renderApp({ url, user: anEmployeeSession() });

    await app.user.click(within(rowOf('7.5%')).getByRole('button', { name: 'Update' }));
    const dialog = await formDialog(`Update ${name}`);
    const amount = within(dialog).getByRole('spinbutton', { name: 'Amount' });
    expect(amount).toHaveValue('7.5');
    expect(within(dialog).getByRole('switch', { name: 'Is Applicable' })).toBeChecked();
    await app.user.clear(amount);
    await app.user.type(amount, '10');
    await app.user.click(within(dialog).getByRole('switch', { name: 'Is Applicable' }));
    await app.user.click(within(dialog).getByRole('button', { name: `Update ${name}` }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests).toContain(`PATCH ${api}/1`);
    expect(bodies).toEqual([{ amount: '10', isApplicable: 'false' }]);
    expect(within(rowOf('10%')).getByRole('cell', { name: 'False' })).toBeInTheDocument();
  });

  it(`"Delete ${name}" asks first, then deletes`, async () => {
    let rows = [aRate()];
    server.use(
      serveRates(api, () => rows),
      api === '/vats'
        ? http.delete('/vats/{id}', ({ response }) => {
            rows = [];
            return response(204).empty();
          })
        : http.delete('/discounts/{id}', ({ response }) => {
            rows = [];
            return response(204).empty();
          }),
    );
    const app = await renderApp({ url, user: anEmployeeSession() });

    await app.user.click(within(rowOf('7.5%')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: `Delete ${name}` });
    expect(dialog).toHaveAccessibleDescription(`Are you sure you want to delete 7.5% ${name}?`);
    const requests = recordRequests();
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('button', { name: `Create ${name}` })).toBeInTheDocument();
    expect(requests[0]).toBe(`DELETE ${api}/1`);
    expect(screen.getByRole('heading', { level: 1, name: `${heading} (0 in total)` })).toBeInTheDocument();
  });
});

describe('/delivery-fees', () => {
  it('shows Name, Amount in taka, Districts and Actions, and offers "Create Delivery Fee" while fewer than 2 exist', async () => {
    server.use(http.get('/deliveryFees', ({ response }) => response(200).json(listOf([aDeliveryFee()]))));
    await renderApp({ url: '/delivery-fees', user: anEmployeeSession() });

    expect(screen.getByRole('heading', { level: 1, name: 'Delivery Fees (1 in total)' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Delivery Fees' }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Amount', 'Districts', 'Actions']);
    const row = within(rowOf('Inside Dhaka'));
    expect(row.getByRole('cell', { name: '৳1,250.00' })).toBeInTheDocument();
    expect(row.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'View',
      'Update',
      'Choose districts',
      'Delete',
    ]);
    expect(screen.getByRole('button', { name: 'Create Delivery Fee' })).toBeInTheDocument();
  });

  it('offers no create with 2 delivery fees', async () => {
    server.use(
      http.get('/deliveryFees', ({ response }) =>
        response(200).json(listOf([aDeliveryFee(), aDeliveryFee({ _id: '2', name: 'Outside Dhaka' })])),
      ),
    );
    await renderApp({ url: '/delivery-fees', user: anEmployeeSession() });

    expect(screen.getByRole('heading', { level: 1, name: 'Delivery Fees (2 in total)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Delivery Fee' })).not.toBeInTheDocument();
    expect(screen.getByText('There are 2 delivery fees, the most there can be.')).toBeInTheDocument();
  });

  it('creates one in "Create Delivery Fee" and shows a 409 past the limit', async () => {
    const bodies: Array<Record<string, string>> = [];
    server.use(
      http.get('/deliveryFees', ({ response }) => response(200).json(listOf([aDeliveryFee()]))),
      http.post('/deliveryFees', async ({ request, response }) => {
        bodies.push(await multipartFields(request));
        return response(409).json({ message: 'There can be at most 2 delivery fees' });
      }),
    );
    const app = await renderApp({ url: '/delivery-fees', user: anEmployeeSession() });

    await app.user.click(screen.getByRole('button', { name: 'Create Delivery Fee' }));
    const dialog = await formDialog('Create Delivery Fee');
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Outside Dhaka');
    await app.user.type(within(dialog).getByRole('spinbutton', { name: 'Amount' }), '120.50');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create Delivery Fee' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'There can be at most 2 delivery fees',
    );
    expect(bodies).toEqual([{ name: 'Outside Dhaka', amount: '120.5', isApplicable: 'false' }]);
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Outside Dhaka');
  });

  it('"View Delivery Fee" shows the name, the amount in taka and whether it applies', async () => {
    server.use(
      http.get('/deliveryFees', ({ response }) =>
        response(200).json(listOf([aDeliveryFee({ amount: 123456.5, isApplicable: false })])),
      ),
    );
    const app = await renderApp({ url: '/delivery-fees', user: anEmployeeSession() });

    await app.user.click(within(rowOf('Inside Dhaka')).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'View Delivery Fee' });
    expect(within(dialog).getByText('৳1,23,456.50')).toBeInTheDocument();
    // A view says Yes / No (a list's column says True / False).
    expect(within(dialog).getByText('No')).toBeInTheDocument();
  });
});

describe('which districts a delivery fee covers', () => {
  const insideDhaka = aDeliveryFee({
    version: 3,
    districts: [
      { _id: '3', name: 'Dhaka' },
      { _id: '4', name: 'Gazipur' },
    ],
  });
  const outsideDhaka = aDeliveryFee({ _id: '2', name: 'Outside Dhaka', amount: 120, districts: [] });

  it('the Districts column names them, "Every other district" for the fee that names none', async () => {
    server.use(
      http.get('/deliveryFees', ({ response }) => response(200).json(listOf([insideDhaka, outsideDhaka]))),
    );
    const app = await renderApp({ url: '/delivery-fees', user: anEmployeeSession() });

    expect(within(rowOf('Inside Dhaka')).getByRole('cell', { name: 'Dhaka, Gazipur' })).toBeInTheDocument();
    expect(
      within(rowOf('Outside Dhaka')).getByRole('cell', { name: 'Every other district' }),
    ).toBeInTheDocument();
    await app.user.click(within(rowOf('Outside Dhaka')).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'View Delivery Fee' });
    expect(within(dialog).getByText('Every other district')).toBeInTheDocument();
  });

  it('"Choose districts": grouped by division, narrowed by the filter, saved with the version read', async () => {
    let fees = [insideDhaka, outsideDhaka];
    const saved: Array<{ ifMatch: string | null; body: unknown }> = [];
    server.use(
      ...addressTreeHandlers(),
      http.get('/deliveryFees', ({ response }) => response(200).json(listOf(fees))),
      http.put('/deliveryFees/districtsOfDeliveryFee/{id}', async ({ params, request, response }) => {
        const body = await request.json();
        saved.push({ ifMatch: request.headers.get('If-Match'), body });
        const after = aDeliveryFee({
          ...insideDhaka,
          _id: params.id,
          version: 4,
          districts: [
            { _id: '3', name: 'Dhaka' },
            { _id: '5', name: 'Narayanganj' },
          ],
        });
        fees = [after, outsideDhaka];
        return response(200).json(after);
      }),
    );
    const app = await renderApp({ url: '/delivery-fees', user: anEmployeeSession() });

    await app.user.click(within(rowOf('Inside Dhaka')).getByRole('button', { name: 'Choose districts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose districts of Inside Dhaka' });
    const dhakaDivision = await within(dialog).findByRole('group', { name: 'Dhaka' });
    expect(within(dhakaDivision).getByRole('checkbox', { name: 'Dhaka' })).toBeChecked();
    expect(within(dhakaDivision).getByRole('checkbox', { name: 'Gazipur' })).toBeChecked();
    expect(within(dhakaDivision).getByRole('checkbox', { name: 'Narayanganj' })).not.toBeChecked();
    expect(within(dialog).getByRole('group', { name: 'Chattogram' })).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 districts chosen');

    await app.user.type(within(dialog).getByRole('searchbox', { name: 'Filter districts' }), 'gaz');
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(1);
    expect(within(dialog).queryByRole('group', { name: 'Chattogram' })).not.toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Gazipur' }));
    await app.user.clear(within(dialog).getByRole('searchbox', { name: 'Filter districts' }));
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Narayanganj' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Save districts' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saved).toEqual([{ ifMatch: '"3"', body: { districts: ['3', '5'] } }]);
    expect(await screen.findByText('Districts of Inside Dhaka saved')).toBeInTheDocument();
    expect(
      within(rowOf('Inside Dhaka')).getByRole('cell', { name: 'Dhaka, Narayanganj' }),
    ).toBeInTheDocument();
  });

  it('a district the other fee covers: the 409 is shown in the dialog, the choice kept', async () => {
    const covering = aDeliveryFee({ ...outsideDhaka, districts: [{ _id: '6', name: 'Chattogram' }] });
    server.use(
      ...addressTreeHandlers(),
      http.get('/deliveryFees', ({ response }) => response(200).json(listOf([insideDhaka, covering]))),
      http.put('/deliveryFees/districtsOfDeliveryFee/{id}', ({ response }) =>
        response(409).json({ message: 'Outside Dhaka covers Chattogram already.' }),
      ),
    );
    const app = await renderApp({ url: '/delivery-fees', user: anEmployeeSession() });

    await app.user.click(within(rowOf('Inside Dhaka')).getByRole('button', { name: 'Choose districts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose districts of Inside Dhaka' });
    const chattogram = within(await within(dialog).findByRole('group', { name: 'Chattogram' }));
    expect(chattogram.getByText('(Outside Dhaka covers it)')).toBeInTheDocument();
    await app.user.click(chattogram.getByRole('checkbox', { name: /^Chattogram/ }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Save districts' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Outside Dhaka covers Chattogram already.',
    );
    expect(chattogram.getByRole('checkbox', { name: /^Chattogram/ })).toBeChecked();
    expect(within(dialog).getByRole('status')).toHaveTextContent('3 districts chosen');
  });

  it('someone changed the fee meanwhile (412): says who, and loads their districts on request', async () => {
    let fees = [insideDhaka, outsideDhaka];
    server.use(
      ...addressTreeHandlers(),
      http.get('/deliveryFees', ({ response }) => response(200).json(listOf(fees))),
      http.put('/deliveryFees/districtsOfDeliveryFee/{id}', ({ response }) => {
        const current = aDeliveryFee({
          ...insideDhaka,
          version: 4,
          districts: [{ _id: '5', name: 'Narayanganj' }],
        });
        fees = [current, outsideDhaka];
        return response(412).json({
          message: 'Someone changed this delivery fee.',
          changedBy: { _id: '9', name: 'Sadia Islam' },
          changedAt: '2026-03-06T09:15:00.000Z',
          current,
        });
      }),
    );
    const app = await renderApp({ url: '/delivery-fees', user: anEmployeeSession() });

    await app.user.click(within(rowOf('Inside Dhaka')).getByRole('button', { name: 'Choose districts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose districts of Inside Dhaka' });
    await app.user.click(await within(dialog).findByRole('checkbox', { name: 'Narayanganj' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Save districts' }));
    expect(await within(dialog).findByText(/^Changed by Sadia Islam at/)).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Load their changes' }));

    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('1 district chosen'));
    expect(within(dialog).getByRole('checkbox', { name: 'Narayanganj' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Dhaka' })).not.toBeChecked();
  });
});

describe('charges seen by an employee (only the owner may change them)', () => {
  const employee = anEmployeeSession({ level: 'employee' });

  it.each([
    { url: '/vat', heading: 'VAT', note: 'Only the shop owner can change VAT.' },
    { url: '/discounts', heading: 'Discounts', note: 'Only the shop owner can change discounts.' },
  ] as const)(
    '$url lists without Create, Update or Delete, and says who can',
    async ({ url, heading, note }) => {
      server.use(serveRates(url === '/vat' ? '/vats' : '/discounts', () => []));
      await renderApp({ url, user: employee });

      expect(screen.getByRole('heading', { level: 1, name: `${heading} (0 in total)` })).toBeInTheDocument();
      expect(screen.getByText(note)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Create/ })).toBeNull();
    },
  );

  it('/delivery-fees lists the fees with View only', async () => {
    server.use(http.get('/deliveryFees', ({ response }) => response(200).json(listOf([aDeliveryFee()]))));
    await renderApp({ url: '/delivery-fees', user: employee });

    expect(screen.getByText('Only the shop owner can change delivery fees.')).toBeInTheDocument();
    expect(
      within(rowOf('Inside Dhaka'))
        .queryAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['View']);
    expect(screen.queryByRole('button', { name: 'Create Delivery Fee' })).toBeNull();
  });

  it('follows a role changed since sign-in: the server says employee, so the actions go', async () => {
    server.use(
      serveRates('/vats', () => []),
      http.get('/employees/me', ({ response }) => response(200).json({ ...anEmployee(), level: 'employee' })),
    );
    const app = await renderApp({ url: '/vat', user: anEmployeeSession({ level: 'owner' }) });

    expect(await screen.findByText('Only the shop owner can change VAT.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create VAT' })).toBeNull();
    expect(app.auth.getSnapshot().employee?.level).toBe('employee');
  });
});

describe.each([
  {
    language: 'en',
    browserLanguages: ['en'],
    row: '7.5%',
    update: 'Update',
    title: 'Update VAT',
    amount: 'Amount',
    required: 'Required',
    enterANumber: 'Enter a number',
  },
  {
    language: 'bn',
    browserLanguages: ['bn'],
    row: '৭.৫%',
    update: 'হালনাগাদ করুন',
    title: 'ভ্যাট হালনাগাদ করুন',
    amount: 'পরিমাণ',
    required: 'আবশ্যক',
    enterANumber: 'একটি সংখ্যা লিখুন',
  },
] as const)('"Update VAT" in $language sends nothing it cannot send as typed', (w) => {
  it('an emptied Amount is Required, a text that is no number is refused: the dialog stays open, nothing is sent', async () => {
    const bodies: Array<Record<string, string>> = [];
    server.use(
      serveRates('/vats', () => [aRate()]),
      http.patch('/vats/{id}', async ({ request, response }) => {
        bodies.push(await multipartFields(request));
        return response(200).json(aRate());
      }),
    );
    const app = await renderApp({
      url: '/vat',
      user: anEmployeeSession(),
      browserLanguages: w.browserLanguages,
    });

    await app.user.click(within(rowOf(w.row)).getByRole('button', { name: w.update }));
    const dialog = await formDialog(w.title);
    const amount = within(dialog).getByRole('spinbutton', { name: w.amount });
    const submit = within(dialog).getByRole('button', { name: w.title });
    await app.user.clear(amount);
    await app.user.click(submit);
    await waitFor(() => expect(amount).toHaveAccessibleDescription(expect.stringContaining(w.required)));
    expect(amount).toHaveFocus();

    await app.user.type(amount, 'abc');
    await waitFor(() => expect(submit).toBeEnabled());
    await app.user.click(submit);
    await waitFor(() => expect(amount).toHaveAccessibleDescription(expect.stringContaining(w.enterANumber)));
    expect(amount).toHaveValue('abc');
    expect(screen.getByRole('dialog', { name: w.title })).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });
});
