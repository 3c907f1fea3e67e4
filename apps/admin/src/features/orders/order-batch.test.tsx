import { setupI18n } from '@lingui/core';
import type { Schema } from '@shop/sdk';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anEmployeeSession, listOf } from '../../test/fixtures';
import { http } from '../../test/http';
import { anOrder } from '../../test/order-fixtures';
import { renderApp } from '../../test/render-app';
import { recordRequests, server } from '../../test/server';
import { batchMoveSummary } from './order-batch-summary';

type Result = Schema<'OrderBatchResult'>['results'][number];

const processing = ['12', '13', '14', '15'].map((_id) => anOrder({ _id }));

/** The processing list (the orders not yet moved), and a moveOrders that answers `answer` for what it is sent. */
function batchServer(answer: (ids: string[]) => Result[]) {
  const sent: Schema<'OrderBatchMove'>[] = [];
  let left = processing;
  server.use(
    http.get('/customers/orders/allOrdersByStatus/{status}', ({ params, response }) =>
      response(200).json(listOf(params.status === 'processing' ? left : [])),
    ),
    http.post('/customers/orders/moveOrders', async ({ request, response }) => {
      const body = await request.json();
      sent.push(body);
      const results = answer(body.ids);
      const moved = new Set(results.filter((one) => one.outcome === 'moved').map((one) => one._id));
      left = left.filter((order) => !moved.has(order._id));
      return response(200).json({ moved: moved.size, results });
    }),
  );
  return sent;
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name });

