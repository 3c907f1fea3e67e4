import type { Schema } from '@shop/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeListOf } from '../../test/change-fixtures';
import { anEmployeeSession } from '../../test/fixtures';
import { http } from '../../test/http';
import { anOrderShop, type OrderShop, orderShopHandlers } from '../../test/order-entry-fixtures';
import { anOrder, anOrderItem } from '../../test/order-fixtures';
import { renderApp } from '../../test/render-app';
import { recordRequests, server } from '../../test/server';
import { shortcutsReady } from '../../test/shortcuts-ready';
import { detailsOf, rowOf } from '../../test/table-rows';

const employee = anEmployeeSession({ level: 'employee' });

/** The shop with order 12 of Karim's, processing, version 3: two Cotton Panjabi to his home, from a phone call. */
function shopWithOrder(overrides: Partial<Schema<'Order'>> = {}): OrderShop {
  const shop = anOrderShop();
  shop.orders.push(anOrder({ _id: '12', version: 3, source: 'phone', notes: 'Ring twice', ...overrides }));
  shop.orderLines.set('12', [
    anOrderItem({ item: { _id: '8', name: 'Cotton Panjabi' }, quantity: 2, unitPrice: 1400, total: 2800 }),
  ]);
  return shop;
}

/** Answers updateOrder over `shop` as `answer` says (the order changed, by default). */
function serveUpdates(
  shop: OrderShop,
  answer?: (order: Schema<'Order'>) => Response | undefined,
): ReturnType<typeof http.patch> {
  return http.patch('/customers/orders/updateOrder/{id}', async ({ params, request, response }) => {
    const body = await request.json();
    shop.updated.push({ ifMatch: request.headers.get('If-Match'), body });
    const order = shop.orders.find((candidate) => candidate._id === params.id);
    if (!order) return response(404).json({ message: 'No such order.' });
    const refused = answer?.(order);
    if (refused) return refused;
    const changed = { ...order, version: order.version + 1, notes: body.notes ?? order.notes };
    shop.orders = shop.orders.map((candidate) => (candidate._id === order._id ? changed : candidate));
    return response(200).json(changed);
  });
}

async function openEdit(shop: OrderShop, answer?: (order: Schema<'Order'>) => Response | undefined) {
  server.use(
    ...orderShopHandlers(shop),
    serveUpdates(shop, answer),
    http.get('/changes/{entityType}/{id}', ({ response }) => response(200).json(changeListOf([]))),
  );
  return renderApp({ url: '/edit_order/12', user: employee });
}

function totals() {
  return detailsOf(screen.getByRole('region', { name: 'Totals' }));
}

