import { useContext, useSyncExternalStore } from 'react';
import { AppServicesContext } from './app-services';
import type { RouterContext } from './router-context';
import type { SessionState } from './session-store';

/** The app's services (API client, session, query cache, language): the same under the router and without it. */
export function useAppContext(): RouterContext {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppContext: no AppServicesContext above this component');
  return services;
}

/** The one shop API client. */
export function useShopClient(): RouterContext['client'] {
  return useAppContext().client;
}

/** The session and the status of the last sign-in attempt; re-renders on every change. */
export function useSession(): SessionState {
  const { auth } = useAppContext();
  return useSyncExternalStore(auth.subscribe, auth.getSnapshot);
}
