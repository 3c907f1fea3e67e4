import type { Schema } from '@shop/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anItem } from '../../test/catalogue-fixtures';
import { changeListOf } from '../../test/change-fixtures';
import { aCustomer } from '../../test/customer-fixtures';
import { anEmployeeSession, listOf } from '../../test/fixtures';
import { http } from '../../test/http';
import { anOrder } from '../../test/order-fixtures';
import { renderApp } from '../../test/render-app';
import { recordRequests, server } from '../../test/server';
import { focused, shortcutsReady } from '../../test/shortcuts-ready';
import { RECENT_PLACES_STORAGE_KEY } from './recent-places';

/** Answers the palette's searches (and the lists a choice opens) from these records. */
function serveRecords({
  items = [],
  customers = [],
  orders = [],
}: {
  items?: Schema<'Item'>[];
  customers?: Schema<'Customer'>[];
  orders?: Schema<'Order'>[];
}) {
  const contains = (text: string, q: string | null) => text.toLowerCase().includes((q ?? '').toLowerCase());
  server.use(
    http.get('/controlItems/manageItem', ({ query, response }) =>
      response(200).json(listOf(items.filter((item) => contains(item.name, query.get('q'))))),
    ),
    http.get('/customers/manageCustomers/getAllCustomers', ({ query, response }) =>
      response(200).json(
        listOf(customers.filter((c) => contains(`${c.name} ${c.email} ${c.mobile}`, query.get('q')))),
      ),
    ),
    http.get('/customers/orders/getSingleOrder/{id}', ({ params, response }) => {
      const order = orders.find((candidate) => candidate._id === params.id);
      return order
        ? response(200).json(order)
        : response(404).json({ message: `There is no order ${params.id}.` });
    }),
    http.get('/customers/orders/allOrdersByStatus/{status}', ({ params, response }) =>
      response(200).json(listOf(orders.filter((order) => order.orderStatus === params.status))),
    ),
    http.get('/changes/{entityType}/{id}', ({ response }) => response(200).json(changeListOf([]))),
    // View Order reads the order's customer, for their mobile.
    http.get('/customers/manageCustomers/getSingleCustomer/{id}', ({ params, response }) =>
      response(200).json(aCustomer({ _id: params.id })),
    ),
  );
}

async function openPalette(app: Awaited<ReturnType<typeof renderApp>>) {
  await shortcutsReady();
  await app.user.keyboard('{Control>}k{/Control}');
  const dialog = await screen.findByRole('dialog', { name: 'Go to or find' });
  const input = within(dialog).getByRole('combobox', { name: 'Screen, item, customer or order' });
  // The dialog takes the focus (and the keys) in an effect just after it shows.
  await waitFor(() => expect(input).toHaveFocus());
  return { dialog, input };
}

const optionNames = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('option')
    .map((option) => option.textContent);

