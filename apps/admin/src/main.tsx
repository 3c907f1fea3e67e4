import { createRoot } from 'react-dom/client';
import '@shop/ui-kit/styles.css';
import { createServices } from './app/app-services';
import { takeFirstData } from './app/first-data';
import { LANGUAGE_STORAGE_KEY, languageCookie } from './app/language';
import { catalogsOf } from './app/message-areas';
import { SESSION_STORAGE_KEY } from './app/session-store';
import { isSignInPath } from './app/sign-in-paths';
import { showRememberedTheme, THEME_STORAGE_KEY } from './app/theme';
import type { App } from './create-app';
import './main.css';

// Before the first render, so the chosen colours are the first ones shown.
showRememberedTheme();

const services = createServices({
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '/api',
  storage: window.localStorage,
  browserLanguages: navigator.languages,
  // The first screen's reads, in the page when the server could make them for the signed-in person.
  firstData: takeFirstData(document),
  // The server serves each page naming the messages of the language shown, read from this cookie.
  languageShown: (language) => {
    // biome-ignore lint/suspicious/noDocumentCookie: one fixed value; the Cookie Store API is newer than some of the browsers the app runs in
    document.cookie = languageCookie(language);
  },
});
// The first page shows in the chosen language: the messages every page may show load beside its code (a promise
// rather than a top-level await, which would make the bundler split the entry into a chunk per module).
const languageReady = services.language.start();
const element = document.getElementById('root');
const root = element ? createRoot(element) : undefined;

// The whole app (the router and every screen), once needed. Signed in, what the signed-in layout waits for (the
// query cache and the messages of every signed-in page and of this page's area) starts downloading beside it rather
// than once the router has started.
let app: App | undefined;
let starting: Promise<void> | undefined;
function startApp(): Promise<void> {
  if (starting === undefined && services.auth.getSnapshot().employee) {
    // A failed download is tried again, and shown, by the signed-in layout.
    services.queries.load().catch(() => undefined);
    services.language.need('app', ...catalogsOf(window.location.pathname)).catch(() => undefined);
  }
  starting ??= Promise.all([import('./app-main'), languageReady]).then(([{ showApp }]) => {
    if (root) app = showApp(root, services);
  });
  return starting;
}

// A signed-out visit to a sign-in screen needs neither the router nor the signed-in screens: the small sign-in entry
// shows it, once the signed-out screens' messages are in too (no English flashes in another language), and starts
// the whole app once the person signs in.
function start() {
  const signedOut = !services.auth.getSnapshot().employee;
  if (signedOut && isSignInPath(window.location.pathname)) {
    const signInWords = services.language.need('signin');
    void Promise.all([import('./sign-in-root'), languageReady, signInWords]).then(([{ showSignIn }]) => {
      if (root) void showSignIn(root, services, () => void startApp());
    });
  } else {
    void startApp();
  }
}
// The page's drawing (index.html) is painted before the app's code runs, which on a slow phone takes a while: the
// code starts in the task after the next frame. A tab opened in the background, which paints no frame, starts now.
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start));

// What another tab does applies here too: a theme or a language chosen there, signing in or out.
window.addEventListener('storage', (event) => {
  if (event.key === THEME_STORAGE_KEY || event.key === null) showRememberedTheme();
  if (event.key === LANGUAGE_STORAGE_KEY || event.key === null)
    void services.language.reload(navigator.languages);
  if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
  services.auth.reload();
  if (app) void app.router.invalidate();
  else if (services.auth.getSnapshot().employee) void startApp();
});
