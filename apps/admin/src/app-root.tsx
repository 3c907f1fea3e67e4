import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import type { App } from './create-app';

/**
 * The router with the app's services, in the chosen language; the `_authed` layout adds the query cache around the
 * signed-in screens.
 */
export function AppRoot({ app }: { app: App }) {
  return (
    <I18nProvider i18n={app.language.i18n}>
      <RouterProvider router={app.router} />
    </I18nProvider>
  );
}
