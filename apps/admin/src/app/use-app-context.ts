import { useRouteContext } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import type { RouterContext } from './router-context';
import type { SessionState } from './session-store';

/** The app's services (query client, API client, session) from the router context. */
export function useAppContext(): RouterContext {
  return useRouteContext({ from: '__root__' });
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
