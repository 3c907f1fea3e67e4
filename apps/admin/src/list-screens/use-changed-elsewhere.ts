import type { ShopEvent } from '@shop/sdk';
import { useState } from 'react';
import { useLiveFeed } from '../app/use-live-feed';

/**
 * The last event of the stream saying the record a form started from (`id` at `version`) was saved since: what
 * the form would send is then a 412 waiting to happen, and the form says so before Save. Undefined until then.
 */
export function useChangedElsewhere(
  id: string | undefined,
  version: number | undefined,
): ShopEvent | undefined {
  const [changed, setChanged] = useState<ShopEvent | undefined>(undefined);
  useLiveFeed((message) => {
    if (message.kind !== 'event' || id === undefined || version === undefined) return;
    const { event } = message;
    if (event.recordId === id && event.version !== null && event.version > version) setChanged(event);
  });
  return changed !== undefined && changed.recordId === id && (changed.version ?? 0) > (version ?? 0)
    ? changed
    : undefined;
}
