import { existsSync } from 'node:fs';
import { chromiumPath, launchChromium as launch } from '@shop/e2e/browser';
import type { Browser, BrowserContext } from 'playwright-core';
import { onCleanup } from './cleanup.js';
import { type BrowserSession, SESSION_STORAGE_KEY } from './shop-server.js';

/** Why Chromium cannot be used here, or nothing when it can. */
export async function chromiumSkipReason(): Promise<string | undefined> {
  return existsSync(chromiumPath) ? undefined : `no Chromium at ${chromiumPath} (set CHROMIUM_PATH)`;
}

/** The end-to-end tests' headless Chromium (the same binary and flags), closed on cleanup. */
export async function launchChromium(): Promise<{ browser: Browser; close: () => Promise<void> }> {
  const browser = await launch();
  const close = onCleanup(() => browser.close());
  return { browser, close };
}

/**
 * Makes `context` open `url`'s admin signed in with `session`: its cookie, and who is signed in in local storage
 * (set only where the page has none, so a sign-out in the context stays one).
 */
export async function signInContext(
  context: BrowserContext,
  url: string,
  session: BrowserSession,
): Promise<void> {
  await context.addCookies([{ ...session.cookie, url }]);
  await context.addInitScript(
    ([key, profile]) => {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, profile);
    },
    [SESSION_STORAGE_KEY, session.profile] as const,
  );
}
