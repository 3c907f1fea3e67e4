import type { QueryClient } from '@tanstack/react-query';
import type { useRouter } from '@tanstack/react-router';
import { openLiveStream } from '../../app/live-stream';
import type { RouterContext } from '../../app/router-context';

/**
 * The signed-in tab's live part, fetched once the page has settled: its event stream and, for an owner, the
 * new-order notifications (their code and words fetched only for owners). Answers the function that closes both.
 */
export function startLive(
  { live, client, language }: RouterContext,
  queryClient: QueryClient,
  router: ReturnType<typeof useRouter>,
  owner: { employeeId: string } | undefined,
): () => void {
  let shown = true;
  let stopOwners = () => {};
  if (owner !== undefined)
    import('../../features/orders/new-order-notices').then(
      ({ noticeNewOrders }) => {
        if (shown)
          stopOwners = noticeNewOrders({
            live,
            employeeId: owner.employeeId,
            client,
            language,
            openOrder: (orderID) =>
              void router.navigate({ to: '/order_items_from_order/$orderID', params: { orderID } }),
          });
      },
      // Offline while it was fetched: the next sign-in (or reload) tries again.
      () => undefined,
    );
  const close = openLiveStream({ feed: live, queryClient });
  return () => {
    shown = false;
    stopOwners();
    close();
  };
}
