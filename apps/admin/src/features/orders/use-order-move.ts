import { type operations, type Schema, ShopApiError } from '@shop/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useShopClient } from '../../app/use-app-context';
import type { OrderMove } from './order-moves';

/** What a move is asked for: which order, and which move. */
export interface OrderMoveVariables {
  order: Schema<'Order'>;
  move: OrderMove;
}

/**
 * Every cached read a move makes stale, by operation id (a query key starts with it): the lists of every status
 * and every customer and the single orders are read again when next shown; the counts by status (on / and
 * /orderScreens) are read again at once, so those pages never show the old numbers first.
 */
const staleAfterMove = [
  'listOrdersByStatus',
  'listCustomerOrders',
  'getOrder',
] as const satisfies ReadonlyArray<keyof operations>;
const countsKey = ['getOrderCountsByStatus'] as const satisfies readonly [keyof operations];

/**
 * Moves an order to its next status (or cancels it), then refreshes what the move changed: the list the order left,
 * the list it joined and the counts. A 409 (someone moved the order first) or a 404 refreshes them too, since the
 * list the person is looking at is out of date. The returned promise settles once the refresh is done.
 */
export function useOrderMove() {
  const client = useShopClient();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      ...staleAfterMove.map((operation) => queryClient.invalidateQueries({ queryKey: [operation] })),
      queryClient.invalidateQueries({ queryKey: countsKey, refetchType: 'all' }),
    ]);
  return useMutation({
    mutationFn: ({ order, move }: OrderMoveVariables) =>
      move.mutationOptions(client).mutationFn({ params: { path: { id: order._id } } }),
    onSuccess: refresh,
    onError: (error) => {
      if (error instanceof ShopApiError && (error.status === 409 || error.status === 404)) return refresh();
    },
  });
}
