import { ShopApiError } from '@shop/sdk';

/** A message per form field, keyed by the field's name as the API names it. */
export type FieldErrors = Readonly<Record<string, string>>;

/** The text of a failed call for the form's banner: the server's message, or why no answer came. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return 'Something went wrong. Please try again.';
}

/** The server's per-field messages of a failed call (`ShopApiError.fields`), empty for any other failure. */
export function apiFieldErrors(error: unknown): FieldErrors {
  return error instanceof ShopApiError ? error.fields : {};
}

/** Per-field messages of a zod validation (the SDK's request-body schemas), the first message of each field. */
export function issueFieldErrors(
  issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>,
): FieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
