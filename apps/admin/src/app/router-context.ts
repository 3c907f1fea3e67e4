import type { ShopClient } from '@shop/sdk';
import type { LanguageChoice } from './language';
import type { LazyQueryClient } from './lazy-query-client';
import type { LiveFeed } from './live-feed';
import type { SessionStore } from './session-store';

/**
 * What every route's beforeLoad, loader and component can reach through the router context. The signed-in routes
 * (under `_authed`) also get `queryClient`, which the `_authed` layout adds once it has loaded it.
 */
export interface RouterContext {
  client: ShopClient;
  auth: SessionStore;
  queries: LazyQueryClient;
  /** The language shown, and the catalogs of messages loaded so far. */
  language: LanguageChoice;
  /** The shop's events as this tab's stream hands them on. */
  live: LiveFeed;
}
