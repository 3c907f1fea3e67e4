import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { useMemo } from 'react';
import { AppServicesContext } from './app/app-services';
import { type Navigation, NavigationContext } from './app/navigation';
import type { App } from './create-app';

/**
 * The router with the app's services, in the chosen language; the `_authed` layout adds the query cache around the
 * signed-in screens.
 */
export function AppRoot({ app }: { app: App }) {
  const navigation = useMemo<Navigation>(
    () => ({
      navigate: (href, options) => void app.router.navigate({ href, replace: options?.replace ?? false }),
    }),
    [app.router],
  );
  return (
    <I18nProvider i18n={app.language.i18n}>
      <AppServicesContext value={app}>
        <NavigationContext value={navigation}>
          <RouterProvider router={app.router} />
        </NavigationContext>
      </AppServicesContext>
    </I18nProvider>
  );
}
