import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCustomer, anAddress, aWishlist } from '../../test/customer-fixtures';
import { anEmployeeSession, listOf } from '../../test/fixtures';
import { http } from '../../test/http';
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
