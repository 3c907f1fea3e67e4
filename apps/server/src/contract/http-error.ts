/**
 * An error answered as JSON `{message, fields?}` (plus `more`, for an answer the document gives more members) with
 * its HTTP status; anything else thrown is a 500.
 */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 412 | 413 | 415 | 422 | 429,
    message: string,
    readonly fields?: { [name: string]: string },
    readonly headers?: { [name: string]: string },
    readonly more?: { readonly [member: string]: unknown },
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, fields?: { [name: string]: string }) =>
  new HttpError(400, message, fields);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const unauthorized = (message = 'Please sign in again.') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);

/** Too many attempts: try again after `seconds` (said in seconds or minutes, and as `Retry-After`). */
export function tooManyAttempts(seconds: number): HttpError {
  const minutes = Math.ceil(seconds / 60);
  const when =
    seconds < 60
      ? `${seconds} second${seconds === 1 ? '' : 's'}`
      : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return new HttpError(429, `Too many attempts. Try again in ${when}.`, undefined, {
    'Retry-After': String(seconds),
  });
}
