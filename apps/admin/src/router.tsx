import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { RouterContext } from './app/router-context';
import { NotFoundPage } from './features/route-states/not-found-page';
import { RouteError } from './features/route-states/route-error';
import { RoutePending } from './features/route-states/route-pending';
import { routeTree } from './routeTree.gen';

/** The app's router: every route of the product spec, the shared services in its context. */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    // Hovering or focusing a link starts its route's loader; TanStack Query decides whether to fetch.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
  });
}

/** The router type every typed Link, useParams and useSearch checks against. */
export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
