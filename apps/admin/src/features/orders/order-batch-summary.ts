import type { Schema } from '@shop/sdk';
import { statusNames } from '../../app/order-status-names';
import { movedWords } from './order-moves';

type Target = Schema<'OrderMoveTarget'>;

/** "1 order", "3 orders". */
export function ordersCount(count: number): string {
  return `${count} ${count === 1 ? 'order' : 'orders'}`;
}

/** A batch button's name: "Move 3 orders to Shipped", or "Cancel 3 orders". */
export function batchMoveLabel(to: Target, count: number): string {
  return to === 'canceled'
    ? `Cancel ${ordersCount(count)}`
    : `Move ${ordersCount(count)} to ${statusNames[to]}`;
}

/** The batch confirm dialog's question, naming the count. */
export function batchMoveQuestion(to: Target, count: number): string {
  return to === 'canceled'
    ? `Are you sure you want to cancel ${ordersCount(count)}?`
    : `Are you sure you want to move ${ordersCount(count)} to ${statusNames[to]}?`;
}

/**
 * What a batch move did, in one line: "18 moved, 2 had already been shipped, 1 is Canceled now, 1 no longer
 * exists". Those that did not move are counted by why (and by the status they are in).
 */
export function batchMoveSummary(result: Schema<'OrderBatchResult'>, to: Target): string {
  const parts = [`${result.moved} ${to === 'canceled' ? 'canceled' : 'moved'}`];
  const count = (outcome: Schema<'OrderMoveOutcome'>) =>
    result.results.filter((one) => one.outcome === outcome).length;
  const already = count('alreadyThere');
  if (already > 0) parts.push(`${already} had already been ${movedWords[to]}`);
  const stuck = new Map<Schema<'OrderStatus'>, number>();
  for (const one of result.results) {
    if (one.outcome === 'notAllowed' && one.status !== null)
      stuck.set(one.status, (stuck.get(one.status) ?? 0) + 1);
  }
  for (const [status, n] of stuck) parts.push(`${n} ${n === 1 ? 'is' : 'are'} ${statusNames[status]} now`);
  const unknown = count('notFound');
  if (unknown > 0) parts.push(`${unknown} no longer ${unknown === 1 ? 'exists' : 'exist'}`);
  return parts.join(', ');
}

/** The ids of the orders a batch did not move, to keep them selected. */
export function notMoved(result: Schema<'OrderBatchResult'>): string[] {
  return result.results.filter((one) => one.outcome !== 'moved').map((one) => one._id);
}
