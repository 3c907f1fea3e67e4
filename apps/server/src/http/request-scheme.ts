import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { isTrustedProxy, type TrustedProxies } from './client-address.js';

/** The connection's peer address, when the server knows it (a request made in a test may have none). */
export function peerAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * Whether the browser reached the shop over https: the request itself came so, or a proxy in TRUSTED_PROXIES says
 * so (`X-Forwarded-Proto`, its last hop), or else PUBLIC_URL is https (a TLS terminator the server was not told of).
 * It decides the session cookie's name: `__Host-` and `Secure` only where the browser takes them.
 */
export function requestIsSecure(c: Context, publicUrl: string, trusted: TrustedProxies | undefined): boolean {
  if (c.req.url.startsWith('https:')) return true;
  const forwarded = c.req.header('x-forwarded-proto');
  const peer = peerAddress(c);
  if (
    forwarded !== undefined &&
    trusted !== undefined &&
    peer !== undefined &&
    isTrustedProxy(trusted, peer)
  ) {
    const proto = forwarded.split(',').at(-1)?.trim().toLowerCase();
    if (proto === 'https' || proto === 'http') return proto === 'https';
  }
  return publicUrl.startsWith('https:');
}
