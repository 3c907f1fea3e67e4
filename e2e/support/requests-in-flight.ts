import type { Page, Request } from 'playwright-core';

/** The signed-in admin's event stream: one request that stays open as long as the tab does. */
function isEventStream(request: Request): boolean {
  return new URL(request.url()).pathname === '/api/events';
}

/** What {@link followRequests} answers. */
export interface RequestsInFlight {
  /**
   * Resolves once no request but the event stream has been in flight for `quietMs` (500 by default), as
   * Playwright's `networkidle` does for a page without a stream; fails after `timeoutMs` naming what is still out.
   */
  settled(options?: { quietMs?: number; timeoutMs?: number }): Promise<void>;
}

/**
 * Follows a page's requests from now on. Playwright's `networkidle` waits for no request at all, which a signed-in
 * tab never reaches: its event stream is a request that does not end.
 */
export function followRequests(page: Page): RequestsInFlight {
  const inFlight = new Set<Request>();
  let quietSince = performance.now();
  const ended = (request: Request) => {
    if (inFlight.delete(request) && inFlight.size === 0) quietSince = performance.now();
  };
  page.on('request', (request) => {
    if (!isEventStream(request)) inFlight.add(request);
  });
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async settled({ quietMs = 500, timeoutMs = 30_000 } = {}) {
      const deadline = performance.now() + timeoutMs;
      while (inFlight.size > 0 || performance.now() - quietSince < quietMs) {
        if (performance.now() > deadline) {
          const out = [...inFlight].map((request) => `${request.method()} ${request.url()}`);
          throw new Error(`requests still in flight after ${timeoutMs} ms: ${out.join(', ')}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
