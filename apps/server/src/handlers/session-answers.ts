import { clearedSessionCookie, sessionCookie } from '../auth/session-cookie.js';

/** What a request says of itself that decides where its session goes: the admin's header, and https or not. */
export interface SessionRequest {
  /** It carried `X-Shop-Client: admin`: the caller keeps its session in the server's cookie. */
  fromShopClient: boolean;
  secure: boolean;
}

function wantsSessionCookie(request: SessionRequest): boolean {
  return request.fromShopClient;
}

/**
 * How a new session reaches the caller: in the answer's `token`, or (the admin) in an HttpOnly cookie, the answer
 * then carrying no token. Answers the token to put in the body (or undefined) and the answer's headers.
 */
export function deliverSession(
  request: SessionRequest,
  token: string,
): { bodyToken: string | undefined; headers: { [name: string]: string } | undefined } {
  if (!wantsSessionCookie(request)) return { bodyToken: token, headers: undefined };
  return { bodyToken: undefined, headers: { 'Set-Cookie': sessionCookie(token, request.secure) } };
}

/** The headers of an answer that ended the caller's session: the admin's cookie goes with it. */
export function sessionEndedHeaders(request: SessionRequest): { [name: string]: string } | undefined {
  return wantsSessionCookie(request) ? { 'Set-Cookie': clearedSessionCookie(request.secure) } : undefined;
}
