import { createShopClient } from '@shop/sdk';
import { createContext } from 'react';
import type { FirstData } from './first-data';
import { type Language, LanguageChoice } from './language';
import { lazyQueryClient } from './lazy-query-client';
import { LiveFeed } from './live-feed';
import type { RouterContext } from './router-context';
import { SessionStore } from './session-store';

/** Where and how the app runs: the browser's defaults in main.tsx, test doubles in tests. */
export interface ServiceOptions {
  /** The API base URL, e.g. `/api` or `https://shop.example.com/api`. */
  apiBaseUrl: string;
  /** Where the session and the language are kept (local storage in the browser). */
  storage: Storage;
  /** How often a read that found no server or a 5xx is retried (tests use 0). */
  retries?: number;
  /** The browser's preferred languages (`navigator.languages`): the default language when none was chosen. */
  browserLanguages?: readonly string[];
  /** Told the language each time one is shown (the browser writes it in a cookie for the server). */
  languageShown?: (language: Language) => void;
  /** The first reads the server put in the page (`takeFirstData`), used only for the person signed in here. */
  firstData?: FirstData | undefined;
}

/**
 * The services every screen reaches (`useAppContext`): the one session, API client, query cache and language. The
 * sign-in screens run on them alone; the signed-in app puts them in its router's context too.
 */
export interface AppServices extends RouterContext {
  /**
   * Called with the answer when the server no longer accepts the session's token (set by the app that shows the
   * screens); its body may say why (`unauthorizedReason`).
   */
  onUnauthorized: ((response: Response) => void) | undefined;
}

/** Makes the services; nothing here loads the router or TanStack Query. */
export function createServices(options: ServiceOptions): AppServices {
  const auth = new SessionStore(options.storage);
  const language = new LanguageChoice(options.storage, options.browserLanguages ?? [], options.languageShown);
  let unusedFirstData = options.firstData;
  const queries = lazyQueryClient({
    ...(options.retries === undefined ? {} : { retries: options.retries }),
    onCurrentEmployee: auth.refreshed,
    // Taken once, by the first query client: answers read for someone else (another account signed in since in
    // another tab) or kept past that first screen would show the wrong person's data.
    seed: () => {
      const firstData = unusedFirstData;
      unusedFirstData = undefined;
      return firstData !== undefined && firstData.employee === auth.getSnapshot().employee?._id
        ? firstData.answers
        : [];
    },
  });
  const services: AppServices = {
    auth,
    language,
    queries,
    live: new LiveFeed(options.apiBaseUrl),
    onUnauthorized: undefined,
    client: createShopClient({
      baseUrl: options.apiBaseUrl,
      // The session is the server's HttpOnly cookie: no token in the page for a script to take.
      cookieSession: true,
      // The server's messages come in the language shown.
      language: () => language.current,
      onUnauthorized: (response) => services.onUnauthorized?.(response),
    }),
  };
  return services;
}

/** The services, for {@link useAppContext}; provided around every screen. */
export const AppServicesContext = createContext<RouterContext | null>(null);
