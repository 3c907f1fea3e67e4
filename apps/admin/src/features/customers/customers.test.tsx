import type { Schema } from '@shop/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addressTreeHandlers } from '../../test/address-fixtures';
import { aCustomer, anAddress, aWishlist } from '../../test/customer-fixtures';
import { anEmployeeSession, listOf } from '../../test/fixtures';
import { formDialog } from '../../test/form-dialog';
import { http } from '../../test/http';
import { multipartFields } from '../../test/multipart';
import { renderApp } from '../../test/render-app';
import { recordRequests, server } from '../../test/server';
import { detailsOf, rowOf } from '../../test/table-rows';

describe('customers', () => {
  it('lists name, picture and email, with view and shortcuts to wishlists, orders and addresses', async () => {
    server.use(
      http.get('/customers/manageCustomers/getAllCustomers', ({ response }) =>
        response(200).json(listOf([aCustomer(), aCustomer({ _id: '6', name: 'Nusrat Jahan', dp: null })], 2)),
      ),
    );
    const app = await renderApp({ url: '/customers', user: anEmployeeSession() });

    expect(screen.getByRole('heading', { level: 1, name: 'Customers (2 in total)' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Customers' }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Customer Name', 'Image', 'Email', 'Actions']);
    const karim = within(rowOf('Karim Ahmed'));
    expect(karim.getByRole('img', { name: 'Karim Ahmed' })).toHaveAttribute(
      'src',
      '/media/customers/karim.webp',
    );
    expect(karim.getByRole('cell', { name: 'karim@mail.test' })).toBeInTheDocument();
    expect(karim.getByRole('link', { name: 'Wishlists' })).toHaveAttribute(
      'href',
      '/wishlist_from_customer/5',
    );
    expect(karim.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders_from_customer/5');
    expect(karim.getByRole('link', { name: 'Addresses' })).toHaveAttribute(
      'href',
      '/addresses_from_customer/5',
    );
    expect(within(rowOf('Nusrat Jahan')).getByText('No image')).toBeInTheDocument();

    await app.user.click(karim.getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'View Customer' });
    expect(detailsOf(dialog)).toEqual([
      ['Name', 'Karim Ahmed'],
      ['Email', 'karim@mail.test'],
      ['Phone', '+8801711000000'],
      ['Image', ''],
    ]);
    expect(within(dialog).getByRole('img', { name: 'Karim Ahmed' })).toBeInTheDocument();
  });

  it("a shortcut opens that customer's list", async () => {
    server.use(
      http.get('/customers/manageCustomers/getAllCustomers', ({ response }) =>
        response(200).json(listOf([aCustomer()])),
      ),
      http.get('/customers/manageCustomers/getAddressesForSingleCustomer/{id}', ({ params, response }) =>
        response(200).json(listOf(params.id === '5' ? [anAddress()] : [])),
      ),
    );
    const app = await renderApp({ url: '/customers', user: anEmployeeSession() });

    await app.user.click(within(rowOf('Karim Ahmed')).getByRole('link', { name: 'Addresses' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Addresses (1 in total)' }),
    ).toBeInTheDocument();
    expect(app.pathname()).toBe('/addresses_from_customer/5');
  });

  it('searches on the server with the text kept in the URL, from the first page', async () => {
    server.use(
      http.get('/customers/manageCustomers/getAllCustomers', ({ query, response }) =>
        query.get('q') === 'nus'
          ? response(200).json(listOf([aCustomer({ _id: '6', name: 'Nusrat Jahan' })]))
          : response(200).json(listOf([aCustomer()], 120)),
      ),
    );
    const requests = recordRequests();
    const app = await renderApp({ url: '/customers?page=2', user: anEmployeeSession() });

    await app.user.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'nus{Enter}');
    expect(await screen.findByText('Nusrat Jahan', { selector: 'td' })).toBeInTheDocument();
    expect(app.search()).toEqual({ q: 'nus' });
    const searches = requests.filter((request) => request.includes('getAllCustomers'));
    expect(searches).toEqual([
      'GET /customers/manageCustomers/getAllCustomers?page=2&pageSize=50',
      'GET /customers/manageCustomers/getAllCustomers?q=nus&pageSize=50',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Customers (1 in total)' })).toBeInTheDocument();
  });

  it('a search from the address shows in the box', async () => {
    server.use(
      http.get('/customers/manageCustomers/getAllCustomers', ({ query, response }) =>
        response(200).json(listOf(query.get('q') === 'karim' ? [aCustomer()] : [])),
      ),
    );
    await renderApp({ url: '/customers?q=karim', user: anEmployeeSession() });
    expect(screen.getByRole('searchbox', { name: 'Search customers' })).toHaveValue('karim');
    expect(rowOf('Karim Ahmed')).toBeInTheDocument();
  });
});

describe("a customer's lists", () => {
  it('wishlists: a name column, each with a view', async () => {
    server.use(
      http.get('/customers/manageCustomers/getWishlistsForSingleCustomer/{id}', ({ params, response }) =>
        response(200).json(listOf(params.id === '5' ? [aWishlist()] : [])),
      ),
    );
    const app = await renderApp({ url: '/wishlist_from_customer/5', user: anEmployeeSession() });

    expect(screen.getByRole('heading', { level: 1, name: 'Wishlists (1 in total)' })).toBeInTheDocument();
    await app.user.click(within(rowOf('Eid gifts')).getByRole('button', { name: 'View' }));
    expect(detailsOf(await screen.findByRole('dialog', { name: 'View Wishlist' }))).toEqual([
      ['Name', 'Eid gifts'],
      ['Item', 'Cotton Panjabi'],
      ['Customer', 'Karim Ahmed'],
    ]);
  });

  it('addresses: name and type, the view with area name, full address and zip code', async () => {
    server.use(
      http.get('/customers/manageCustomers/getAddressesForSingleCustomer/{id}', ({ response }) =>
        response(200).json(listOf([anAddress({ name: 'Office', type: 'Work', zipCode: '1212' })])),
      ),
    );
    const app = await renderApp({ url: '/addresses_from_customer/5', user: anEmployeeSession() });

    expect(within(rowOf('Office')).getByRole('cell', { name: 'Work' })).toBeInTheDocument();
    await app.user.click(within(rowOf('Office')).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'View Address' });
    expect(detailsOf(dialog)).toEqual([
      ['Name', 'Office'],
      ['Type', 'Work'],
      ['Area', 'Dhanmondi'],
      ['Full Address', 'House 7, Road 4, Dhanmondi, Dhaka'],
      ['Zip Code', '1212'],
    ]);
    await app.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('customers typed in by staff', () => {
  it('"New customer": name, a mobile as people write it (Bangla digits, spaces), no email; the list shows them', async () => {
    let customers = [aCustomer()];
    const bodies: Array<Record<string, string>> = [];
    server.use(
      http.get('/customers/manageCustomers/getAllCustomers', ({ response }) =>
        response(200).json(listOf(customers)),
      ),
      http.post('/customers/manageCustomers/createCustomer', async ({ request, response }) => {
        bodies.push(await multipartFields(request));
        const created = aCustomer({
          _id: '9',
          name: 'Nusrat Jahan',
          mobile: '+8801812345678',
          email: '',
          dp: null,
        });
        customers = [...customers, created];
        return response(201).json(created);
      }),
    );
    const app = await renderApp({ url: '/customers', user: anEmployeeSession({ level: 'employee' }) });

    await app.user.click(screen.getByRole('button', { name: 'New customer' }));
    const dialog = await formDialog('New customer');
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Nusrat Jahan');
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Mobile' }), '০১৮১২ ৩৪৫৬৭৮');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create customer' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ name: 'Nusrat Jahan', mobile: '০১৮১২ ৩৪৫৬৭৮' }]);
    expect(rowOf('Nusrat Jahan')).toBeInTheDocument();
    expect(screen.getByText('Customer created')).toBeInTheDocument();
  });

  it('a mobile another customer has: the 409 names them in the form, what was typed is kept', async () => {
    server.use(
      http.get('/customers/manageCustomers/getAllCustomers', ({ response }) =>
        response(200).json(listOf([])),
      ),
      http.post('/customers/manageCustomers/createCustomer', ({ response }) =>
        response(409).json({
          message: 'Karim Ahmed has this mobile number.',
          customer: { _id: '5', name: 'Karim Ahmed', mobile: '+8801711000000' },
        }),
      ),
    );
    const app = await renderApp({ url: '/customers', user: anEmployeeSession() });

    await app.user.click(screen.getByRole('button', { name: 'New customer' }));
    const dialog = await formDialog('New customer');
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'K. Ahmed');
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Mobile' }), '01711-000000');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create customer' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Karim Ahmed has this mobile number.');
    expect(within(dialog).getByRole('textbox', { name: 'Mobile' })).toHaveValue('01711-000000');
  });

  it('"Update customer" starts from the row and is made on the version read', async () => {
    let customers = [aCustomer({ version: 4 })];
    const sent: Array<{ ifMatch: string | null; fields: Record<string, string> }> = [];
    server.use(
      http.get('/customers/manageCustomers/getAllCustomers', ({ response }) =>
        response(200).json(listOf(customers)),
      ),
      http.patch('/customers/manageCustomers/updateCustomer/{id}', async ({ request, response }) => {
        sent.push({ ifMatch: request.headers.get('If-Match'), fields: await multipartFields(request) });
        customers = [aCustomer({ version: 5, name: 'Karim Uddin Ahmed', email: '' })];
        return response(200).json(customers[0] ?? aCustomer());
      }),
    );
    const app = await renderApp({ url: '/customers', user: anEmployeeSession() });

    await app.user.click(within(rowOf('Karim Ahmed')).getByRole('button', { name: 'Update' }));
    const dialog = await formDialog('Update customer');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(within(dialog).getByRole('textbox', { name: 'Mobile' })).toHaveValue('+8801711000000');
    await app.user.clear(name);
    await app.user.type(name, 'Karim Uddin Ahmed');
    await app.user.clear(within(dialog).getByRole('textbox', { name: 'Email' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Update customer' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([
      { ifMatch: '"4"', fields: { name: 'Karim Uddin Ahmed', mobile: '+8801711000000', email: '' } },
    ]);
    expect(rowOf('Karim Uddin Ahmed')).toBeInTheDocument();
  });
});

describe("a customer's addresses typed in by staff", () => {
  it('"Create Address": the area chosen division -> district -> area, sent for this customer', async () => {
    let addresses: Schema<'Address'>[] = [];
    const bodies: unknown[] = [];
    server.use(
      ...addressTreeHandlers(),
      http.get('/customers/manageCustomers/getAddressesForSingleCustomer/{id}', ({ response }) =>
        response(200).json(listOf(addresses)),
      ),
      http.post('/customers/manageCustomers/createAddress', async ({ request, response }) => {
        const body = await request.json();
        bodies.push(body);
        const created = anAddress({
          _id: '31',
          name: 'Office',
          type: 'Office',
          area: { _id: '9', name: 'Tongi' },
        });
        addresses = [created];
        return response(201).json(created);
      }),
    );
    const app = await renderApp({ url: '/addresses_from_customer/5', user: anEmployeeSession() });

    await app.user.click(screen.getByRole('button', { name: 'Create Address' }));
    const dialog = await formDialog('Create Address');
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Office');
    const type = within(dialog).getByRole('textbox', { name: 'Type' });
    expect(type).toHaveValue('Home');
    await app.user.clear(type);
    await app.user.type(type, 'Office');
    const area = within(dialog).getByRole('combobox', { name: 'Area' });
    expect(area).toBeDisabled();
    await app.user.selectOptions(
      await within(dialog).findByRole('combobox', { name: 'Division' }),
      await within(dialog).findByRole('option', { name: 'Dhaka' }),
    );
    const district = within(dialog).getByRole('combobox', { name: 'District' });
    await app.user.selectOptions(district, await within(district).findByRole('option', { name: 'Gazipur' }));
    await app.user.selectOptions(area, await within(area).findByRole('option', { name: 'Tongi' }));
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Full Address' }), 'Plot 12, BSCIC');
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Zip Code' }), '১৭১০');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create Address' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([
      {
        customer: '5',
        name: 'Office',
        type: 'Office',
        area: '9',
        fullAddress: 'Plot 12, BSCIC',
        zipCode: '১৭১০',
      },
    ]);
    expect(rowOf('Office')).toBeInTheDocument();
  });

  it('an area left unchosen is Required, and nothing is sent', async () => {
    server.use(
      ...addressTreeHandlers(),
      http.get('/customers/manageCustomers/getAddressesForSingleCustomer/{id}', ({ response }) =>
        response(200).json(listOf([])),
      ),
    );
    const requests = recordRequests();
    const app = await renderApp({ url: '/addresses_from_customer/5', user: anEmployeeSession() });

    await app.user.click(screen.getByRole('button', { name: 'Create Address' }));
    const dialog = await formDialog('Create Address');
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Office');
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Full Address' }), 'Plot 12');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create Address' }));

    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Area' })).toHaveAccessibleDescription('Required'),
    );
    expect(requests.filter((request) => request.startsWith('POST'))).toEqual([]);
  });

  it('"Update Address" shows where the stored area stands, and sends a new area', async () => {
    let addresses = [anAddress({ version: 2 })];
    const sent: Array<{ ifMatch: string | null; body: unknown }> = [];
    server.use(
      ...addressTreeHandlers(),
      http.get('/customers/manageCustomers/getAddressesForSingleCustomer/{id}', ({ response }) =>
        response(200).json(listOf(addresses)),
      ),
      http.patch('/customers/manageCustomers/updateAddress/{id}', async ({ request, response }) => {
        sent.push({ ifMatch: request.headers.get('If-Match'), body: await request.json() });
        addresses = [anAddress({ version: 3, area: { _id: '8', name: 'Mirpur' } })];
        return response(200).json(addresses[0] ?? anAddress());
      }),
    );
    const app = await renderApp({ url: '/addresses_from_customer/5', user: anEmployeeSession() });

    await app.user.click(within(rowOf('Home')).getByRole('button', { name: 'Update' }));
    const dialog = await formDialog('Update Address');
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Division' })).toHaveValue('1'));
    expect(within(dialog).getByRole('combobox', { name: 'District' })).toHaveValue('3');
    const area = within(dialog).getByRole('combobox', { name: 'Area' });
    expect(area).toHaveValue('3');
    await app.user.selectOptions(area, await within(area).findByRole('option', { name: 'Mirpur' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Update Address' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([
      {
        ifMatch: '"2"',
        body: {
          name: 'Home',
          type: 'Home',
          area: '8',
          fullAddress: 'House 7, Road 4, Dhanmondi, Dhaka',
          zipCode: '1205',
        },
      },
    ]);
  });

  it('"Delete Address" of an address an order uses: the 409 stays in the dialog', async () => {
    server.use(
      http.get('/customers/manageCustomers/getAddressesForSingleCustomer/{id}', ({ response }) =>
        response(200).json(listOf([anAddress()])),
      ),
      http.delete('/customers/manageCustomers/deleteAddress/{id}', ({ response }) =>
        response(409).json({ message: '2 orders were placed to this address: it is kept.' }),
      ),
    );
    const app = await renderApp({ url: '/addresses_from_customer/5', user: anEmployeeSession() });

    await app.user.click(within(rowOf('Home')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Address' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(
      await within(dialog).findByText('2 orders were placed to this address: it is kept.'),
    ).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(rowOf('Home')).toBeInTheDocument();
  });

  it('in Bangla: the address form asks for division, district and area in Bangla', async () => {
    server.use(
      ...addressTreeHandlers(),
      http.get('/customers/manageCustomers/getAddressesForSingleCustomer/{id}', ({ response }) =>
        response(200).json(listOf([])),
      ),
    );
    const app = await renderApp({
      url: '/addresses_from_customer/5',
      user: anEmployeeSession(),
      browserLanguages: ['bn'],
    });

    await app.user.click(screen.getByRole('button', { name: 'ঠিকানা তৈরি করুন' }));
    const dialog = await formDialog('ঠিকানা তৈরি করুন');
    expect(within(dialog).getByRole('group', { name: 'অবস্থান' })).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'বিভাগ' })).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'জেলা' })).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'এলাকা' })).toBeInTheDocument();
  });
});
