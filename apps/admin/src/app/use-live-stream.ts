import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onDemand, whenSettled } from './on-demand';
import { useAppContext, useSession } from './use-app-context';

// The stream's code (the SDK's reader, the table of what each event makes stale) is fetched once the first screen
// has shown, never in its first download.
const liveStream = onDemand(() => import('./live-stream'));

/**
 * Keeps the tab's one event stream open while someone is signed in: opened once the page has settled, closed on
 * sign-out, opened anew for the next session.
 */
export function useLiveStream(): void {
  const { live, auth } = useAppContext();
  const queryClient = useQueryClient();
  const token = useSession().employee?.token;
  useEffect(() => {
    if (token === undefined) return;
    let shown = true;
    let close = () => {};
    const cancel = whenSettled(() => {
      liveStream.load().then(
        ({ openLiveStream }) => {
          if (shown) close = openLiveStream({ feed: live, getToken: auth.getToken, queryClient });
        },
        // Offline while it was fetched: the lists still work, and the next sign-in (or reload) tries again.
        () => undefined,
      );
    });
    return () => {
      shown = false;
      cancel();
      close();
    };
  }, [token, live, auth, queryClient]);
}
