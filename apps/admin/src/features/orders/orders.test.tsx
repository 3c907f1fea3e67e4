import { formatDateTime, type Schema } from '@shop/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aChange, changeListOf } from '../../test/change-fixtures';
import { aCustomer } from '../../test/customer-fixtures';
import { anEmployeeSession, listOf, orderCounts } from '../../test/fixtures';
import { http } from '../../test/http';
import { anOrder, anOrderItem } from '../../test/order-fixtures';
import { renderApp } from '../../test/render-app';
import { recordRequests, server } from '../../test/server';
import { recordShownTexts } from '../../test/shown-texts';
import { detailsOf, rowOf } from '../../test/table-rows';

type OrderStatus = Schema<'OrderStatus'>;

// View Order reads the order's customer, for their mobile.
beforeEach(() => {
  server.use(
    http.get('/customers/manageCustomers/getSingleCustomer/{id}', ({ params, response }) =>
      params.id === '5'
        ? response(200).json(aCustomer())
        : response(404).json({ message: 'No such customer.' }),
    ),
  );
});

/** How each status reads in English. */
const statusTexts: Record<OrderStatus, string> = {
  processing: 'Processing',
  toBeDelivered: 'To Be Delivered',
  shipped: 'Shipped',
  completed: 'Completed',
  canceled: 'Canceled',
};

/** The accessible names of a row's action buttons and links, in order. */
function actionsOf(cellText: string): string[] {
  return within(rowOf(cellText))
    .queryAllByRole('button')
    .concat(within(rowOf(cellText)).queryAllByRole('link'))
    .map((element) => element.getAttribute('aria-label') ?? '')
    .sort();
}

/**
 * Answers the list of one status with `before` until a PATCH has been made, then with `after` (the order left).
 * The counts answer likewise, so a test sees whether the screens fetched them again.
 */
function ordersOfStatus(status: OrderStatus, before: Schema<'Order'>[], after: Schema<'Order'>[] = before) {
  let moved = false;
  return {
    moved: () => {
      moved = true;
    },
    handlers: [
      http.get('/customers/orders/allOrdersByStatus/{status}', ({ params, response }) =>
        params.status === status
          ? response(200).json(listOf(moved ? after : before))
          : response(200).json(listOf([])),
      ),
    ],
  };
}

const moves: Array<[OrderStatus, string, string, string, string]> = [
  [
    'processing',
    'Deliver',
    'Are you sure you want to deliver this order?',
    '/customers/orders/changeOrderStatus/toBeDeliveredFromProcessing/12',
    'Order 12 is now To Be Delivered',
  ],
  [
    'toBeDelivered',
    'Ship',
    'Are you sure you want to ship this order?',
    '/customers/orders/changeOrderStatus/shippedFromToBeDelivered/12',
    'Order 12 is now Shipped',
  ],
  [
    'shipped',
    'Complete',
    'Are you sure you want to complete this order?',
    '/customers/orders/changeOrderStatus/completedFromShipped/12',
    'Order 12 is now Completed',
  ],
  [
    'processing',
    'Cancel order',
    'Are you sure you want to cancel this order?',
    '/customers/orders/changeOrderStatus/canceledOrder/12',
    'Order 12 is now Canceled',
  ],
  [
    'toBeDelivered',
    'Cancel order',
    'Are you sure you want to cancel this order?',
    '/customers/orders/changeOrderStatus/canceledOrder/12',
    'Order 12 is now Canceled',
  ],
  [
    'shipped',
    'Cancel order',
    'Are you sure you want to cancel this order?',
    '/customers/orders/changeOrderStatus/canceledOrder/12',
    'Order 12 is now Canceled',
  ],
];

/** The four moves, each answering the order in its new status; `onMove` is told of every call. */
function moveHandlers(onMove: () => void) {
  const moved = (id: string, orderStatus: OrderStatus) => {
    onMove();
    return anOrder({ _id: id, orderStatus });
  };
  return [
    http.patch(
      '/customers/orders/changeOrderStatus/toBeDeliveredFromProcessing/{id}',
      ({ params, response }) => response(200).json(moved(params.id, 'toBeDelivered')),
    ),
    http.patch('/customers/orders/changeOrderStatus/shippedFromToBeDelivered/{id}', ({ params, response }) =>
      response(200).json(moved(params.id, 'shipped')),
    ),
    http.patch('/customers/orders/changeOrderStatus/completedFromShipped/{id}', ({ params, response }) =>
      response(200).json(moved(params.id, 'completed')),
    ),
    http.patch('/customers/orders/changeOrderStatus/canceledOrder/{id}', ({ params, response }) =>
      response(200).json(moved(params.id, 'canceled')),
    ),
  ];
}

