import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { onCleanup } from './cleanup.js';

/** Debian's Chromium: `CHROMIUM_PATH`, else `/usr/bin/chromium` (never a downloaded browser). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Why Chromium cannot be used here, or nothing when it can. */
export async function chromiumSkipReason(): Promise<string | undefined> {
  return existsSync(chromiumPath) ? undefined : `no Chromium at ${chromiumPath} (set CHROMIUM_PATH)`;
}

/** Launches headless Chromium with the flags this machine's closed network needs; closed on cleanup. */
export async function launchChromium(): Promise<{ browser: Browser; close: () => Promise<void> }> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const close = onCleanup(() => browser.close());
  return { browser, close };
}
