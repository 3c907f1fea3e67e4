import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@shop/ui-kit/styles.css';
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
});

// Signing in or out in another tab applies here too.
window.addEventListener('storage', (event) => {
  // A theme chosen in another tab shows here too.
  if (event.key === THEME_STORAGE_KEY || event.key === null) showRememberedTheme();
  if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
  app.auth.reload();
  void app.router.invalidate();
});

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AppRoot app={app} />
    </StrictMode>,
  );
}
