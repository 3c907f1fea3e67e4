import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import type { AppServices } from './app/app-services';
import { AppRoot } from './app-root';
import { type App, appOver } from './create-app';

/** Starts the whole app (the router and every screen) in `root`, at the browser's address. */
export function showApp(root: Root, services: AppServices): App {
  const app = appOver(services);
  // The page's reads start now rather than once React has drawn the router's first frame.
  void app.router.load();
  root.render(
    <StrictMode>
      <AppRoot app={app} />
    </StrictMode>,
  );
  return app;
}
