import { unauthorizedReason } from '@shop/sdk';
import type { RouterHistory } from '@tanstack/react-router';
import { type AppServices, createServices, type ServiceOptions } from './app/app-services';
import { type AppRouter, createAppRouter } from './router';

/** Where and how the app runs: the browser's defaults in main.tsx, an in-memory history in tests. */
export interface AppOptions extends ServiceOptions {
  /** Browser history by default. */
  history?: RouterHistory;
}

/** Everything one running app shares: its router and the services in the router context. */
export interface App extends AppServices {
  router: AppRouter;
}

/** The whole app (every screen, on the router) with new services. */
export function createApp(options: AppOptions): App {
  return appOver(createServices(options), options.history);
}

/** The whole app over services already made (by the sign-in entry, which ran without the router). */
export function appOver(services: AppServices, history?: RouterHistory): App {
  const { auth, queries } = services;
  const router = createAppRouter(
    { client: services.client, auth, queries, language: services.language, live: services.live },
    history,
  );
  // The token is no longer accepted: end the session. Re-checking the routes sends the person to /login and
  // brings them back to this page after signing in again; the cache is emptied once they are off it. Why it
  // ended, when the server says (an owner deactivated them), is read at once and told on the sign-in page.
  services.onUnauthorized = (response) => {
    if (!auth.getSnapshot().employee) return;
    const reason = unauthorizedReason(response);
    auth.signOut();
    void reason.then((why) => {
      if (why !== undefined) auth.sessionEnded(why);
    });
    void router.invalidate().then(() => queries.current()?.clear());
  };
  // A signed-in visitor's first page needs the query cache: fetch its code now, beside the page's own, rather
  // than after the router has matched the page.
  // A failed download is tried again, and reported, when the page itself needs it.
  if (auth.getSnapshot().employee) void queries.load().catch(() => undefined);
  return Object.assign(services, { router });
}
