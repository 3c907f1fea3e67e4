import { onTestFinished } from 'vitest';

/**
 * Every text shown from now until the test ends by elements matching `selector` (their `aria-label`, else their
 * text), including what a page showed for a moment only: a page that first shows old data and then refreshes
 * it is caught, where a later look would find only the refreshed data.
 */
export function recordShownTexts(selector: string): ReadonlySet<string> {
  const shown = new Set<string>();
  const record = () => {
    for (const element of document.querySelectorAll(selector))
      shown.add(element.getAttribute('aria-label') ?? element.textContent ?? '');
  };
  // Called after every commit that changed the page (before the next one), with the values attributes had.
  const observer = new MutationObserver((mutations) => {
    for (const { target, oldValue } of mutations)
      if (oldValue !== null && target instanceof Element && target.matches(selector)) shown.add(oldValue);
    record();
  });
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['aria-label'],
    attributeOldValue: true,
  });
  record();
  onTestFinished(() => observer.disconnect());
  return shown;
}
