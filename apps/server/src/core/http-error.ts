import type { Schema } from '@shop/sdk';
import type { Language } from './language.js';
import { type Message, translate } from './messages.js';

/**
 * An error answered as JSON `{message, fields?}` (plus `more`, for an answer the document gives more members) with
 * its HTTP status; anything else thrown is a 500. Its messages are said in the request's language when answered;
 * `message` (for logs) is the English.
 */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 412 | 413 | 415 | 422 | 429 | 503,
    readonly text: Message,
    readonly fields?: { readonly [name: string]: Message },
    readonly headers?: { [name: string]: string },
    readonly more?: { readonly [member: string]: unknown },
  ) {
    super(translate(text, 'en'));
    this.name = 'HttpError';
  }

  /** The answer's body, its messages in `language`. */
  body(language: Language): { message: string; fields?: { [name: string]: string } } {
    const fields = this.fields;
    return {
      message: translate(this.text, language),
      // Entries, not a spread: a field named `__proto__` stays a field.
      ...(fields === undefined
        ? {}
        : {
            fields: Object.fromEntries(
              Object.entries(fields).map(([name, message]) => [name, translate(message, language)]),
            ),
          }),
      ...this.more,
    };
  }
}

export const badRequest = (message: Message, fields?: { readonly [name: string]: Message }) =>
  new HttpError(400, message, fields);
export const notFound = (message: Message) => new HttpError(404, message);
export const conflict = (message: Message) => new HttpError(409, message);
export const unauthorized = (
  message: Message = /*i18n*/ { id: 'auth.signInAgain', message: 'Please sign in again.' },
) => new HttpError(401, message);
export const forbidden = (message: Message) => new HttpError(403, message);

/** What an employee an owner deactivated is told: by the session they held, and by a sign-in with their password. */
export const ACCESS_ENDED: Message = /*i18n*/ {
  id: 'auth.accessEnded',
  message: 'Your access to this shop has ended. Ask an owner.',
};

/** A 401 that says why (`UnauthorizedReason`): the employee's access has ended. */
export const accessEnded = () =>
  new HttpError(401, ACCESS_ENDED, undefined, undefined, {
    reason: 'accessEnded' satisfies Schema<'UnauthorizedReason'>,
  });

/** Too many attempts: try again after `seconds` (said in seconds or minutes, and as `Retry-After`). */
export function tooManyAttempts(seconds: number): HttpError {
  const minutes = Math.ceil(seconds / 60);
  const message: Message =
    seconds < 60
      ? /*i18n*/ {
          id: 'throttle.tryAgainInSeconds',
          message:
            '{seconds, plural, one {Too many attempts. Try again in {seconds} second.} other {Too many attempts. Try again in {seconds} seconds.}}',
          values: { seconds },
        }
      : /*i18n*/ {
          id: 'throttle.tryAgainInMinutes',
          message:
            '{minutes, plural, one {Too many attempts. Try again in {minutes} minute.} other {Too many attempts. Try again in {minutes} minutes.}}',
          values: { minutes },
        };
  return new HttpError(429, message, undefined, { 'Retry-After': String(seconds) });
}
