import { createMemoryHistory } from '@tanstack/react-router';
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { FirstData } from '../app/first-data';
import { type EmployeeSession, SESSION_STORAGE_KEY } from '../app/session-store';
import { AppRoot } from '../app-root';
import { createApp } from '../create-app';
import { API_BASE_URL } from './http';

/** Options of {@link renderApp}. */
export interface RenderAppOptions {
  /** The address the app opens at, e.g. `/items?page=2`. `/` by default. */
  url?: string;
  /** The employee already signed in (kept in local storage as after a login); signed out when absent. */
  user?: EmployeeSession;
  /** The browser's preferred languages (`navigator.languages`); none by default (English). */
  browserLanguages?: readonly string[];
  /** The first reads the server put in the page (main.tsx takes them from its data block). */
  firstData?: FirstData;
}

/**
 * Renders the whole app (real router, routes, query cache, session and API client) at a URL against the MSW
 * handlers, and waits until its first page has settled. `user` in the result drives the page like a person.
 */
export async function renderApp({ url = '/', user, browserLanguages, firstData }: RenderAppOptions = {}) {
  if (user) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
  const app = createApp({
    apiBaseUrl: API_BASE_URL,
    storage: localStorage,
    history: createMemoryHistory({ initialEntries: [url] }),
    retries: 0,
    ...(browserLanguages ? { browserLanguages } : {}),
    firstData,
  });
  await app.language.start();
  // On the test clock (setup.ts): the pauses between keystrokes and clicks take no time on it.
  const events = userEvent.setup({ advanceTimers: (ms) => void vi.advanceTimersByTime(ms) });
  const view = render(<AppRoot app={app} />);
  await waitFor(() => {
    const { status, resolvedLocation, location } = app.router.state;
    if (status !== 'idle' || resolvedLocation?.href !== location.href)
      throw new Error('The router is still loading');
  });
  return {
    ...app,
    ...view,
    user: events,
    /** The path the app shows now, e.g. `/login`. */
    pathname: () => app.router.state.location.pathname,
    /** The current location's search as the router parsed it. */
    search: () => app.router.state.location.search,
  };
}
