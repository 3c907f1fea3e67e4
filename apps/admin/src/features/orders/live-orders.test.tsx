import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eventStream } from '../../test/event-stream';
import { anEmployeeSession, listOf, orderCounts } from '../../test/fixtures';
import { http } from '../../test/http';
import { anOrder } from '../../test/order-fixtures';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { rowOf } from '../../test/table-rows';

/** The processing list, answering whatever `orders` holds when it is read. */
function processingList(orders: { current: ReturnType<typeof anOrder>[] }) {
  return http.get('/customers/orders/allOrdersByStatus/{status}', ({ params, response }) =>
    response(200).json(listOf(params.status === 'processing' ? orders.current : [])),
  );
}

/** The order numbers the table shows, top to bottom. */
function shownOrders(): string[] {
  const table = screen.getByRole('table', { name: 'PROCESSING orders' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent ?? '');
}

describe('a live order list', () => {
  it('holds new orders behind a bar counting them, shows them on click, and updates changed rows in place', async () => {
    const stream = eventStream();
    const orders = {
      current: [anOrder({ _id: '12' }), anOrder({ _id: '11', customer: { _id: '6', name: 'Rina' } })],
    };
    server.use(stream.handler, processingList(orders));
    const { user } = await renderApp({ url: '/ordersFromStatus/processing', user: anEmployeeSession() });
    expect(shownOrders()).toEqual(['12', '11']);
    await waitFor(() => expect(stream.openConnections()).toHaveLength(1));
    // The session is the browser's cookie: no credential in a header the page's scripts could read.
    expect(stream.connections[0]?.authorization).toBeNull();

    // Two orders are placed elsewhere, and order 11 is edited.
    orders.current = [
      anOrder({ _id: '14' }),
      anOrder({ _id: '13' }),
      anOrder({ _id: '12' }),
      anOrder({ _id: '11', version: 2, customer: { _id: '6', name: 'Rina Begum' } }),
    ];
    stream.send({ type: 'order.placed', entityType: 'Order', recordId: '13', version: 1 });
    stream.send({ type: 'order.placed', entityType: 'Order', recordId: '14', version: 1 });
    stream.send({ type: 'order.updated', entityType: 'Order', recordId: '11', version: 2 });

    const bar = await screen.findByText('2 new orders');
    await waitFor(() => expect(within(rowOf('11')).getByText('Rina Begum')).toBeInTheDocument());
    // The rows shown stay where they were.
    expect(shownOrders()).toEqual(['12', '11']);

    await user.click(within(bar.parentElement ?? document.body).getByRole('button', { name: 'Show' }));
    expect(shownOrders()).toEqual(['14', '13', '12', '11']);
    expect(screen.queryByText(/new orders?$/)).not.toBeInTheDocument();
  });

  it("shows the person's own orders at once, and never hides a row it shows; a tool's order with their token waits", async () => {
    const stream = eventStream();
    const me = anEmployeeSession();
    const orders = { current: [anOrder({ _id: '12' })] };
    server.use(stream.handler, processingList(orders));
    await renderApp({ url: '/ordersFromStatus/processing', user: me });
    await waitFor(() => expect(stream.openConnections()).toHaveLength(1));

    // They placed order 13 (in this tab or another of theirs): the list shows it as soon as it has read it.
    orders.current = [anOrder({ _id: '13' }), ...orders.current];
    stream.send({
      type: 'order.placed',
      entityType: 'Order',
      recordId: '13',
      employee: { _id: me._id, name: me.name },
    });
    await waitFor(() => expect(shownOrders()).toEqual(['13', '12']));

    // Order 14, which the list read before its event came (the list was read again meanwhile), stays where it is.
    orders.current = [anOrder({ _id: '14' }), ...orders.current];
    stream.send({ type: 'order.updated', entityType: 'Order', recordId: '12', version: 2 });
    await waitFor(() => expect(shownOrders()).toEqual(['14', '13', '12']));
    stream.send({ type: 'order.placed', entityType: 'Order', recordId: '14' });

    // A tool placing order 15 with the person's API token is not the person at the screen: it waits.
    orders.current = [anOrder({ _id: '15' }), ...orders.current];
    stream.send({
      type: 'order.placed',
      entityType: 'Order',
      recordId: '15',
      employee: { _id: me._id, name: me.name },
      apiToken: { _id: '3', name: 'Courier sync' },
    });
    expect(await screen.findByText('1 new order')).toBeInTheDocument();
    expect(shownOrders()).toEqual(['14', '13', '12']);
  });

  it('counts an order moved into the list, and not one moved elsewhere', async () => {
    const stream = eventStream();
    const orders = { current: [anOrder({ _id: '12', orderStatus: 'shipped' })] };
    server.use(
      stream.handler,
      http.get('/customers/orders/allOrdersByStatus/{status}', ({ params, response }) =>
        response(200).json(listOf(params.status === 'shipped' ? orders.current : [])),
      ),
    );
    await renderApp({ url: '/ordersFromStatus/shipped', user: anEmployeeSession() });
    await waitFor(() => expect(stream.openConnections()).toHaveLength(1));
    orders.current = [anOrder({ _id: '9', orderStatus: 'shipped' }), ...orders.current];
    stream.send({ type: 'order.placed', entityType: 'Order', recordId: '15' });
    stream.send({
      type: 'order.moved',
      entityType: 'Order',
      recordId: '8',
      from: 'processing',
      to: 'toBeDelivered',
    });
    stream.send({
      type: 'order.moved',
      entityType: 'Order',
      recordId: '9',
      from: 'toBeDelivered',
      to: 'shipped',
    });
    expect(await screen.findByText('1 new order')).toBeInTheDocument();
  });

  it('has the order counts follow the events', async () => {
    const stream = eventStream();
    let processing = 3;
    server.use(
      stream.handler,
      http.get('/customers/orders/getOrderCountsByStatus', ({ response }) =>
        response(200).json(orderCounts({ processing })),
      ),
    );
    await renderApp({ url: '/orderScreens', user: anEmployeeSession() });
    expect(screen.getByRole('link', { name: 'Processing: 3 orders' })).toBeInTheDocument();
    await waitFor(() => expect(stream.openConnections()).toHaveLength(1));
    processing = 4;
    stream.send({ type: 'order.placed', entityType: 'Order', recordId: '13' });
    expect(await screen.findByRole('link', { name: 'Processing: 4 orders' })).toBeInTheDocument();
  });
});
