import { useSyncExternalStore } from 'react';
import { applyTheme, readTheme, THEME_EVENT, THEME_STORAGE_KEY, type Theme } from './theme';

/** Remembers a choice and shows it at once. */
export function chooseTheme(theme: Theme, storage: Storage = window.localStorage): void {
  try {
    if (theme === 'system') storage.removeItem(THEME_STORAGE_KEY);
    else storage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage full or refused: the choice holds for this visit.
  }
  applyTheme(theme);
  window.dispatchEvent(new Event(THEME_EVENT));
}

/** The current choice (as remembered), re-rendering when it changes here or in another tab. */
export function useTheme(storage: Storage = window.localStorage): Theme {
  return useSyncExternalStore(
    (listener) => {
      window.addEventListener(THEME_EVENT, listener);
      window.addEventListener('storage', listener);
      return () => {
        window.removeEventListener(THEME_EVENT, listener);
        window.removeEventListener('storage', listener);
      };
    },
    () => readTheme(storage),
  );
}
