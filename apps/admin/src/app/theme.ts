/** The screen's colours: as the system says (the default), or always light, or always dark. */
export const themeValues = ['system', 'light', 'dark'] as const;
export type Theme = (typeof themeValues)[number];

/** Where the choice is remembered, per browser (not per account: the same person may use a dim and a bright room). */
export const THEME_STORAGE_KEY = 'shop.theme';

/** The event on `window` that says the choice changed (here or in another tab). */
export const THEME_EVENT = 'shop-theme';

/** The remembered choice, or the system's when there is none (or storage cannot be read). */
export function readTheme(storage: Pick<Storage, 'getItem'>): Theme {
  try {
    const stored = storage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

/**
 * Shows the choice: `data-theme` on <html> (the ui-kit's tokens switch on it), or none to follow the system.
 * Print views stay black on white whatever it is (their own style sheet).
 */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  if (theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
}

/** Reads the remembered choice and shows it: before the first render, and when another tab chooses. */
export function showRememberedTheme(storage: Storage = window.localStorage): void {
  applyTheme(readTheme(storage));
}