describe('Edit order', () => {
  it('starts from the order; a line added is saved with the version read, repriced, and the order opens', async () => {
    const shop = shopWithOrder();
    const app = await openEdit(shop);

    expect(screen.getByRole('heading', { level: 1, name: 'Edit order 12' })).toBeInTheDocument();
    const customer = within(screen.getByRole('region', { name: 'Customer' }));
    expect(customer.getByText('Karim Ahmed')).toBeInTheDocument();
    expect(customer.queryByRole('button', { name: 'Change customer' })).not.toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /Home/ })).toBeChecked();
    expect(screen.getByText('Source: Phone')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Ring twice');
    const panjabi = within(screen.getByRole('listitem', { name: 'Cotton Panjabi' }));
    expect(panjabi.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');

    await app.user.type(screen.getByRole('combobox', { name: 'Add item' }), 'silk');
    await screen.findByRole('option', { name: /Silk Saree/ });
    await app.user.keyboard('{Enter}');
    // Priced at this moment's prices: the panjabi is ৳1,450 now.
    await waitFor(() => expect(totals()).toContainEqual(['Subtotal', '৳8,100.50']));
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));

    const view = await screen.findByRole('dialog', { name: 'View Order' });
    expect(app.search()).toEqual({ order: '12' });
    expect(shop.updated).toEqual([
      {
        ifMatch: '"3"',
        body: {
          lines: [
            { item: '8', quantity: 2 },
            { item: '9', quantity: 1 },
          ],
        },
      },
    ]);
    expect(within(view).getByRole('link', { name: 'Edit order' })).toHaveAttribute('href', '/edit_order/12');
    expect(screen.getByText('Order 12 saved')).toBeInTheDocument();
  });

  it('only the notes changed: only they are sent, so the lines keep their prices; nothing changed says so', async () => {
    const shop = shopWithOrder();
    const app = await openEdit(shop);
    await screen.findByRole('radio', { name: /Home/ });

    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing has changed.');
    expect(shop.updated).toEqual([]);

    await app.user.type(screen.getByRole('textbox', { name: 'Notes' }), ', then knock');
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('dialog', { name: 'View Order' });
    expect(shop.updated).toEqual([{ ifMatch: '"3"', body: { notes: 'Ring twice, then knock' } }]);
  });

  it('the order moved on meanwhile (409): the server says so, what was typed is kept, and the order can be viewed', async () => {
    const shop = shopWithOrder();
    const app = await openEdit(shop, () =>
      Response.json(
        { message: 'Order 12 is To Be Delivered now: it can no longer be changed.' },
        { status: 409 },
      ),
    );
    await screen.findByRole('radio', { name: /Home/ });
    await app.user.type(screen.getByRole('textbox', { name: 'Notes' }), '!');
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Order 12 is To Be Delivered now: it can no longer be changed.',
    );
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Ring twice!');
    expect(screen.getByRole('link', { name: 'View the order' })).toHaveAttribute(
      'href',
      '/ordersFromStatus/processing?order=%2212%22',
    );
  });

  it('someone else changed it (412): the notice says who, and their version loads on request', async () => {
    const shop = shopWithOrder();
    const app = await openEdit(shop, (order) => {
      const theirs = { ...order, version: 4, notes: 'Leave at the gate' };
      shop.orders = [theirs];
      return Response.json(
        {
          message: 'Sadia Islam changed this order at 3:15 pm.',
          changedBy: { _id: '9', name: 'Sadia Islam' },
          changedAt: '2026-03-06T09:15:00.000Z',
          current: theirs,
        },
        { status: 412 },
      );
    });
    await screen.findByRole('radio', { name: /Home/ });
    await app.user.type(screen.getByRole('textbox', { name: 'Notes' }), '!');
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(/^Changed by Sadia Islam at/)).toBeInTheDocument();
    expect(screen.getByText('What you typed is kept below.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Ring twice!');
    await app.user.click(screen.getByRole('button', { name: 'Load their changes' }));

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Leave at the gate'),
    );
    await app.user.type(screen.getByRole('textbox', { name: 'Notes' }), '.');
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(shop.updated.at(-1)).toEqual({ ifMatch: '"4"', body: { notes: 'Leave at the gate.' } }),
    );
  });

  it('an order no longer processing is not offered for editing, and its address says it cannot be', async () => {
    const shop = shopWithOrder({ orderStatus: 'shipped' });
    const requests = recordRequests();
    await openEdit(shop);

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Order 12 is Shipped: only an order still processing can be edited.',
    );
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the order' })).toHaveAttribute(
      'href',
      '/ordersFromStatus/shipped?order=%2212%22',
    );
    expect(requests.filter((request) => !request.startsWith('GET'))).toEqual([]);
  });
});

describe('where orders are taken and edited from', () => {
  it('the Order Screens hub and each status list offer "New order"; the processing list offers Edit', async () => {
    const shop = shopWithOrder();
    shop.orders.push(anOrder({ _id: '13', orderStatus: 'shipped' }));
    server.use(...orderShopHandlers(shop));
    const app = await renderApp({ url: '/orderScreens', user: employee });

    expect(screen.getByRole('link', { name: 'New order' })).toHaveAttribute('href', '/new_order');
    await app.user.click(screen.getByRole('link', { name: /^Processing/ }));
    await screen.findByRole('heading', { level: 1, name: /^PROCESSING/ });
    expect(screen.getByRole('link', { name: 'New order' })).toHaveAttribute('href', '/new_order');
    expect(within(rowOf('12')).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/edit_order/12');

    await app.router.navigate({ to: '/ordersFromStatus/$status', params: { status: 'shipped' } });
    await screen.findByRole('heading', { level: 1, name: /^SHIPPED/ });
    expect(within(rowOf('13')).queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New order' })).toBeInTheDocument();
  });

  it('the command palette opens the New order page', async () => {
    server.use(...orderShopHandlers(anOrderShop()));
    const app = await renderApp({ url: '/', user: employee });

    await shortcutsReady();
    await app.user.keyboard('{Control>}k{/Control}');
    const input = await screen.findByRole('combobox', { name: 'Screen, item, customer or order' });
    await waitFor(() => expect(input).toHaveFocus());
    await app.user.type(input, 'new order');
    expect(await screen.findByRole('option', { name: /^New order/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await app.user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { level: 1, name: 'New order' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/new_order');
  });
});
