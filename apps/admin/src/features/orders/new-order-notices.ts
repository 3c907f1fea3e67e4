import { msg } from '@lingui/core/macro';
import { formatTaka, type ShopClient, unwrap } from '@shop/sdk';
import type { LanguageChoice } from '../../app/language';
import type { LiveFeed } from '../../app/live-feed';
import { madeBy } from './made-by';
import { newOrderNoticesOn } from './new-order-notices-choice';

/**
 * What {@link noticeNewOrders} needs: the tab's events, the API, the language, how to open an order, and who is
 * signed in (their own orders are not announced to them).
 */
export interface NewOrderNoticesOptions {
  live: LiveFeed;
  employeeId: string;
  client: ShopClient;
  language: LanguageChoice;
  openOrder: (orderId: string) => void;
}

/**
 * Shows a browser notification for each order placed while the owner has them on ("New order 241 — Tanvir,
 * ৳1,250.00"); clicking it brings the tab forward on that order. Answers the function that stops it (sign-out).
 */
export function noticeNewOrders({
  live,
  employeeId,
  client,
  language,
  openOrder,
}: NewOrderNoticesOptions): () => void {
  const show = async (orderId: string) => {
    const [order] = await Promise.all([
      unwrap(client.GET('/customers/orders/getSingleOrder/{id}', { params: { path: { id: orderId } } })),
      language.need('orders'),
    ]);
    const number = order._id;
    const customer = order.customer.name;
    const total = formatTaka(order.grandTotal, language.current);
    // The tag keeps one notification per order, should the event come twice (a stream resumed).
    const notice = new Notification(language.i18n._(msg`New order ${number} — ${customer}, ${total}`), {
      tag: `order-${number}`,
    });
    notice.onclick = () => {
      window.focus();
      openOrder(order._id);
      notice.close();
    };
  };
  return live.listen((message) => {
    if (message.kind !== 'event' || message.event.type !== 'order.placed') return;
    // The owner who just placed it is looking at it already.
    if (madeBy(message.event, employeeId)) return;
    const orderId = message.event.recordId;
    // Checked at each order: the switch may have been turned off, or the permission taken back, since.
    if (orderId === null || !newOrderNoticesOn()) return;
    // An order that cannot be read now (deleted, offline) is simply not announced.
    show(orderId).catch(() => undefined);
  });
}
