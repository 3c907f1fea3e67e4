import { subscribeEvents } from '@shop/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { readsStaleAfter } from './event-stale-reads';
import type { LiveFeed } from './live-feed';

/** Options of {@link openLiveStream}. */
export interface LiveStreamOptions {
  feed: LiveFeed;
  queryClient: QueryClient;
  /** The first wait after a failed connection; it doubles with each failure in a row, up to {@link MAX_RETRY_MS}. */
  retryMs?: number;
}

/** The longest wait between two failed connections. */
const MAX_RETRY_MS = 30_000;

/** Events that arrive together (a batch move) refresh the screens once, this long after the first. */
const GATHER_MS = 50;

/**
 * Opens the tab's one event stream (the SDK's `subscribeEvents`) and keeps it open: a dropped connection is
 * opened again after a growing, jittered wait (so a server coming back is not met by every tab at once), resuming
 * after the last event seen (`Last-Event-ID`). Each event refreshes the reads it makes stale (on screen: fetched
 * again; elsewhere: dropped) and goes to the feed's listeners; a `reload` refreshes every read. A refusal (401,
 * 403) ends it; answers the function that closes it (sign-out).
 */
export function openLiveStream({ feed, queryClient, retryMs = 1_000 }: LiveStreamOptions): () => void {
  let lastEventId: string | undefined;
  let failures = 0;
  let refused = false;
  let closed = false;
  let stop = () => {};
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stale = new Set<string>();
  let gather: ReturnType<typeof setTimeout> | undefined;

  const refreshWhere = (isStale: (query: { queryKey: readonly unknown[] }) => boolean) => {
    // A read no screen shows yet that is being fetched is a route's loader waiting on it: removed, its fetch would
    // be cancelled and the page fail to load. It is read again once that fetch is over, which may have begun
    // before the change.
    for (const query of queryClient
      .getQueryCache()
      .findAll({ type: 'inactive', fetchStatus: 'fetching', predicate: isStale })) {
      void query.promise
        ?.catch(() => undefined)
        .then(() => queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true }));
    }
    queryClient.removeQueries({ type: 'inactive', fetchStatus: 'idle', predicate: isStale });
    void queryClient.invalidateQueries({ predicate: isStale });
  };

  const refresh = (reads: ReadonlySet<string> | 'all') => {
    if (reads === 'all') {
      clearTimeout(gather);
      gather = undefined;
      stale = new Set();
      refreshWhere(() => true);
      return;
    }
    for (const read of reads) stale.add(read);
    gather ??= setTimeout(() => {
      const gathered = stale;
      stale = new Set();
      gather = undefined;
      refreshWhere(({ queryKey: [operation] }) => typeof operation === 'string' && gathered.has(operation));
    }, GATHER_MS);
  };

  const open = () => {
    stop = subscribeEvents({
      baseUrl: feed.baseUrl,
      // The session is the HttpOnly cookie the browser sends along (same origin): no token to hand over.
      ...(lastEventId === undefined ? {} : { lastEventId }),
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        if (response.ok) failures = 0;
        refused = response.status === 401 || response.status === 403;
        return response;
      },
      onEvent: (event) => {
        lastEventId = String(event.sequence);
        refresh(readsStaleAfter(event));
        feed.publish({ kind: 'event', event });
      },
      onReload: () => {
        refresh('all');
        feed.publish({ kind: 'reload' });
      },
      onError: () => {
        stop();
        if (closed || refused) return;
        failures += 1;
        const wait = Math.min(MAX_RETRY_MS, retryMs * 2 ** (failures - 1));
        retry = setTimeout(open, wait / 2 + Math.random() * (wait / 2));
      },
    });
  };
  open();
  return () => {
    closed = true;
    clearTimeout(retry);
    clearTimeout(gather);
    stop();
  };
}
