import { setupI18n } from '@lingui/core';
import { ShopApiError } from '@shop/sdk';
import { describe, expect, it } from 'vitest';
import { routeErrorMessage } from './route-error-message';

const UNREACHABLE = 'Cannot reach the server. Check your connection and try again.';
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe('routeErrorMessage', () => {
  it("says the server cannot be reached when the route's code could not be fetched, in every browser's words", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://127.0.0.1:3000/assets/items-x1.js',
      'error loading dynamically imported module: http://127.0.0.1:3000/assets/items-x1.js',
      'Importing a module script failed.',
      'Unable to preload CSS for http://127.0.0.1:3000/assets/list-page-C5LolVAQ.css',
    ]) {
      expect(routeErrorMessage(new TypeError(message), i18n)).toBe(UNREACHABLE);
    }
  });

  it("keeps the server's message, or the sdk's when no answer came", () => {
    expect(routeErrorMessage(new ShopApiError(0, UNREACHABLE), i18n)).toBe(UNREACHABLE);
    expect(routeErrorMessage(new ShopApiError(500, 'The database is not answering'), i18n)).toBe(
      'The database is not answering',
    );
    expect(routeErrorMessage('boom', i18n)).toBe('An unexpected error occurred.');
  });
});
