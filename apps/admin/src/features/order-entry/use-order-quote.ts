import { type Schema, unwrap } from '@shop/sdk';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useShopClient } from '../../app/use-app-context';
import { useDebouncedValue } from '../../list-screens/use-debounced-value';

/** How long the lines must stay as they are before they are priced again. */
const QUOTE_DELAY_MS = 300;

/**
 * The draft priced by the server (`quoteOrder`), asked once the lines and the address have stayed as they are for
 * a moment: a burst of + presses is priced once. A request the draft has moved past is aborted (TanStack Query
 * cancels a query nobody watches any more, and hands its AbortSignal to fetch); the last quote stays shown, marked
 * as updating, while the next one loads. `draft` must keep its identity while nothing in it changes.
 */
export function useOrderQuote(draft: Schema<'OrderDraft'> | undefined) {
  const client = useShopClient();
  const settled = useDebouncedValue(draft, QUOTE_DELAY_MS);
  const quote = useQuery({ ...quoteQuery(client, settled), placeholderData: keepPreviousData });
  return {
    quote: draft === undefined ? undefined : quote.data,
    error: draft === undefined ? null : quote.error,
    /** The totals shown are not yet those of the draft as it is now. */
    updating: draft !== undefined && (settled !== draft || quote.isFetching || quote.isPlaceholderData),
  };
}

function quoteQuery(client: ReturnType<typeof useShopClient>, body: Schema<'OrderDraft'> | undefined) {
  return queryOptions({
    queryKey: ['quoteOrder', body] as const,
    queryFn:
      body === undefined
        ? skipToken
        : ({ signal }) => unwrap(client.POST('/customers/orders/quoteOrder', { body, signal })),
    // A quote is of this moment's prices: asked again when the draft comes back to it.
    staleTime: 0,
  });
}