describe('batch moves on an order list', () => {
  it('moves the selected orders with one call after a confirm naming the count, and says what happened', async () => {
    const sent = batchServer((ids) =>
      ids.map((_id) =>
        _id === '14'
          ? { _id, outcome: 'alreadyThere', status: 'toBeDelivered', message: 'Already To Be Delivered' }
          : { _id, outcome: 'moved', status: 'toBeDelivered', message: 'Moved' },
      ),
    );
    const app = await renderApp({ url: '/ordersFromStatus/processing', user: anEmployeeSession() });
    expect(screen.queryByRole('button', { name: /^Move/ })).not.toBeInTheDocument();

    await app.user.click(checkbox('Select order 12'));
    await app.user.click(checkbox('Select order 14'));
    await app.user.click(checkbox('Select order 15'));
    const bar = screen.getByRole('group', { name: 'Selected orders' });
    expect(within(bar).getByText('3 orders selected')).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Print packing slips' })).toHaveAttribute(
      'href',
      '/print/orders?ids=12%2C14%2C15&document=packingSlip&paper=a4',
    );

    await app.user.click(within(bar).getByRole('button', { name: 'Move 3 orders to To Be Delivered' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Move Orders' });
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to move 3 orders to To Be Delivered? Orders 12, 14 and 15',
    );
    const requests = recordRequests();
    await app.user.click(within(dialog).getByRole('button', { name: 'Accept' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '2 moved to To Be Delivered: orders 12 and 15; 1 had already been moved to To Be Delivered',
    );
    expect(sent).toEqual([{ ids: ['12', '14', '15'], to: 'toBeDelivered' }]);
    expect(requests.filter((request) => request.startsWith('POST'))).toEqual([
      'POST /customers/orders/moveOrders',
    ]);
    // The list is read again: the moved orders are gone, the one that did not move is still selected.
    await screen.findByRole('heading', { level: 1, name: 'PROCESSING (2 in total)' });
    expect(checkbox('Select order 14')).toBeChecked();
    expect(checkbox('Select order 13')).not.toBeChecked();
    expect(within(bar).getByText('1 order selected')).toBeInTheDocument();
    // Said in the bar too, after the toast has gone.
    expect(
      within(bar).getByText(
        '2 moved to To Be Delivered: orders 12 and 15; 1 had already been moved to To Be Delivered',
      ),
    ).toBeInTheDocument();
  });

  it('selects the whole page, cancels it, and keeps what did not move selected', async () => {
    const sent = batchServer((ids) =>
      ids.map((_id) =>
        _id === '13'
          ? { _id, outcome: 'notAllowed', status: 'completed', message: 'Completed orders do not move' }
          : { _id, outcome: 'moved', status: 'canceled', message: 'Moved' },
      ),
    );
    const app = await renderApp({ url: '/ordersFromStatus/processing', user: anEmployeeSession() });
    await app.user.click(checkbox('Select all on this page'));
    const bar = screen.getByRole('group', { name: 'Selected orders' });
    await app.user.click(within(bar).getByRole('button', { name: 'Cancel 4 orders' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel Orders' });
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to cancel 4 orders? Orders 12, 13, 14 and 15',
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Accept' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '3 canceled: orders 12, 14 and 15; 1 is Completed now',
    );
    expect(sent).toEqual([{ ids: ['12', '13', '14', '15'], to: 'canceled' }]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'PROCESSING (1 in total)' });
    expect(checkbox('Select order 13')).toBeChecked();
    expect(checkbox('Select all on this page')).toBeChecked();
  });

  it('in Bangla: the count, the orders named and what moved, all in Bangla digits', async () => {
    batchServer((ids) => ids.map((_id) => ({ _id, outcome: 'moved', status: 'toBeDelivered', message: '' })));
    const app = await renderApp({
      url: '/ordersFromStatus/processing',
      user: anEmployeeSession(),
      browserLanguages: ['bn'],
    });
    await app.user.click(checkbox('অর্ডার ১২ বাছাই করুন'));
    await app.user.click(checkbox('অর্ডার ১৫ বাছাই করুন'));
    const bar = screen.getByRole('group', { name: 'বাছাই করা অর্ডার' });
    expect(within(bar).getByText('২ টি অর্ডার বাছাই করা হয়েছে')).toBeInTheDocument();
    await app.user.click(within(bar).getByRole('button', { name: '২ টি অর্ডার ডেলিভারির অপেক্ষায়-এ সরান' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('অর্ডার ১২ এবং ১৫');
    await app.user.click(within(dialog).getByRole('button', { name: 'সম্মতি দিন' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      '২ টি ডেলিভারির অপেক্ষায়-এ সরানো হয়েছে: অর্ডার ১২ এবং ১৫',
    );
  });

  it("a refused batch keeps the dialog open with the server's message", async () => {
    server.use(
      http.get('/customers/orders/allOrdersByStatus/{status}', ({ response }) =>
        response(200).json(listOf(processing)),
      ),
      http.post('/customers/orders/moveOrders', ({ response }) =>
        response(400).json({ message: 'ids: at most 500 orders' }),
      ),
    );
    const app = await renderApp({ url: '/ordersFromStatus/processing', user: anEmployeeSession() });
    await app.user.click(checkbox('Select order 12'));
    await app.user.click(screen.getByRole('button', { name: 'Move 1 order to To Be Delivered' }));
    const dialog = await screen.findByRole('alertdialog');
    await app.user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await within(dialog).findByText('ids: at most 500 orders')).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(checkbox('Select order 12')).toBeChecked();
  });
});

describe('batchMoveSummary', () => {
  /** English, with the texts as written in the code. */
  const english = setupI18n({ locale: 'en', messages: { en: {} } });
  it('counts what moved and, of the rest, why', () => {
    const result = (outcomes: Array<[Schema<'OrderMoveOutcome'>, Schema<'OrderStatus'> | null]>) => ({
      moved: outcomes.filter(([outcome]) => outcome === 'moved').length,
      results: outcomes.map(([outcome, status], index) => ({
        _id: String(index + 1),
        outcome,
        status,
        message: '',
      })),
    });
    expect(batchMoveSummary(result([['moved', 'shipped']]), 'shipped', english)).toBe(
      '1 moved to Shipped: order 1',
    );
    expect(batchMoveSummary(result([['notFound', null]]), 'shipped', english)).toBe(
      '0 moved; 1 no longer exists',
    );
    expect(batchMoveSummary(result([['moved', 'canceled']]), 'canceled', english)).toBe(
      '1 canceled: order 1',
    );
    expect(
      batchMoveSummary(
        result([
          ['moved', 'shipped'],
          ['alreadyThere', 'shipped'],
          ['alreadyThere', 'shipped'],
          ['notAllowed', 'canceled'],
          ['notAllowed', 'canceled'],
          ['notAllowed', 'completed'],
          ['notFound', null],
        ]),
        'shipped',
        english,
      ),
    ).toBe(
      '1 moved to Shipped: order 1; 2 had already been shipped; 2 are Canceled now; 1 is Completed now; 1 no longer exists',
    );
  });

  it('names at most ten orders, then counts the rest', () => {
    const ids = Array.from({ length: 13 }, (_, index) => String(101 + index));
    expect(
      batchMoveSummary(
        {
          moved: 13,
          results: ids.map((_id) => ({ _id, outcome: 'moved', status: 'completed', message: '' })),
        },
        'completed',
        english,
      ),
    ).toBe('13 moved to Completed: orders 101, 102, 103, 104, 105, 106, 107, 108, 109, 110 and 3 more');
  });
});
