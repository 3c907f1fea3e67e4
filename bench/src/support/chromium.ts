import { existsSync } from 'node:fs';
import { chromiumPath, launchChromium as launch } from '@shop/e2e/browser';
import type { Browser } from 'playwright-core';
import { onCleanup } from './cleanup.js';

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
