import { SESSION_TTL_MS } from './tokens.js';

/**
 * The session cookie over https: the `__Host-` prefix makes the browser take it only `Secure`, from the host itself,
 * for `/`, so neither a sibling subdomain nor a plain-http page can plant or overwrite it.
 */
export const SECURE_SESSION_COOKIE = '__Host-shop_session';

/** Its twin over plain http (a trial on http://127.0.0.1), where browsers refuse `Secure` and the prefix. */
export const PLAIN_SESSION_COOKIE = 'shop_session';

/** The session cookie's name for a request over https (`secure`) or plain http. */
export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE : PLAIN_SESSION_COOKIE;
}

function attributes(secure: boolean, maxAgeSeconds: number): string {
  // Lax: sent on a link from elsewhere (a mail's), never with another site's form post or fetch.
  return `Max-Age=${maxAgeSeconds}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** `Set-Cookie` for a new session: it lasts as long as the session may (7 days), unread by the page's scripts. */
export function sessionCookie(token: string, secure: boolean): string {
  return `${sessionCookieName(secure)}=${token}; ${attributes(secure, Math.floor(SESSION_TTL_MS / 1000))}`;
}

/** `Set-Cookie` that removes the session cookie (signed out). */
export function clearedSessionCookie(secure: boolean): string {
  return `${sessionCookieName(secure)}=; ${attributes(secure, 0)}`;
}
