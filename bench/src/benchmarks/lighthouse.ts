import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromiumPath } from '@shop/e2e/browser';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import type { Benchmark, Figure } from '../benchmark.js';
import { onCleanup } from '../support/cleanup.js';
import { adminDist, cacheDir } from '../support/paths.js';
import {
  type BrowserSession,
  browserSession,
  SESSION_STORAGE_KEY,
  startShopServer,
} from '../support/shop-server.js';
import { makeTempDir } from '../support/temp-dir.js';

const RUNS = 5;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
/** The targets of issue 24, as Lighthouse scores (0–100). */
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
};
/** Lighthouse's own variable, else the Chromium the end-to-end tests use. */
const chromePath = process.env.CHROME_PATH ?? chromiumPath;

/** Launches Chromium for Lighthouse (headless, no sandbox), closed on cleanup. */
async function launchForLighthouse(): Promise<{ browser: Browser; close: () => Promise<void> }> {
  const browser = await puppeteer.launch({
    executablePath: chromePath,
    headless: true,
    args: ['--headless', '--no-sandbox'],
  });
  const close = onCleanup(() => browser.close());
  return { browser, close };
}

/**
 * One Lighthouse run (mobile, its default form factor and simulated throttling) in a new browser context: an empty
 * cache, as a first visit. With a session, its cookie is set and who is signed in put in local storage before the audit and Lighthouse is told not
 * to reset storage, so the page opens signed in.
 */
