import { useSyncExternalStore } from 'react';

/** The screen's colours: as the system says (the default), or always light, or always dark. */
export const themeValues = ['system', 'light', 'dark'] as const;
export type Theme = (typeof themeValues)[number];

/** Where the choice is remembered, per browser (not per account: the same person may use a dim and a bright room). */
export const THEME_STORAGE_KEY = 'shop.theme';

function isTheme(value: unknown): value is Theme {
  return themeValues.some((theme) => theme === value);
}

/** The remembered choice, or the system's when there is none (or storage cannot be read). */
export function readTheme(storage: Pick<Storage, 'getItem'>): Theme {
  try {
    const stored = storage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : 'system';
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

const listeners = new Set<() => void>();

/** Reads the remembered choice and shows it; call once, before the first render. */
export function startTheme(storage: Storage): void {
  applyTheme(readTheme(storage));
  // Chosen in another tab: shown here too.
  window.addEventListener('storage', (event) => {
    if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
    applyTheme(readTheme(storage));
    for (const listener of listeners) listener();
  });
}

/** Remembers a choice and shows it at once. */
export function chooseTheme(theme: Theme, storage: Storage = window.localStorage): void {
  try {
    if (theme === 'system') storage.removeItem(THEME_STORAGE_KEY);
    else storage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage full or refused: the choice holds for this visit.
  }
  applyTheme(theme);
  for (const listener of listeners) listener();
}

/** The current choice (as remembered), re-rendering when it changes. */
export function useTheme(storage: Storage = window.localStorage): Theme {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => readTheme(storage),
  );
}
