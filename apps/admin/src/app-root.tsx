import { RouterProvider } from '@tanstack/react-router';
import type { App } from './create-app';

/** The router with the app's services; the `_authed` layout adds the query cache around the signed-in screens. */
export function AppRoot({ app }: { app: App }) {
  return <RouterProvider router={app.router} />;
}
