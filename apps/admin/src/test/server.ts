import { setupServer } from 'msw/node';
import { defaultHandlers } from './default-handlers';

/** The mock API of every test; add a test's own handlers with `server.use(...)`. */
export const server = setupServer(...defaultHandlers());

/** Every request the app sends from now on, as `METHOD /path?query` (without the API base). */
export function recordRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    seen.push(`${request.method} ${url.pathname.replace(/^\/api/, '')}${url.search}`);
  });
  return seen;
}
