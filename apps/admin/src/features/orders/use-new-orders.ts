import type { Schema, ShopEvent } from '@shop/sdk';
import { useState } from 'react';
import { useSession } from '../../app/use-app-context';
import { useLiveFeed } from '../../app/use-live-feed';
import { madeBy } from './made-by';

/** Whether an event brings an order into the list of `status`: placed (a new order is processing), or moved there. */
function arrivesIn(event: ShopEvent, status: Schema<'OrderStatus'>): boolean {
  if (event.entityType !== 'Order') return false;
  if (event.type === 'order.placed') return status === 'processing';
  return (event.type === 'order.moved' || event.type === 'order.canceled') && event.to === status;
}

/**
 * The orders that other people and tools brought into a status list while it was shown, counted by the stream's
 * events: held back (they would push the rows under the person's pointer down) until `show`; the rest of the list
 * updates in place. The person's own orders show at once (they are looking for the order they just placed or
 * moved), and so does any row the list already shows (`shownIds`): held, it would vanish under the pointer.
 */
export function useNewOrders(status: Schema<'OrderStatus'>, shownIds: ReadonlySet<string>) {
  const me = useSession().employee?._id;
  const [held, setHeld] = useState<{ status: Schema<'OrderStatus'>; ids: ReadonlySet<string> }>({
    status,
    ids: new Set(),
  });
  // Another status's list starts with none held.
  const ids = held.status === status ? held.ids : new Set<string>();
  useLiveFeed((message) => {
    if (message.kind !== 'event') return;
    const { event } = message;
    const id = event.recordId;
    if (id === null || !arrivesIn(event, status) || madeBy(event, me) || shownIds.has(id)) return;
    setHeld((before) => {
      const known = before.status === status ? before.ids : new Set<string>();
      return known.has(id) ? before : { status, ids: new Set([...known, id]) };
    });
  });
  return {
    /** The held orders' ids. */
    ids,
    /** Shows the held orders. */
    show: () => setHeld({ status, ids: new Set() }),
  };
}
