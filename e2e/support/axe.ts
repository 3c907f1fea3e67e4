import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Locator } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core');

declare global {
  interface Window {
    /** axe-core, once {@link axeFindings} has added its script to the page. */
    axe?: typeof import('axe-core');
  }
}

/** One finding of axe-core: its rule, what it asks for, and the first elements it names. */
export interface AxeFinding {
  rule: string;
  help: string;
  nodes: string[];
}

/**
 * axe-core's findings inside one element of the page, in the real browser (colour contrast included: Chromium
 * computes the colours jsdom cannot). An empty list is a clean page.
 */
export async function axeFindings(scope: Locator): Promise<AxeFinding[]> {
  const page = scope.page();
  // Evaluated by the test's driver, not added as a script: the app's content security policy refuses inline scripts.
  if (!(await page.evaluate(() => window.axe !== undefined)))
    await page.evaluate(await readFile(axePath, 'utf8'));
  return scope.evaluate(async (element) => {
    const { axe } = window;
    if (!axe) throw new Error('axe-core did not load in the page');
    const results = await axe.run(element);
    return results.violations.map((violation) => ({
      rule: violation.id,
      help: violation.help,
      nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }));
  });
}
