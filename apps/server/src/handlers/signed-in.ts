import { unauthorized } from '../core/http-error.js';
import type { Session } from '../core/session.js';

/** The session of a protected operation (the router has already answered 401 when there is none). */
export function signedIn(input: { session: Session | undefined }): Session {
  if (input.session === undefined) throw unauthorized();
  return input.session;
}
