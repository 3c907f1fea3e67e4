import { operationEvents, type ShopEvent, staleReads, type WriteOperationId } from '@shop/sdk';

function isWrite(name: string): name is WriteOperationId {
  return Object.hasOwn(staleReads, name);
}

/**
 * The reads an event makes stale: those of every write that appends such an event for such a record (the
 * document's `x-events`, read against its `x-changes`/`x-shows` table `staleReads`), so no list is kept by hand.
 */
export function readsStaleAfter(event: Pick<ShopEvent, 'type' | 'entityType'>): ReadonlySet<string> {
  const reads = new Set<string>();
  for (const [write, events] of Object.entries(operationEvents)) {
    const appended = Object.entries(events).find(([entity]) => entity === event.entityType)?.[1];
    // A move to canceled is an `order.canceled` whichever write made it (the SDK's eventTypeOf).
    const matches =
      appended === event.type || (event.type === 'order.canceled' && appended === 'order.moved');
    if (matches && isWrite(write)) for (const read of staleReads[write]) reads.add(read);
  }
  return reads;
}
