import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventStream } from '../../test/event-stream';
import { anEmployeeSession, listOf } from '../../test/fixtures';
import { http } from '../../test/http';
import { anOrder, anOrderItem } from '../../test/order-fixtures';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

/** The browser's Notification, stubbed: its permission, the one it answers when asked, and what it showed. */
function stubNotifications(answer: NotificationPermission, initial: NotificationPermission = 'default') {
  const shown: { title: string; options: NotificationOptions | undefined; notice: FakeNotification }[] = [];
  const requestPermission = vi.fn(async () => {
    FakeNotification.permission = answer;
    return answer;
  });
  class FakeNotification {
    static permission: NotificationPermission = initial;
    static requestPermission = requestPermission;
    onclick: (() => void) | null = null;
    close = vi.fn();
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, options, notice: this });
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return { shown, requestPermission };
}

/** Order 241, for Tanvir, as the server answers it. */
function order241() {
  return http.get('/customers/orders/getSingleOrder/{id}', ({ params, response }) =>
    response(200).json(anOrder({ _id: params.id, customer: { _id: '7', name: 'Tanvir' }, grandTotal: 1250 })),
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("the owners' notifications of new orders", () => {
  it('are off until an owner turns them on, ask the permission only then, and show each new order, opening it on click', async () => {
    const { shown, requestPermission } = stubNotifications('granted');
    const stream = eventStream();
    server.use(
      stream.handler,
      order241(),
      http.get('/customers/orders/orderItemsFromOrder/{orderID}', ({ response }) =>
        response(200).json(listOf([anOrderItem()])),
      ),
    );
    const app = await renderApp({ url: '/', user: anEmployeeSession({ level: 'owner' }) });
    const toggle = screen.getByRole('switch', { name: 'Notify me of new orders' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(requestPermission).not.toHaveBeenCalled();
    await waitFor(() => expect(stream.openConnections()).toHaveLength(1));

    // Off: an order comes and nothing shows.
    stream.send({ type: 'order.placed', entityType: 'Order', recordId: '240', version: 1 });
    await vi.advanceTimersByTimeAsync(100);
    expect(shown).toEqual([]);

    await app.user.click(toggle);
    expect(requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(localStorage.getItem('shop.newOrderNotices')).toBe('on');

    // The owner's own order (placed in this session) is not announced to them; one placed elsewhere is.
    const owner = anEmployeeSession({ level: 'owner' });
    stream.send({
      ...{ type: 'order.placed', entityType: 'Order', recordId: '242', version: 1 },
      employee: { _id: owner._id, name: owner.name },
    });
    stream.send({ type: 'order.placed', entityType: 'Order', recordId: '241', version: 1 });
    stream.send({ type: 'order.updated', entityType: 'Order', recordId: '239', version: 2 });
    await waitFor(() =>
      expect(shown.map(({ title }) => title)).toEqual(['New order 241 — Tanvir, ৳1,250.00']),
    );
    shown[0]?.notice.onclick?.();
    await waitFor(() => expect(app.pathname()).toBe('/order_items_from_order/241'));
    expect(shown[0]?.notice.close).toHaveBeenCalled();
  });

  it('stay off when the browser refuses, saying how to allow them', async () => {
    const { shown } = stubNotifications('denied');
    const stream = eventStream();
    server.use(stream.handler, order241());
    const app = await renderApp({ url: '/', user: anEmployeeSession({ level: 'owner' }) });
    const toggle = screen.getByRole('switch', { name: 'Notify me of new orders' });
    await app.user.click(toggle);
    expect(await screen.findByText(/This browser blocks notifications from the shop/)).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(localStorage.getItem('shop.newOrderNotices')).toBeNull();
    await waitFor(() => expect(stream.openConnections()).toHaveLength(1));
    stream.send({ type: 'order.placed', entityType: 'Order', recordId: '241', version: 1 });
    await vi.advanceTimersByTimeAsync(100);
    expect(shown).toEqual([]);
  });

  it('are remembered by the browser, and turned off again', async () => {
    const { requestPermission } = stubNotifications('granted', 'granted');
    localStorage.setItem('shop.newOrderNotices', 'on');
    const app = await renderApp({ url: '/', user: anEmployeeSession({ level: 'owner' }) });
    const toggle = screen.getByRole('switch', { name: 'Notify me of new orders' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await app.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(localStorage.getItem('shop.newOrderNotices')).toBeNull();
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('are never offered to an employee', async () => {
    stubNotifications('granted');
    await renderApp({ url: '/', user: anEmployeeSession({ level: 'employee' }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Notify me of new orders' })).not.toBeInTheDocument();
  });

  it('read in Bangla', async () => {
    const { shown } = stubNotifications('granted');
    const stream = eventStream();
    server.use(stream.handler, order241());
    const app = await renderApp({
      url: '/',
      user: anEmployeeSession({ level: 'owner' }),
      browserLanguages: ['bn'],
    });
    await app.user.click(screen.getByRole('switch', { name: 'নতুন অর্ডার এলে আমাকে জানাও' }));
    await waitFor(() => expect(stream.openConnections()).toHaveLength(1));
    stream.send({ type: 'order.placed', entityType: 'Order', recordId: '241', version: 1 });
    await waitFor(() => expect(shown.map(({ title }) => title)).toHaveLength(1));
    expect(shown[0]?.title).toMatch(/^নতুন অর্ডার 241 — Tanvir, ৳/);
  });
});
