import { SHOP_CLIENT_HEADER, SHOP_CLIENT_VALUE } from '@shop/sdk';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { sessionCookieName } from '../auth/session-cookie.js';
import { HttpError } from '../core/http-error.js';
import { nameRoute } from './request-tracking.js';

export interface CsrfGuardOptions {
  /** The shop's own origin (PUBLIC_URL's); read per request, since the port may be known late. */
  ownOrigin: () => string;
  /** Whether the request came over https (request-scheme.ts): which session cookie it would carry. */
  secure: (c: Context) => boolean;
}

const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether the request says it comes from the shop's own pages: true, false, or undefined when it says nothing. */
function sameOrigin(c: Context, ownOrigin: string, secure: boolean): boolean | undefined {
  const origin = c.req.header('origin');
  if (origin !== undefined) {
    // The shop's configured origin, or the one the request was sent to (a trial reached at localhost).
    const host = c.req.header('host');
    return (
      origin === ownOrigin || (host !== undefined && origin === `${secure ? 'https' : 'http'}://${host}`)
    );
  }
  const site = c.req.header('sec-fetch-site');
  return site === undefined ? undefined : site === 'same-origin';
}

/**
 * Refuses a change a browser may have been tricked into sending (CSRF), before its body is read: with a session
 * cookie, or the admin's header, a request that changes something must come from the shop's own origin (`Origin`,
 * or `Sec-Fetch-Site` where a browser sends no Origin) and carry `X-Shop-Client: admin`, which no form and no other
 * site's script can send without CORS allowing it; any such request from another origin is refused too. A request
 * with `Authorization` is a tool's (a browser never adds that header by itself) and passes.
 */
export function csrfGuard(options: CsrfGuardOptions): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || c.req.header('authorization') !== undefined) return next();
    const secure = options.secure(c);
    const own = sameOrigin(c, new URL(options.ownOrigin()).origin, secure);
    const fromAdmin = c.req.header(SHOP_CLIENT_HEADER) === SHOP_CLIENT_VALUE;
    const cookieSession = getCookie(c, sessionCookieName(secure)) !== undefined;
    const refused = own === false || ((cookieSession || fromAdmin) && (own !== true || !fromAdmin));
    if (!refused) return next();
    nameRoute(c, 'csrf');
    throw new HttpError(
      403,
      /*i18n*/ {
        id: 'request.notFromShop',
        message:
          "This change did not come from the shop's own pages, so it was not made. Reload the page and try again.",
      },
    );
  };
}
