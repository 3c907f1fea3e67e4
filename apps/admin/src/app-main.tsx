import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import type { AppServices } from './app/app-services';
import { AppRoot } from './app-root';
import { type App, appOver } from './create-app';

/** Starts the whole app (the router and every screen) in `root`, at the browser's address. */
export function showApp(root: Root, services: AppServices): App {
  const app = appOver(services);
  let drawn = false;
  const draw = () => {
    if (drawn) return;
    drawn = true;
    root.render(
      <StrictMode>
        <AppRoot app={app} />
      </StrictMode>,
    );
  };
  // The page's reads start now, and React draws once they have been answered (or failed: the route's error shows),
  // index.html's drawing showing meanwhile: a first draw of the router while they are under way would only hold them
  // up. Reads that take longer than the router waits before it shows its pending screen get that screen.
  app.router.load().then(draw, draw);
  setTimeout(draw, app.router.options.defaultPendingMs ?? 1_000);
  return app;
}
