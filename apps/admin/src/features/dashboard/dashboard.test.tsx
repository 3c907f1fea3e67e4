import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anEmployeeSession } from '../../test/fixtures';
import { http } from '../../test/http';
import { aDashboard } from '../../test/order-fixtures';
import { renderApp } from '../../test/render-app';
import { recordRequests, server } from '../../test/server';

const week = aDashboard({
  orders: 42,
  revenue: 123456.5,
  averageOrderValue: 3086.41,
  canceledShare: 0.047619,
  days: [
    { day: '2026-11-18', orders: 5, canceled: 0, revenue: 10500 },
    { day: '2026-11-19', orders: 8, canceled: 1, revenue: 24000.5 },
    { day: '2026-11-20', orders: 0, canceled: 0, revenue: 0 },
    { day: '2026-11-21', orders: 9, canceled: 1, revenue: 30000 },
    { day: '2026-11-22', orders: 6, canceled: 0, revenue: 15956 },
    { day: '2026-11-23', orders: 7, canceled: 0, revenue: 21000 },
    { day: '2026-11-24', orders: 7, canceled: 0, revenue: 22000 },
  ],
  topItems: [
    { item: { _id: '8', name: 'Jamdani Saree' }, quantity: 12, revenue: 96000 },
    { item: { _id: '3', name: 'Hilsa' }, quantity: 9, revenue: 13500 },
  ],
  waiting: [
    { status: 'processing', count: 3, oldestCreatedAt: new Date(Date.now() - 50 * 3_600_000).toISOString() },
    { status: 'toBeDelivered', count: 0, oldestCreatedAt: null },
  ],
});

describe('the dashboard', () => {
  it("shows the period's figures, best sellers and waiting orders, and the days as a chart or a table", async () => {
    const requests = recordRequests();
    server.use(http.get('/dashboard', ({ response }) => response(200).json(week)));
    const { user } = await renderApp({ url: '/?period=7d', user: anEmployeeSession() });

    expect(requests).toContain('GET /dashboard?period=7d');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Last 7 days 18 Nov – 24 Nov' }),
    ).toBeInTheDocument();
    const figures = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(figures).toEqual({
      'Orders placed': '42',
      Revenue: '৳1,23,456.50',
      'Average order value': '৳3,086.41',
      Canceled: '4.8%',
    });
    expect(screen.getByRole('link', { name: 'Last 7 days' })).toHaveAttribute('aria-current', 'page');

    const chart = await screen.findByRole('img', { name: /^Revenue and orders per day, 18 Nov to 24 Nov/ });
    expect(chart).toHaveAccessibleName(
      'Revenue and orders per day, 18 Nov to 24 Nov; most revenue ৳30,000.00 on Sat, 21 Nov 2026.',
    );
    await user.click(screen.getByRole('button', { name: 'Table' }));
    expect(screen.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
    const table = screen.getByRole('table', { name: 'Sales per day' });
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    expect(within(table).getByRole('row', { name: 'Thu, 19 Nov 2026 8 1 ৳24,000.50' })).toBeInTheDocument();

    const sellers = screen.getByRole('table', { name: 'Best sellers' });
    expect(within(sellers).getByRole('link', { name: 'Jamdani Saree' })).toHaveAttribute(
      'href',
      '/items?q=Jamdani+Saree',
    );
    expect(
      screen.getByRole('link', { name: 'To pack (processing): 3 orders. Oldest waiting 2 days' }),
    ).toHaveAttribute('href', '/ordersFromStatus/processing');
    expect(
      screen.getByRole('link', { name: 'To hand over (to be delivered): 0 orders. None waiting' }),
    ).toBeInTheDocument();
    // The counts by status stay, as before.
    expect(screen.getByRole('list', { name: 'Orders by status' })).toBeInTheDocument();
  });

  it('opens on today and switches period from the address', async () => {
    const requests = recordRequests();
    server.use(
      http.get('/dashboard', ({ query, response }) =>
        response(200).json(
          query.get('period') === '30d'
            ? aDashboard({ period: '30d', from: '2026-10-26', orders: 300 })
            : aDashboard({ period: 'today', from: '2026-11-24', days: [], orders: 4 }),
        ),
      ),
    );
    const { user, search } = await renderApp({ url: '/', user: anEmployeeSession() });
    expect(requests).toContain('GET /dashboard?period=today');
    expect(screen.getByRole('heading', { level: 2, name: 'Today 24 Nov' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Last 30 days' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Last 30 days 26 Oct – 24 Nov' }),
    ).toBeInTheDocument();
    expect(search()).toEqual({ period: '30d' });
    expect(screen.getByRole('link', { name: 'Last 30 days' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so in words when no order was placed in the period, rather than charting nothing', async () => {
    server.use(
      http.get('/dashboard', ({ response }) =>
        response(200).json(
          aDashboard({
            period: 'today',
            from: '2026-11-24',
            days: [{ day: '2026-11-24', orders: 0, canceled: 0, revenue: 0 }],
          }),
        ),
      ),
    );
    await renderApp({ url: '/', user: anEmployeeSession() });
    expect(screen.getByText('No orders were placed in this period.')).toBeInTheDocument();
    expect(screen.getByText('No items sold in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /per day/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Chart' })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('৳0.50');
  });

  it('a period of canceled orders only marks its revenue axis in whole taka', async () => {
    server.use(
      http.get('/dashboard', ({ response }) =>
        response(200).json(
          aDashboard({
            orders: 2,
            canceledShare: 1,
            days: aDashboard().days.map((day, index) =>
              index === 6 ? { ...day, orders: 2, canceled: 2 } : day,
            ),
          }),
        ),
      ),
    );
    await renderApp({ url: '/?period=7d', user: anEmployeeSession() });
    const chart = await screen.findByRole('img', { name: /no revenue\.$/ });
    const marks = [...chart.querySelectorAll('text')].map((text) => text.textContent);
    expect(marks).toEqual(expect.arrayContaining(['৳0', '৳50', '৳100']));
    expect(marks).not.toContain('৳0.50');
  });

  it('in Bangla, counts and quantities are in Bangla digits', async () => {
    server.use(http.get('/dashboard', ({ response }) => response(200).json(week)));
    const { user } = await renderApp({
      url: '/?period=7d',
      user: anEmployeeSession(),
      browserLanguages: ['bn'],
    });
    const sellers = screen.getByRole('table', { name: 'সর্বাধিক বিক্রিত' });
    expect(within(sellers).getByRole('row', { name: /Jamdani Saree/ })).toHaveTextContent(
      '১Jamdani Saree১২৳৯৬,০০০.০০',
    );
    await user.click(screen.getByRole('button', { name: 'টেবিল' }));
    const table = screen.getByRole('table', { name: 'প্রতিদিনের বিক্রি' });
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('৮১৳২৪,০০০.৫০');
  });
});
