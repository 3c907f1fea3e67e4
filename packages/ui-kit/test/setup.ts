import '@testing-library/jest-dom/vitest';
import { i18n } from '@lingui/core';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A wait on the page (findBy..., waitFor) only stops a stuck test: on a busy CI machine a module's first import or a
// render can take seconds.
configure({ asyncUtilTimeout: 20_000 });

// Components rendered on their own (no app around them) show their English defaults, from the macros' source texts.
i18n.loadAndActivate({ locale: 'en', messages: {} });

// jsdom has no object URLs: hand out fake blob: URLs and let tests check they are revoked.
let nextUrl = 0;
URL.createObjectURL = vi.fn(() => {
  nextUrl += 1;
  return `blob:test/${nextUrl}`;
});
URL.revokeObjectURL = vi.fn();

afterEach(() => {
  cleanup();
  // A test on the test clock (test-clock.ts) leaves it behind.
  vi.useRealTimers();
  document.documentElement.removeAttribute('data-theme');
});
