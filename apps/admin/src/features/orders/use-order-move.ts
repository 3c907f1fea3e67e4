import { useMutation } from '@tanstack/react-query';
import { useShopClient } from '../../app/use-app-context';
import type { OrderMove } from './order-moves';

/**
 * Makes one move of an order (or cancels it), keyed by the move's operation id: the query cache then refreshes
 * what a move makes stale (the list the order left, the list it joined, the customer's orders, the order, the
 * counts by status) before the move settles. A 409 (someone moved the order first), a 412 (someone changed it
 * since the row was read) or a 404 refreshes them too, since the list the person is looking at is out of date.
 */
export function useOrderMove(move: OrderMove) {
  const client = useShopClient();
  return useMutation({ ...move.mutationOptions(client), meta: { refreshWhenRefused: true } });
}
