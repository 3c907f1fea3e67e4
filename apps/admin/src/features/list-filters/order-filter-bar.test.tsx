import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anEmployeeSession, listOf } from '../../test/fixtures';
import { http } from '../../test/http';
import { anOrder } from '../../test/order-fixtures';
import { renderApp } from '../../test/render-app';
import { recordRequests, server } from '../../test/server';

/** Answers the processing list with one order whatever the filters; the requests say what was asked. */
function processingList() {
  server.use(
    http.get('/customers/orders/allOrdersByStatus/{status}', ({ response }) =>
      response(200).json(listOf([anOrder()])),
    ),
  );
}

describe('the orders filters', () => {
  it('read the filters and sort from the address, ask the list for them and show them as chips', async () => {
    processingList();
    const requests = recordRequests();
    const app = await renderApp({
      url: '/ordersFromStatus/processing?placedFrom=2026-05-01&minGrandTotal=5000&source=phone&sort=-grandTotal',
      user: anEmployeeSession(),
    });
    const filters = screen.getByRole('region', { name: 'Filters' });
    expect(within(filters).getByText('Placed from 2026-05-01')).toBeInTheDocument();
    expect(within(filters).getByText('Source: Phone')).toBeInTheDocument();
    expect(
      within(filters).getByRole('button', { name: 'Remove filter Largest total first' }),
    ).toBeInTheDocument();
    expect(within(filters).getByLabelText('Placed from')).toHaveValue('2026-05-01');
    expect(requests.find((request) => request.startsWith('GET /customers/orders/allOrdersByStatus'))).toBe(
      'GET /customers/orders/allOrdersByStatus/processing?placedFrom=2026-05-01&minGrandTotal=5000&sort=-grandTotal&source=phone&pageSize=50',
    );

    await app.user.click(
      within(filters).getByRole('button', { name: 'Remove filter Placed from 2026-05-01' }),
    );
    await waitFor(() => expect(app.search()).not.toHaveProperty('placedFrom'));
    expect(app.search()).toMatchObject({ minGrandTotal: 5000, source: 'phone', sort: '-grandTotal' });
    expect(within(filters).queryByText('Placed from 2026-05-01')).not.toBeInTheDocument();

    await app.user.click(within(filters).getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(app.search()).toEqual({}));
    expect(within(filters).queryByRole('button', { name: /^Remove filter/ })).not.toBeInTheDocument();
  });

  it('put what the form says in the address, from the first page', async () => {
    processingList();
    const app = await renderApp({ url: '/ordersFromStatus/processing?page=3', user: anEmployeeSession() });
    const filters = screen.getByRole('region', { name: 'Filters' });
    await app.user.type(within(filters).getByLabelText('Order id, mobile or name'), '01712');
    await app.user.type(within(filters).getByLabelText('Total at most (৳)'), '2500.5');
    await app.user.selectOptions(within(filters).getByLabelText('Sort'), 'Oldest first');
    await app.user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(app.search()).toEqual({ q: '01712', maxGrandTotal: 2500.5, sort: 'createdAt' }),
    );
    expect(within(filters).getByText('Search: 01712')).toBeInTheDocument();
  });

  it('ignore a value of the address the document does not allow', async () => {
    processingList();
    const requests = recordRequests();
    await renderApp({
      url: '/ordersFromStatus/processing?placedFrom=2026-02-30&source=fax&sort=cheapest&minGrandTotal=-4',
      user: anEmployeeSession(),
    });
    expect(screen.queryByRole('button', { name: /^Remove filter/ })).not.toBeInTheDocument();
    expect(requests).toContain('GET /customers/orders/allOrdersByStatus/processing?pageSize=50');
  });
});
