import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { onDemand, whenSettled } from '../../app/on-demand';
import { useAppContext, useSession } from '../../app/use-app-context';

// The stream's code (the SDK's reader, the table of what each event makes stale) is fetched once the first screen
// has shown, never in its first download.
const liveStream = onDemand(() => import('./live-start'));

/**
 * Keeps the tab's one event stream open while someone is signed in: opened once the page has settled, closed on
 * sign-out, opened anew for the next session; for an owner, with the new-order notifications.
 */
export function useLiveStream(): void {
  const services = useAppContext();
  const queryClient = useQueryClient();
  const router = useRouter();
  const { token, level } = useSession().employee ?? {};
  useEffect(() => {
    if (token === undefined) return;
    let shown = true;
    let close = () => {};
    const cancel = whenSettled(() => {
      liveStream.load().then(
        ({ startLive }) => {
          if (shown) close = startLive(services, queryClient, router, level === 'owner');
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
  }, [token, level, services, queryClient, router]);
}
