import type { ShopClient } from '@shop/sdk';
import type { QueryClient } from '@tanstack/react-query';
import type { SessionStore } from './session-store';

/** What every route's beforeLoad, loader and component can reach through the router context. */
export interface RouterContext {
  queryClient: QueryClient;
  client: ShopClient;
  auth: SessionStore;
}
