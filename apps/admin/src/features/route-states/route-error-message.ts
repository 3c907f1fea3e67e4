/** What the sdk says when no answer arrives; the same words when the page's own code could not be fetched. */
export const UNREACHABLE = 'Cannot reach the server. Check your connection and try again.';

// How Chromium, Firefox and Safari word a failed `import()` of a route's code, which the same server serves, and
// how Vite's loader words a failed fetch of the stylesheet that comes with it.
const CODE_NOT_LOADED =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS for/i;

/** Why a route could not be shown, in words for the person in front of the screen. */
export function routeErrorMessage(error: unknown): string {
  if (!(error instanceof Error)) return 'An unexpected error occurred.';
  return CODE_NOT_LOADED.test(error.message) ? UNREACHABLE : error.message;
}
