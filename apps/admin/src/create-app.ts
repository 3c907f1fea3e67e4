import { createShopClient } from '@shop/sdk';
import type { RouterHistory } from '@tanstack/react-router';
import { LanguageChoice } from './app/language';
import { lazyQueryClient } from './app/lazy-query-client';
import type { RouterContext } from './app/router-context';
import { SessionStore } from './app/session-store';
import { type AppRouter, createAppRouter } from './router';

/** Where and how the app runs: the browser's defaults in main.tsx, an in-memory history in tests. */
export interface AppOptions {
  /** The API base URL, e.g. `/api` or `https://shop.example.com/api`. */
  apiBaseUrl: string;
  /** Where the session is kept (local storage in the browser). */
  storage: Storage;
  /** Browser history by default. */
  history?: RouterHistory;
  /** How often a read that found no server or a 5xx is retried (tests use 0). */
  retries?: number;
  /** The browser's preferred languages (`navigator.languages`): the default language when none was chosen. */
  browserLanguages?: readonly string[];
}

/** Everything one running app shares: its router and the services in the router context. */
export interface App extends RouterContext {
  router: AppRouter;
}

/** Wires the one session, query cache, API client and router together. */
export function createApp(options: AppOptions): App {
  const auth = new SessionStore(options.storage);
  const language = new LanguageChoice(options.storage, options.browserLanguages ?? []);
  const queries = lazyQueryClient({
    ...(options.retries === undefined ? {} : { retries: options.retries }),
    onCurrentEmployee: auth.refreshed,
  });
  const client = createShopClient({
    baseUrl: options.apiBaseUrl,
    getToken: auth.getToken,
    // The token is no longer accepted: end the session. Re-checking the routes sends the person to /login and
    // brings them back to this page after signing in again; the cache is emptied once they are off it.
    onUnauthorized: () => {
      if (!auth.getSnapshot().employee) return;
      auth.signOut();
      void router.invalidate().then(() => queries.current()?.clear());
    },
  });
  const router = createAppRouter({ client, auth, queries, language }, options.history);
  // A signed-in visitor's first page needs the query cache: fetch its code now, beside the page's own, rather
  // than after the router has matched the page.
  // A failed download is tried again, and reported, when the page itself needs it.
  if (auth.getSnapshot().employee) void queries.load().catch(() => undefined);
  return { router, client, auth, queries, language };
}