describe('the command palette', () => {
  it('opens with Ctrl+K, finds a screen by name, and Enter opens it', async () => {
    serveRecords({});
    const app = await renderApp({ url: '/', user: anEmployeeSession() });
    const { dialog, input } = await openPalette(app);
    expect(input).toHaveFocus();

    await app.user.type(input, 'collection screens');
    expect(within(dialog).getByRole('option', { name: /Collection Screens/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await app.user.keyboard('{Enter}');

    await waitFor(() => expect(app.pathname()).toBe('/collection_screens'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Collection Screens' })).toBeInTheDocument();
  });

  it('finds items and customers on the server as one debounced, small search, and announces the count', async () => {
    serveRecords({
      items: [anItem({ name: 'Rahima Saree' })],
      customers: [
        aCustomer({ _id: '5', name: 'Rahim Uddin', email: 'rahim@mail.test', mobile: '+8801711000000' }),
      ],
    });
    const app = await renderApp({ url: '/', user: anEmployeeSession() });
    const { dialog, input } = await openPalette(app);
    const requests = recordRequests();

    await app.user.type(input, 'rahim');
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('3 results'));
    expect(optionNames(dialog)).toEqual([
      'Rahima SareeItem, ৳1,23,456.50',
      'Rahim UddinCustomer, rahim@mail.test, +8801711000000',
      'Orders of Rahim UddinEvery order of this customer',
    ]);
    expect(requests.sort()).toEqual([
      'GET /controlItems/manageItem?q=rahim&pageSize=5',
      'GET /customers/manageCustomers/getAllCustomers?q=rahim&pageSize=5',
    ]);

    await app.user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(app.pathname()).toBe('/customers'));
    expect(app.search()).toMatchObject({ q: 'rahim@mail.test' });
  });

  it('finds a customer by phone', async () => {
    serveRecords({ customers: [aCustomer({ name: 'Karim Ahmed', mobile: '+8801811000002' })] });
    const app = await renderApp({ url: '/', user: anEmployeeSession() });
    const { dialog, input } = await openPalette(app);

    await app.user.type(input, '01811');

    expect(await within(dialog).findByRole('option', { name: /^Karim Ahmed/ })).toBeInTheDocument();
  });

  it("says where the server's search failed, and an unknown order is no failure", async () => {
    server.use(
      http.get('/controlItems/manageItem', ({ response }) =>
        response(400).json({ message: 'The items are out of reach.' }),
      ),
      http.get('/customers/manageCustomers/getAllCustomers', ({ response }) =>
        response(200).json(listOf([])),
      ),
      http.get('/customers/orders/getSingleOrder/{id}', ({ params, response }) =>
        params.id === '12'
          ? response(400).json({ message: 'The orders are out of reach.' })
          : response(404).json({ message: `There is no order ${params.id}.` }),
      ),
    );
    const app = await renderApp({ url: '/', user: anEmployeeSession() });
    const { dialog, input } = await openPalette(app);

    await app.user.type(input, '12');
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('alert')
          .map((alert) => alert.textContent),
      ).toEqual([
        'Items could not be searched: The items are out of reach.',
        'The order could not be looked up: The orders are out of reach.',
      ]),
    );
    expect(input).toHaveValue('12');

    await app.user.clear(input);
    await app.user.type(input, '13');
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('alert')
          .map((alert) => alert.textContent),
      ).toEqual(['Items could not be searched: The items are out of reach.']),
    );
  });

  it('finds an order by its id, and Enter opens it on its status list in View Order', async () => {
    serveRecords({ orders: [anOrder({ _id: '12', orderStatus: 'shipped' })] });
    const app = await renderApp({ url: '/', user: anEmployeeSession() });
    const { dialog, input } = await openPalette(app);

    await app.user.type(input, '12');
    const option = await within(dialog).findByRole('option', { name: /^Order 12/ });
    expect(option).toHaveTextContent('Karim Ahmed, Shipped, ৳1,40,624.30');
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', option.id);
    await app.user.keyboard('{Enter}');

    await waitFor(() => expect(app.pathname()).toBe('/ordersFromStatus/shipped'));
    expect(app.search()).toMatchObject({ order: '12' });
    const view = await screen.findByRole('dialog', { name: 'View Order' });
    expect(await within(view).findByText('Ring the bell twice')).toBeInTheDocument();

    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(app.search()).not.toHaveProperty('order', '12'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('in Bangla, an order typed in Bangla digits is found and named in them', async () => {
    serveRecords({ orders: [anOrder({ _id: '240', orderStatus: 'shipped' })] });
    const app = await renderApp({ url: '/', user: anEmployeeSession(), browserLanguages: ['bn'] });
    const search = await screen.findByRole('button', { name: 'খুঁজুন' });
    await waitFor(() => expect(search).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K'));
    await app.user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'যান বা খুঁজুন' });
    const input = within(dialog).getByRole('combobox', { name: 'স্ক্রিন, পণ্য, গ্রাহক বা অর্ডার' });
    await waitFor(() => expect(input).toHaveFocus());
    await app.user.type(input, '২৪০');
    expect(await within(dialog).findByRole('option', { name: /^অর্ডার ২৪০/ })).toBeInTheDocument();
  });

  it('closes with Escape and gives the focus back to the search button', async () => {
    const app = await renderApp({ url: '/', user: anEmployeeSession() });
    const button = within(screen.getByRole('banner')).getByRole('button', { name: 'Search' });

    await app.user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Go to or find' });
    await waitFor(() => expect(dialog).toContainElement(focused()));
    await app.user.keyboard('{Escape}');

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('offers the recent places first, the latest first', async () => {
    serveRecords({});
    localStorage.setItem(
      RECENT_PLACES_STORAGE_KEY,
      JSON.stringify(['/customers?q=karim', '/ordersFromStatus/shipped', '/profile']),
    );
    const app = await renderApp({ url: '/item_screens', user: anEmployeeSession() });
    const { dialog } = await openPalette(app);

    const recent = within(dialog).getByRole('group', { name: 'Recent' });
    expect(
      within(recent)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Item Screens', 'CustomersSearch: karim', 'Shipped orders']);
    await app.user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(app.pathname()).toBe('/customers'));
    expect(app.search()).toMatchObject({ q: 'karim' });
    // The list's read is answered before the test ends (else it would reach the next test's handlers).
    expect(await screen.findByRole('heading', { level: 1, name: /^Customers/ })).toBeInTheDocument();
  });

  it("offers only the screens the person's role may open", async () => {
    const app = await renderApp({ url: '/', user: anEmployeeSession({ level: 'employee' }) });
    const { dialog, input } = await openPalette(app);

    await app.user.type(input, 'e');
    const screens = within(within(dialog).getByRole('group', { name: 'Screens' })).getAllByRole('option');
    const names = screens.map((option) => option.textContent ?? '');
    expect(names.some((name) => name.startsWith('Employees'))).toBe(true);
    expect(names.some((name) => name.startsWith('Employee Invites'))).toBe(false);
    expect(names.some((name) => name.startsWith('Activity'))).toBe(false);
    expect(names.some((name) => name.startsWith('API tokens'))).toBe(false);
  });

  it('offers an owner the API tokens screen', async () => {
    const app = await renderApp({ url: '/', user: anEmployeeSession() });
    const { dialog, input } = await openPalette(app);

    await app.user.type(input, 'API tokens');
    const screens = within(within(dialog).getByRole('group', { name: 'Screens' })).getAllByRole('option');
    expect(screens.map((option) => option.textContent ?? '')).toEqual([
      "API tokensThe keys the shop's other tools call the API with",
    ]);
  });
});