describe('orders of a status', () => {
  it('heads the list with the upper-cased status and its count, one row per order', async () => {
    server.use(
      ...ordersOfStatus('processing', [
        anOrder({ _id: '12', customer: { _id: '5', name: 'Karim Ahmed' }, grandTotal: 140624.3 }),
        anOrder({ _id: '13', customer: { _id: '6', name: 'Nusrat Jahan' }, grandTotal: 990 }),
      ]).handlers,
    );
    await renderApp({ url: '/ordersFromStatus/processing', user: anEmployeeSession() });

    expect(screen.getByRole('heading', { level: 1, name: 'PROCESSING (2 in total)' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'PROCESSING orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Select all on this page', 'Order ID', 'Customer', 'Grand Total', 'Date', 'Actions']);
    expect(within(rowOf('12')).getByRole('cell', { name: 'Karim Ahmed' })).toBeInTheDocument();
    expect(within(rowOf('12')).getByRole('cell', { name: '৳1,40,624.30' })).toBeInTheDocument();
    expect(within(rowOf('13')).getByRole('cell', { name: '৳990.00' })).toBeInTheDocument();
  });

  it.each<[OrderStatus, string[]]>([
    ['processing', ['Cancel order', 'Deliver', 'Edit', 'Items', 'View']],
    ['toBeDelivered', ['Cancel order', 'Items', 'Ship', 'View']],
    ['shipped', ['Cancel order', 'Complete', 'Items', 'View']],
    ['completed', ['Items', 'View']],
    ['canceled', ['Items', 'View']],
  ])('a %s order offers %j', async (status, actions) => {
    server.use(...ordersOfStatus(status, [anOrder({ orderStatus: status })]).handlers);
    await renderApp({ url: `/ordersFromStatus/${status}`, user: anEmployeeSession() });

    expect(actionsOf('12')).toEqual(actions);
    expect(within(rowOf('12')).getByRole('link', { name: 'Items' })).toHaveAttribute(
      'href',
      '/order_items_from_order/12',
    );
  });

  it.each(moves)(
    'a %s order: "%s" asks "%s", sends PATCH %s with nothing else, and the order leaves the list',
    async (status, action, question, path, toastText) => {
      const list = ordersOfStatus(
        status,
        [anOrder({ orderStatus: status }), anOrder({ _id: '13', orderStatus: status })],
        [anOrder({ _id: '13', orderStatus: status })],
      );
      server.use(...list.handlers, ...moveHandlers(list.moved));
      const app = await renderApp({ url: `/ordersFromStatus/${status}`, user: anEmployeeSession() });
      const heading = status.toUpperCase();
      expect(screen.getByRole('heading', { level: 1, name: `${heading} (2 in total)` })).toBeInTheDocument();

      await app.user.click(within(rowOf('12')).getByRole('button', { name: action }));
      const dialog = await screen.findByRole('alertdialog');
      // The spec's question, then which order and where it goes.
      const target = toastText.replace('Order 12 is now ', '');
      expect(dialog).toHaveAccessibleDescription(
        `${question} Order 12 — Karim Ahmed, ৳1,40,624.30 From ${statusTexts[status]} to ${target}`,
      );
      expect(within(dialog).getByText('Order 12').tagName).toBe('STRONG');
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
      const requests = recordRequests();
      await app.user.click(within(dialog).getByRole('button', { name: 'Accept' }));

      expect(await screen.findByRole('status')).toHaveTextContent(toastText);
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(requests[0]).toBe(`PATCH ${path}`);
      expect(requests).toContain(`GET /customers/orders/allOrdersByStatus/${status}?pageSize=50`);
      expect(requests.filter((request) => request.startsWith('PATCH'))).toHaveLength(1);
      expect(screen.getByRole('heading', { level: 1, name: `${heading} (1 in total)` })).toBeInTheDocument();
      expect(screen.queryByRole('cell', { name: '12' })).not.toBeInTheDocument();
    },
  );

  it('after a move /orderScreens and / show the new counts, never the old ones first', async () => {
    const list = ordersOfStatus('shipped', [anOrder({ orderStatus: 'shipped' })], []);
    let completed = false;
    server.use(
      ...list.handlers,
      ...moveHandlers(() => {
        completed = true;
        list.moved();
      }),
      http.get('/customers/orders/getOrderCountsByStatus', ({ response }) =>
        response(200).json(
          completed ? orderCounts({ shipped: 0, completed: 8 }) : orderCounts({ shipped: 1, completed: 7 }),
        ),
      ),
    );
    const app = await renderApp({ url: '/orderScreens', user: anEmployeeSession() });
    expect(screen.getByRole('link', { name: 'Shipped: 1 order' })).toBeInTheDocument();

    await app.user.click(screen.getByRole('link', { name: 'Shipped: 1 order' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'SHIPPED (1 in total)' }),
    ).toBeInTheDocument();
    await app.user.click(within(rowOf('12')).getByRole('button', { name: 'Complete' }));
    await app.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Accept' }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'SHIPPED (0 in total)' }),
    ).toBeInTheDocument();

    const shown = recordShownTexts('a[aria-label]');

    await app.user.click(screen.getByRole('link', { name: 'Order Screens' }));
    expect(await screen.findByRole('link', { name: 'Completed: 8 orders' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shipped: 0 orders' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: 'Shop logo' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Completed: 8 orders' })).toBeInTheDocument();
    // Each page appeared with the new counts: the old ones were not shown, not even for a moment.
    expect(shown).not.toContain('Completed: 7 orders');
    expect(shown).not.toContain('Shipped: 1 order');
  });

  it('a move someone made first (409) shows the server message in the dialog and refreshes the list', async () => {
    const list = ordersOfStatus('processing', [anOrder()], []);
    server.use(
      ...list.handlers,
      http.patch('/customers/orders/changeOrderStatus/toBeDeliveredFromProcessing/{id}', ({ response }) => {
        list.moved();
        return response(409).json({ message: 'Order 12 is no longer processing: it is toBeDelivered' });
      }),
    );
    const app = await renderApp({ url: '/ordersFromStatus/processing', user: anEmployeeSession() });

    await app.user.click(within(rowOf('12')).getByRole('button', { name: 'Deliver' }));
    const dialog = await screen.findByRole('alertdialog');
    const requests = recordRequests();
    await app.user.click(within(dialog).getByRole('button', { name: 'Accept' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Order 12 is no longer processing: it is toBeDelivered',
    );
    expect(requests).toContain('GET /customers/orders/allOrdersByStatus/processing?pageSize=50');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'PROCESSING (0 in total)' })).toBeInTheDocument();
  });

  it('a move sends the version the row showed as If-Match; a 412 shows who changed the order and refreshes the list', async () => {
    const list = ordersOfStatus('processing', [anOrder({ version: 3 })], [anOrder({ version: 4 })]);
    const ifMatches: Array<string | null> = [];
    server.use(
      ...list.handlers,
      http.patch(
        '/customers/orders/changeOrderStatus/toBeDeliveredFromProcessing/{id}',
        ({ request, response }) => {
          ifMatches.push(request.headers.get('If-Match'));
          list.moved();
          return response(412).json({
            message: 'Changed by Sadia Islam at 6 Mar 2026, 15:15',
            changedBy: { _id: '8', name: 'Sadia Islam' },
            changedAt: '2026-03-06T09:15:00.000Z',
            current: anOrder({ version: 4 }),
          });
        },
      ),
    );
    const app = await renderApp({ url: '/ordersFromStatus/processing', user: anEmployeeSession() });

    await app.user.click(within(rowOf('12')).getByRole('button', { name: 'Deliver' }));
    const dialog = await screen.findByRole('alertdialog');
    const requests = recordRequests();
    await app.user.click(within(dialog).getByRole('button', { name: 'Accept' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Changed by Sadia Islam at 6 Mar 2026, 15:15',
    );
    expect(ifMatches).toEqual(['"3"']);
    expect(requests).toContain('GET /customers/orders/allOrdersByStatus/processing?pageSize=50');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    // Opened again, the move is made on the order as it is now.
    ifMatches.length = 0;
    await app.user.click(within(rowOf('12')).getByRole('button', { name: 'Deliver' }));
    await app.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Accept' }),
    );
    await waitFor(() => expect(ifMatches).toEqual(['"4"']));
  });

  it('Cancel in a move dialog sends nothing', async () => {
    server.use(...ordersOfStatus('toBeDelivered', [anOrder({ orderStatus: 'toBeDelivered' })]).handlers);
    const app = await renderApp({ url: '/ordersFromStatus/toBeDelivered', user: anEmployeeSession() });
    await app.user.click(within(rowOf('12')).getByRole('button', { name: 'Cancel order' }));
    const requests = recordRequests();
    await app.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('a move dialog names the order and where it goes in Bangla, with Bangla digits', async () => {
    server.use(...ordersOfStatus('processing', [anOrder({ _id: '240', grandTotal: 11749.5 })]).handlers);
    const app = await renderApp({
      url: '/ordersFromStatus/processing',
      user: anEmployeeSession(),
      browserLanguages: ['bn'],
    });
    await app.user.click(within(rowOf('২৪০')).getByRole('button', { name: 'ডেলিভারিতে দিন' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('অর্ডার ২৪০').tagName).toBe('STRONG');
    expect(dialog).toHaveTextContent('অর্ডার ২৪০ — Karim Ahmed, ৳১১,৭৪৯.৫০');
    expect(dialog).toHaveTextContent('অবস্থা: প্রক্রিয়াধীন থেকে ডেলিভারির অপেক্ষায়');
  });

  it('"View" shows the order: where it came from, its address, every amount in taka (the discount amount included) and notes', async () => {
    server.use(
      ...ordersOfStatus('completed', [anOrder({ orderStatus: 'completed' })]).handlers,
      http.get('/changes/{entityType}/{id}', ({ response }) => response(200).json(changeListOf([]))),
    );
    const app = await renderApp({ url: '/ordersFromStatus/completed', user: anEmployeeSession() });
    await app.user.click(within(rowOf('12')).getByRole('button', { name: 'View' }));

    const dialog = await screen.findByRole('dialog', { name: 'View Order' });
    await within(dialog).findByRole('link', { name: '+8801711000000' });
    expect(detailsOf(dialog)).toEqual([
      ['Order ID', '12'],
      ['Placed', formatDateTime('2026-03-05T08:30:00.000Z')],
      ['Customer', 'Karim Ahmed'],
      ['Mobile', '+8801711000000'],
      ['Source', 'Storefront'],
      ['Address', 'Home'],
      ['Area', 'Dhanmondi'],
      ['Full Address', 'House 7, Road 4, Dhanmondi, Dhaka'],
      ['Subtotal', '৳1,23,456.50'],
      ['Discount', '৳1,234.50'],
      ['Delivery Fee', '৳60.00'],
      ['Total', '৳1,22,282.00'],
      ['VAT', '৳18,342.30'],
      ['Grand Total', '৳1,40,624.30'],
      ['Notes', 'Ring the bell twice'],
    ]);
    expect(within(dialog).getByRole('link', { name: '+8801711000000' })).toHaveAttribute(
      'href',
      'tel:+8801711000000',
    );
    expect(dialog.querySelector('dd time')).toHaveAttribute('datetime', '2026-03-05T08:30:00.000Z');
    await app.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('"View" in Bangla: the order number in Bangla digits, who placed it and their mobile to call', async () => {
    server.use(
      ...ordersOfStatus('completed', [anOrder({ _id: '240', orderStatus: 'completed' })]).handlers,
      http.get('/changes/{entityType}/{id}', ({ response }) => response(200).json(changeListOf([]))),
    );
    const app = await renderApp({
      url: '/ordersFromStatus/completed',
      user: anEmployeeSession(),
      browserLanguages: ['bn'],
    });
    await app.user.click(within(rowOf('২৪০')).getByRole('button', { name: 'দেখুন' }));
    const dialog = await screen.findByRole('dialog', { name: 'অর্ডার দেখুন' });
    await within(dialog).findByRole('link', { name: '+8801711000000' });
    expect(detailsOf(dialog).slice(0, 4)).toEqual([
      ['অর্ডার আইডি', '২৪০'],
      ['অর্ডারের সময়', formatDateTime('2026-03-05T08:30:00.000Z', 'bn')],
      ['গ্রাহক', 'Karim Ahmed'],
      ['মোবাইল', '+8801711000000'],
    ]);
  });

  it('View Order says so when the customer cannot be read, and shows the rest', async () => {
    server.use(
      ...ordersOfStatus('completed', [
        anOrder({ orderStatus: 'completed', customer: { _id: '6', name: 'Gone Away' } }),
      ]).handlers,
      http.get('/changes/{entityType}/{id}', ({ response }) => response(200).json(changeListOf([]))),
    );
    const app = await renderApp({ url: '/ordersFromStatus/completed', user: anEmployeeSession() });
    await app.user.click(within(rowOf('12')).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'View Order' });
    expect(await within(dialog).findByText('No such customer.')).toBeInTheDocument();
    expect(detailsOf(dialog)).toContainEqual(['Customer', 'Gone Away']);
  });

  it('an empty status says so and shows no page controls', async () => {
    server.use(...ordersOfStatus('canceled', []).handlers);
    await renderApp({ url: '/ordersFromStatus/canceled', user: anEmployeeSession() });

    expect(screen.getByRole('heading', { level: 1, name: 'CANCELED (0 in total)' })).toBeInTheDocument();
    expect(screen.getByText('No orders here.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('keeps the page in the URL and asks the server for it', async () => {
    const pages: Array<string | null> = [];
    server.use(
      http.get('/customers/orders/allOrdersByStatus/{status}', ({ query, response }) => {
        pages.push(query.get('page'));
        return response(200).json(listOf([anOrder({ _id: query.get('page') === '2' ? '99' : '12' })], 120));
      }),
    );
    const app = await renderApp({ url: '/ordersFromStatus/processing', user: anEmployeeSession() });
    expect(screen.getByText('1–50 of 120')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('cell', { name: '99' })).toBeInTheDocument();
    expect(app.search()).toEqual({ page: 2 });
    expect(pages).toEqual([null, '2']);
    expect(screen.getByText('51–100 of 120')).toBeInTheDocument();
  });
});

describe('order items', () => {
  it("lists an order's lines: item name, quantity, unit price and total", async () => {
    server.use(
      http.get('/customers/orders/orderItemsFromOrder/{orderID}', ({ params, response }) =>
        response(200).json(
          listOf(
            params.orderID === '12'
              ? [
                  anOrderItem(),
                  anOrderItem({
                    _id: '41',
                    item: { _id: '9', name: 'Silk Saree' },
                    quantity: 1,
                    unitPrice: 125000,
                    total: 125000,
                  }),
                ]
              : [],
          ),
        ),
      ),
    );
    await renderApp({ url: '/order_items_from_order/12', user: anEmployeeSession() });

    expect(screen.getByRole('heading', { level: 1, name: 'Order Items (2 in total)' })).toBeInTheDocument();
    const cells = (name: string) =>
      within(rowOf(name))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Cotton Panjabi')).toEqual(['Cotton Panjabi', '2', '৳1,450.00', '৳2,900.00']);
    expect(cells('Silk Saree')).toEqual(['Silk Saree', '1', '৳1,25,000.00', '৳1,25,000.00']);
  });
});

describe('in Bangla, numbers are in Bangla digits', () => {
  it('order numbers in the list, its checkboxes and its count', async () => {
    server.use(...ordersOfStatus('processing', [anOrder({ _id: '240' }), anOrder({ _id: '238' })]).handlers);
    await renderApp({
      url: '/ordersFromStatus/processing',
      user: anEmployeeSession(),
      browserLanguages: ['bn'],
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('(মোট ২ টি)');
    expect(within(rowOf('২৪০')).getByRole('checkbox', { name: 'অর্ডার ২৪০ বাছাই করুন' })).toBeInTheDocument();
    expect(rowOf('২৩৮')).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: '240' })).not.toBeInTheDocument();
  });

  it("an order's lines: its number and each quantity", async () => {
    server.use(
      http.get('/customers/orders/orderItemsFromOrder/{orderID}', ({ response }) =>
        response(200).json(listOf([anOrderItem({ quantity: 2 })])),
      ),
    );
    await renderApp({
      url: '/order_items_from_order/240',
      user: anEmployeeSession(),
      browserLanguages: ['bn'],
    });
    expect(screen.getByText('অর্ডার ২৪০')).toBeInTheDocument();
    expect(
      within(rowOf('Cotton Panjabi'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Cotton Panjabi', '২', '৳১,৪৫০.০০', '৳২,৯০০.০০']);
  });

  it("a customer's orders", async () => {
    server.use(
      http.get('/customers/manageCustomers/getSingleCustomerOrders/{id}', ({ response }) =>
        response(200).json(listOf([anOrder({ _id: '240' })])),
      ),
    );
    await renderApp({ url: '/orders_from_customer/5', user: anEmployeeSession(), browserLanguages: ['bn'] });
    expect(rowOf('২৪০')).toBeInTheDocument();
  });
});

describe("a customer's orders", () => {
  it('shows order id, status and total, a view and a link to the items, and no moves', async () => {
    server.use(
      http.get('/customers/manageCustomers/getSingleCustomerOrders/{id}', ({ params, response }) =>
        response(200).json(
          listOf(
            params.id === '5' ? [anOrder({ orderStatus: 'toBeDelivered', total: 2960, discount: 40 })] : [],
          ),
        ),
      ),
      http.get('/changes/{entityType}/{id}', ({ response }) => response(200).json(changeListOf([]))),
    );
    const app = await renderApp({ url: '/orders_from_customer/5', user: anEmployeeSession() });

    expect(screen.getByRole('heading', { level: 1, name: 'Orders (1 in total)' })).toBeInTheDocument();
    expect(
      within(rowOf('12'))
        .getAllByRole('cell')
        .slice(0, 3)
        .map((cell) => cell.textContent),
    ).toEqual(['12', 'To Be Delivered', '৳2,960.00']);
    expect(actionsOf('12')).toEqual(['Items', 'View']);
    await app.user.click(within(rowOf('12')).getByRole('button', { name: 'View' }));
    expect(
      within(await screen.findByRole('dialog', { name: 'View Order' })).getByText('৳40.00'),
    ).toBeInTheDocument();
  });
});

describe("an order's timeline", () => {
  /** The order's change-log entries, as `entries` holds them when read; notes added are kept in it. */
  function serveTimeline(entries: Schema<'Change'>[]) {
    const asked: string[] = [];
    server.use(
      ...ordersOfStatus('shipped', [anOrder({ orderStatus: 'shipped' })]).handlers,
      http.get('/changes/{entityType}/{id}', ({ params, response }) => {
        asked.push(`${params.entityType} ${params.id}`);
        return response(200).json(changeListOf(entries));
      }),
    );
    return asked;
  }

  const moved = aChange({
    _id: '951',
    at: '2026-03-05T10:00:00.000Z',
    employee: { _id: '8', name: 'Sadia Islam' },
    role: 'employee',
    operation: 'changeOrderToToBeDelivered',
    entityType: 'Order',
    entityId: '12',
    label: 'Order #12',
    fields: [{ field: 'orderStatus', from: 'processing', to: 'toBeDelivered' }],
  });
  const note = aChange({
    _id: '952',
    at: '2026-03-05T11:00:00.000Z',
    operation: 'addOrderNote',
    entityType: 'Order',
    entityId: '12',
    label: 'Order #12',
    fields: [],
    note: 'Customer asked for evening delivery',
  });
  const printed = aChange({
    _id: '954',
    at: '2026-03-06T08:00:00.000Z',
    operation: 'printOrders',
    entityType: 'Order',
    entityId: '12',
    label: 'Order #12',
    fields: [],
    note: 'Printed the packing slip',
  });
  // Made by the courier bridge's API token, which Rahim created.
  const shipped = aChange({
    _id: '953',
    at: '2026-03-06T09:00:00.000Z',
    apiToken: { _id: '5', name: 'Courier bridge' },
    operation: 'changeOrderToShipped',
    entityType: 'Order',
    entityId: '12',
    label: 'Order #12',
    fields: [{ field: 'orderStatus', from: 'toBeDelivered', to: 'shipped' }],
  });

  function timelineOf(dialog: HTMLElement) {
    const list = within(dialog).getByRole('list', { name: 'Timeline, oldest first' });
    return within(list)
      .getAllByRole('listitem')
      .map((entry) => entry.querySelector('.order-timeline-what')?.textContent);
  }

  it('shows placed, each move with who made it and when, and the staff notes with their author, oldest first', async () => {
    const asked = serveTimeline([shipped, printed, note, moved]);
    const app = await renderApp({ url: '/ordersFromStatus/shipped', user: anEmployeeSession() });
    await app.user.click(within(rowOf('12')).getByRole('button', { name: 'View' }));

    const dialog = await screen.findByRole('dialog', { name: 'View Order' });
    expect(within(dialog).getByRole('heading', { name: 'Timeline' })).toBeInTheDocument();
    await waitFor(() =>
      expect(timelineOf(dialog)).toEqual([
        'Placed by Karim Ahmed',
        'Moved to To Be Delivered by Sadia Islam',
        'Note by Rahim Uddin',
        'Printed the packing slip by Rahim Uddin',
        'Moved to Shipped by Courier bridge token, created by Rahim Uddin',
      ]),
    );
    expect(asked).toEqual(['Order 12']);
    expect(within(dialog).getByText('Customer asked for evening delivery')).toBeInTheDocument();
    const times = within(dialog)
      .getByRole('list', { name: 'Timeline, oldest first' })
      .querySelectorAll('time');
    expect([...times].map((time) => time.getAttribute('datetime'))).toEqual([
      '2026-03-05T08:30:00.000Z',
      '2026-03-05T10:00:00.000Z',
      '2026-03-05T11:00:00.000Z',
      '2026-03-06T08:00:00.000Z',
      '2026-03-06T09:00:00.000Z',
    ]);
    // A print's words are its entry, not a note under it.
    expect(within(dialog).getAllByText(/Printed the packing slip/)).toHaveLength(1);
  });

  it('a cancel reads "Canceled by …"', async () => {
    serveTimeline([
      aChange({
        operation: 'cancelOrder',
        entityType: 'Order',
        entityId: '12',
        employee: { _id: '8', name: 'Sadia Islam' },
        fields: [{ field: 'orderStatus', from: 'shipped', to: 'canceled' }],
      }),
    ]);
    const app = await renderApp({ url: '/ordersFromStatus/shipped', user: anEmployeeSession() });
    await app.user.click(within(rowOf('12')).getByRole('button', { name: 'View' }));

    const dialog = await screen.findByRole('dialog', { name: 'View Order' });
    await waitFor(() => expect(timelineOf(dialog)).toContain('Canceled by Sadia Islam'));
  });

  it('adds a note: sends it, shows it in the timeline with its author, and empties the field', async () => {
    const entries = [moved];
    serveTimeline(entries);
    const bodies: Array<{ id: string; note: string }> = [];
    server.use(
      http.post('/customers/orders/addOrderNote/{id}', async ({ params, request, response }) => {
        const body = await request.json();
        bodies.push({ id: params.id, note: body.note });
        const added = { ...note, _id: '960', note: body.note };
        entries.unshift(added);
        return response(201).json(added);
      }),
    );
    const app = await renderApp({ url: '/ordersFromStatus/shipped', user: anEmployeeSession() });
    await app.user.click(within(rowOf('12')).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'View Order' });
    const form = within(dialog).getByRole('form', { name: 'Add a note' });

    await app.user.type(within(form).getByLabelText('Note'), 'Leave it with the guard');
    await app.user.click(within(form).getByRole('button', { name: 'Add Note' }));

    expect(await within(dialog).findByText('Leave it with the guard')).toBeInTheDocument();
    expect(bodies).toEqual([{ id: '12', note: 'Leave it with the guard' }]);
    expect(timelineOf(dialog)).toEqual([
      'Placed by Karim Ahmed',
      'Moved to To Be Delivered by Sadia Islam',
      'Note by Rahim Uddin',
    ]);
    expect(within(form).getByLabelText('Note')).toHaveValue('');
  });

  it('a refused note keeps its text and shows the server’s message; a blank one is not sent', async () => {
    serveTimeline([]);
    server.use(
      http.post('/customers/orders/addOrderNote/{id}', ({ response }) =>
        response(404).json({ message: 'No such order.' }),
      ),
    );
    const app = await renderApp({ url: '/ordersFromStatus/shipped', user: anEmployeeSession() });
    await app.user.click(within(rowOf('12')).getByRole('button', { name: 'View' }));
    const form = within(await screen.findByRole('dialog', { name: 'View Order' })).getByRole('form', {
      name: 'Add a note',
    });
    const requests = recordRequests();

    await app.user.type(within(form).getByLabelText('Note'), '   ');
    await app.user.click(within(form).getByRole('button', { name: 'Add Note' }));
    expect(within(form).getByLabelText('Note')).toHaveAccessibleDescription('Required');
    expect(requests).toEqual([]);

    await app.user.clear(within(form).getByLabelText('Note'));
    await app.user.type(within(form).getByLabelText('Note'), 'Call before delivery');
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Add Note' })).toBeEnabled());
    await app.user.click(within(form).getByRole('button', { name: 'Add Note' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('No such order.');
    expect(within(form).getByLabelText('Note')).toHaveValue('Call before delivery');
  });
});
