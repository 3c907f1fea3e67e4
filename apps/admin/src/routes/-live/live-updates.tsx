import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useAppContext, useSession } from '../../app/use-app-context';
import { startLive } from './live-start';

/**
 * Keeps the tab's one event stream open while someone is signed in (and, for an owner, the new-order
 * notifications): closed on sign-out, opened anew for the next session. Draws nothing. The signed-in layout fetches
 * it once the page has settled, so none of the live code is in a page's first download.
 */
export function LiveUpdates() {
  const services = useAppContext();
  const queryClient = useQueryClient();
  const router = useRouter();
  const { _id: employeeId, level } = useSession().employee ?? {};
  useEffect(() => {
    if (employeeId === undefined) return;
    return startLive(services, queryClient, router, level === 'owner' ? { employeeId } : undefined);
  }, [employeeId, level, services, queryClient, router]);
  return null;
}
