import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ShopApiError } from '@shop/sdk';
import { errorMessage } from '../../app/field-errors';

// How Chromium, Firefox and Safari word a failed `import()` of a route's code, which the same server serves, and
// how Vite's loader words a failed fetch of the stylesheet that comes with it.
const CODE_NOT_LOADED =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS for/i;

/** Why a route could not be shown, in words for the person in front of the screen, in the language shown. */
export function routeErrorMessage(error: unknown, i18n: I18n): string {
  if (!(error instanceof Error)) return i18n._(msg`An unexpected error occurred.`);
  // The same words as when no answer came: the page's own code comes from the same server.
  return errorMessage(CODE_NOT_LOADED.test(error.message) ? new ShopApiError(0, error.message) : error, i18n);
}
