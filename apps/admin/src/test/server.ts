import { setupServer } from 'msw/node';
import { defaultHandlers } from './default-handlers';
import { API_BASE_URL } from './http';

/** The mock API of every test; add a test's own handlers with `server.use(...)`. */
export const server = setupServer(...defaultHandlers());

/**
 * Every request the app sends from now on, as `METHOD /path?query` (without the API base), but the event stream:
 * the signed-in layout opens it once the page has settled, whenever that is, and it stays open, so it is no read
 * or write a screen made (test/event-stream.ts records its connections).
 */
export function recordRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (`${url.origin}${url.pathname}` === `${API_BASE_URL}/events`) return;
    seen.push(`${request.method} ${url.pathname.replace(/^\/api/, '')}${url.search}`);
  });
  return seen;
}