async function auditOnce(browser: Browser, url: string, session?: BrowserSession): Promise<Result> {
  const context = await browser.createBrowserContext();
  try {
    if (session !== undefined) {
      // Local storage is the context's: set from any page of the origin (/healthz loads none of the admin's files),
      // so that Lighthouse gets a page of its own that has been nowhere.
      const setup = await context.newPage();
      await setup.goto(new URL('/healthz', url).href);
      await setup.setCookie({ ...session.cookie, url: new URL(url).origin, httpOnly: true, sameSite: 'Lax' });
      await setup.evaluate(
        (key, profile) => window.localStorage.setItem(key, profile),
        SESSION_STORAGE_KEY,
        session.profile,
      );
      await setup.close();
    }
    const page = await context.newPage();
    const flags: Flags = {
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES],
      disableStorageReset: session !== undefined,
    };
    const result = await lighthouse(url, flags, undefined, page);
    if (!result) throw new Error(`Lighthouse answered nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const shown = new URL(lhr.finalDisplayedUrl).pathname;
    if (shown !== new URL(url).pathname) throw new Error(`${url} ended on ${shown} (not signed in?)`);
    return lhr;
  } finally {
    await context.close();
  }
}

/** A run, again once when Lighthouse asks for it (a trace without navigation start happens now and then). */
async function audit(
  browser: Browser,
  url: string,
  log: (line: string) => void,
  session?: BrowserSession,
): Promise<Result> {
  try {
    return await auditOnce(browser, url, session);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (!message.includes('run Lighthouse again')) throw error;
    log(`  again after: ${message}`);
    return auditOnce(browser, url, session);
  }
}

function score(lhr: Result, category: (typeof CATEGORIES)[number]): number {
  const value = lhr.categories[category]?.score;
  if (value === null || value === undefined) throw new Error(`no ${category} score`);
  return Math.round(value * 100);
}

function metric(lhr: Result, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`no ${id} value`);
  return value;
}

/**
 * The audits of a category that did not pass, the costliest first (estimated savings, then score): as the report
 * shows them, without the metrics themselves and the insights Lighthouse 12 keeps hidden beside their audits.
 */
function misses(lhr: Result, category: (typeof CATEGORIES)[number]): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  const failed = refs
    .filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden')
    .flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      return audit !== undefined && audit.score !== null && audit.score < 0.9 ? [audit] : [];
    });
  const savings = (audit: (typeof failed)[number]) =>
    (audit.metricSavings?.LCP ?? 0) + (audit.metricSavings?.TBT ?? 0) + (audit.metricSavings?.FCP ?? 0);
  return failed
    .sort((a, b) => savings(b) - savings(a) || (a.score ?? 0) - (b.score ?? 0))
    .map((audit) => (audit.displayValue ? `${audit.title} (${audit.displayValue})` : audit.title));
}

/**
 * Runs a page 5 times, prints each run and the median run, answers its figures. The median run is the one with the
 * median performance score (the figure with a target), rather than Lighthouse's `computeMedianRun` (closest to the
 * median FCP and TTI), which can pick a run whose score is not the median.
 */
async function auditPage(
  browser: Browser,
  name: string,
  url: string,
  log: (line: string) => void,
  session?: BrowserSession,
): Promise<Figure[]> {
  const runs: Result[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await audit(browser, url, log, session));
  const scores = (lhr: Result) => CATEGORIES.map((category) => score(lhr, category)).join('/');
  log(`${name}: ${RUNS} runs, performance/accessibility/best-practices ${runs.map(scores).join(', ')}`);
  const lhr = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'))[
    Math.floor(RUNS / 2)
  ];
  if (lhr === undefined) throw new Error(`no run of ${name}`);
  const lcp = metric(lhr, 'largest-contentful-paint');
  const tbt = metric(lhr, 'total-blocking-time');
  const cls = metric(lhr, 'cumulative-layout-shift');
  log(
    `${name} median run: ${scores(lhr)}, LCP ${Math.round(lcp)} ms, TBT ${Math.round(tbt)} ms, ` +
      `CLS ${cls.toFixed(3)}`,
  );
  for (const category of CATEGORIES) {
    const missed = misses(lhr, category);
    if (missed.length > 0) log(`  ${category} misses: ${missed.slice(0, 6).join('; ')}`);
  }
  for (const warning of lhr.runWarnings) log(`  warning: ${warning}`);
  const key = `lighthouse-${name.replace(/^\//, '')}`;
  // The whole report, to open in the Lighthouse viewer (https://googlechrome.github.io/lighthouse/viewer/).
  const report = path.join(cacheDir, `${key}.json`);
  await mkdir(cacheDir, { recursive: true });
  await writeFile(report, JSON.stringify(lhr));
  log(`  the median run's report: ${path.relative(process.cwd(), report)}`);
  return [
    ...CATEGORIES.map(
      (category): Figure => ({
        name: `${key}-${category}`,
        value: score(lhr, category),
        unit: 'score',
        target: { min: TARGETS[category] },
      }),
    ),
    { name: `${key}-lcp`, value: Math.round(lcp), unit: 'ms' },
    { name: `${key}-tbt`, value: Math.round(tbt), unit: 'ms' },
    { name: `${key}-cls`, value: Math.round(cls * 1000) / 1000, unit: 'unitless' },
  ];
}

/**
 * Lighthouse 12 (mobile; performance, accessibility, best practices) on the built admin served by the server, on
 * the demo shop: `/login` signed out, and `/items` and the dashboard signed in as the admin's sign-in form signs in
 * (the session cookie, who is signed in in local storage). Each the median run of 5.
 */
export const lighthouseScores: Benchmark = {
  name: 'lighthouse',
  skipReason: async () => {
    if (!existsSync(chromePath)) return `no Chromium at ${chromePath} (set CHROME_PATH)`;
    return existsSync(path.join(adminDist, 'index.html')) ? undefined : 'the admin is not built';
  },
  async run(log) {
    const temp = await makeTempDir('lighthouse');
    // The demo seed takes a minute or more on a busy machine.
    const server = await startShopServer({ dataDir: temp.path, seedDemo: true, timeoutMs: 240_000 });
    const { browser, close } = await launchForLighthouse();
    try {
      log(`${await browser.version()}, Lighthouse 12.8.2, server on a new data dir with the demo shop`);
      const session = await browserSession(server.url);
      return [
        ...(await auditPage(browser, '/login', `${server.url}/login`, log)),
        ...(await auditPage(browser, '/items', `${server.url}/items`, log, session)),
        ...(await auditPage(browser, '/dashboard', `${server.url}/`, log, session)),
      ];
    } finally {
      await close();
      await server.stop();
      await temp.remove();
    }
  },
};
