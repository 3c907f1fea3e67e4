import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import type { AppServices } from './app/app-services';
import { AppRoot } from './app-root';
import { type App, appOver } from './create-app';

/** Starts the whole app (the router and every screen) in `root`, at the browser's address. */
export function showApp(root: Root, services: AppServices): App {
  const app = appOver(services);
  // The page's reads start now, and React draws once they have been answered (or failed: the route's error shows),
  // index.html's drawing showing meanwhile: a first draw of the router while they are under way would only hold them
  // up. Reads that take longer than the router waits before it shows its pending screen get that screen.
  drawWhenReady(app.router.load(), app.router.options.defaultPendingMs ?? 1_000, () =>
    root.render(
      <StrictMode>
        <AppRoot app={app} />
      </StrictMode>,
    ),
  );
  return app;
}

/** Calls `draw` once: when `ready` settles (answered or failed), or after `waitMs` if it is still under way. */
export function drawWhenReady(ready: Promise<unknown>, waitMs: number, draw: () => void): void {
  let drawn = false;
  const once = () => {
    if (drawn) return;
    drawn = true;
    clearTimeout(timer);
    draw();
  };
  const timer = setTimeout(once, waitMs);
  ready.then(once, once);
}
