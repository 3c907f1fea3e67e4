import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@shop/ui-kit/styles.css';
import { LANGUAGE_STORAGE_KEY } from './app/language';
import { SESSION_STORAGE_KEY } from './app/session-store';
import { showRememberedTheme, THEME_STORAGE_KEY } from './app/theme';
import { AppRoot } from './app-root';
import { createApp } from './create-app';
import './main.css';

// Before the first render, so the chosen colours are the first ones shown.
showRememberedTheme();

const app = createApp({
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '/api',
  storage: window.localStorage,
  browserLanguages: navigator.languages,
});

// Signing in or out in another tab applies here too.
window.addEventListener('storage', (event) => {
  // A theme chosen in another tab shows here too.
  if (event.key === THEME_STORAGE_KEY || event.key === null) showRememberedTheme();
  // So does a language.
  if (event.key === LANGUAGE_STORAGE_KEY || event.key === null) void app.language.reload(navigator.languages);
  if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
  app.auth.reload();
  void app.router.invalidate();
});

const root = document.getElementById('root');
// The first page shows in the chosen language: its sign-in messages are loaded first (a promise rather than a
// top-level await, which would make the bundler split the entry into a chunk per module).
if (root) {
  void app.language.start().then(() =>
    createRoot(root).render(
      <StrictMode>
        <AppRoot app={app} />
      </StrictMode>,
    ),
  );
}
