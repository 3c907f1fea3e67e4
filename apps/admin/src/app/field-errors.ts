import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ShopApiError } from '@shop/sdk';

/** A message per form field, keyed by the field's name as the API names it. */
export type FieldErrors = Readonly<Record<string, string>>;

/**
 * The text of a failed call for the form's banner: the server's message (in the language the client asked for), or
 * why no answer came.
 */
export function errorMessage(error: unknown, i18n: I18n): string {
  if (error instanceof ShopApiError && error.status === 0)
    return i18n._(msg`Cannot reach the server. Check your connection and try again.`);
  if (error instanceof Error) return error.message;
  return i18n._(msg`Something went wrong. Please try again.`);
}

/**
 * The banner of a failed call in a form whose fields `shown` (API names) show their own messages: the server's
 * message, unless it only restates, in the API's field names ("image: choose a JPEG…", "Please check price: …"),
 * field messages the form shows at those fields: the person reads them there, in the form's words, not twice.
 */
export function formErrorMessage(error: unknown, shown: readonly string[], i18n: I18n): string {
  if (!error) return '';
  const fields = Object.keys(apiFieldErrors(error));
  const restated =
    error instanceof Error &&
    fields.length > 0 &&
    fields.every((field) => shown.includes(field)) &&
    fields.some((field) => error.message.includes(`${field}:`));
  return restated ? '' : errorMessage(error, i18n);
}

/** The server's per-field messages of a failed call (`ShopApiError.fields`), empty for any other failure. */
export function apiFieldErrors(error: unknown): FieldErrors {
  return error instanceof ShopApiError ? error.fields : {};
}

// The SDK's request-body schemas (generated from the document, shared with other tools) word their checks in
// English; each wording, by its pattern, and what it says in the language shown.
const numberWords: Readonly<Record<string, number>> = { no: 0, one: 1, two: 2, three: 3, four: 4 };
const checkWordings: ReadonlyArray<[RegExp, (i18n: I18n, n: number) => string]> = [
  [/^Required$/, (i18n) => i18n._(msg`Required`)],
  [/^At least (\d+) characters$/, (i18n, n) => i18n._(msg`At least ${n} characters`)],
  [/^At most (\d+) characters$/, (i18n, n) => i18n._(msg`At most ${n} characters`)],
  [/^At most (\d+) at once$/, (i18n, n) => i18n._(msg`At most ${n} at once`)],
  [/^Choose at least (\d+)$/, (i18n, n) => i18n._(msg`Choose at least ${n}`)],
  [/^At least (-?[\d.]+)$/, (i18n, n) => i18n._(msg`At least ${n}`)],
  [/^At most (-?[\d.]+)$/, (i18n, n) => i18n._(msg`At most ${n}`)],
  [/^At most (no|one|two|three|four) decimals$/, (i18n, n) => i18n._(msg`At most ${n} decimals`)],
  [
    /^Enter a link starting with http:\/\/ or https:\/\/$/,
    (i18n) => i18n._(msg`Enter a link starting with http:// or https://`),
  ],
  [/^Invalid value$/, (i18n) => i18n._(msg`Invalid value`)],
  [/^Invalid input/, (i18n) => i18n._(msg`Invalid value`)],
  [/^Each one only once$/, (i18n) => i18n._(msg`Each one only once`)],
  [/^Choose a file$/, (i18n) => i18n._(msg`Choose a file`)],
  [/^Enter a whole number$/, (i18n) => i18n._(msg`Enter a whole number`)],
  [/^Enter a number$/, (i18n) => i18n._(msg`Enter a number`)],
  [/^Enter a valid email address$/, (i18n) => i18n._(msg`Enter a valid email address`)],
];

/** An SDK schema's check message in the language shown (English ones are returned as the SDK words them). */
export function checkMessage(message: string, i18n: I18n): string {
  if (i18n.locale === 'en') return message;
  for (const [pattern, say] of checkWordings) {
    const match = pattern.exec(message);
    if (!match) continue;
    const value = match[1] ?? '';
    return say(i18n, value in numberWords ? (numberWords[value] ?? 0) : Number(value));
  }
  return message;
}

/**
 * Per-field messages of a zod validation (the SDK's request-body schemas), the first message of each field, in the
 * language shown.
 */
export function issueFieldErrors(
  issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>,
  i18n: I18n,
): FieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field] = checkMessage(issue.message, i18n);
  }
  return errors;
}
