import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatList, formatRecordId, type Schema } from '@shop/sdk';
import { statusNames } from '../../app/order-status-names';
import { languageOf } from '../../app/use-format';

type Target = Schema<'OrderMoveTarget'>;

// The counts below are written as `{count}`, not `#` (which would group their digits, "1,200"): the English stays as
// it is shown today.

/** "1 order selected", "3 orders selected". */
export function ordersSelected(count: number, i18n: I18n): string {
  return i18n._(msg`${plural(count, { one: `${count} order selected`, other: `${count} orders selected` })}`);
}

/** A batch button's name: "Move 3 orders to Shipped", or "Cancel 3 orders". */
export function batchMoveLabel(to: Target, count: number, i18n: I18n): string {
  if (to === 'canceled')
    return i18n._(msg`${plural(count, { one: `Cancel ${count} order`, other: `Cancel ${count} orders` })}`);
  const statusName = i18n._(statusNames[to]);
  return i18n._(
    msg`${plural(count, { one: `Move ${count} order to ${statusName}`, other: `Move ${count} orders to ${statusName}` })}`,
  );
}

/** How many order numbers a sentence names before it counts the rest ("and 12 more"). */
const NAMED_ORDERS = 10;

/**
 * The numbers of some orders as a sentence names them, in the language's digits: "240, 238 and 236", "240, 238,
 * …, 222 and 12 more" past {@link NAMED_ORDERS}.
 */
export function orderNumbers(ids: readonly string[], i18n: I18n): string {
  const language = languageOf(i18n.locale);
  const named = ids.slice(0, NAMED_ORDERS).map((id) => formatRecordId(id, language));
  const rest = ids.length - named.length;
  return formatList(rest > 0 ? [...named, i18n._(msg`${rest} more`)] : named, language);
}

/** Which orders a batch confirm is about: "Orders 240, 238 and 236", or "Order 240". */
export function batchOrders(ids: readonly string[], i18n: I18n): string {
  const numbers = orderNumbers(ids, i18n);
  const count = ids.length;
  return i18n._(msg`${plural(count, { one: `Order ${numbers}`, other: `Orders ${numbers}` })}`);
}

/** The batch confirm dialog's question, naming the count. */
export function batchMoveQuestion(to: Target, count: number, i18n: I18n): string {
  if (to === 'canceled')
    return i18n._(
      msg`${plural(count, {
        one: `Are you sure you want to cancel ${count} order?`,
        other: `Are you sure you want to cancel ${count} orders?`,
      })}`,
    );
  const statusName = i18n._(statusNames[to]);
  return i18n._(
    msg`${plural(count, {
      one: `Are you sure you want to move ${count} order to ${statusName}?`,
      other: `Are you sure you want to move ${count} orders to ${statusName}?`,
    })}`,
  );
}

/**
 * What a batch move did, in one line: "3 moved to Shipped: orders 240, 238 and 236; 2 had already been shipped;
 * 1 is Canceled now; 1 no longer exists". What moved is named as a single move names its order; those that did
 * not move are counted by why (and by the status they are in). Each part is a whole clause of its own.
 */
export function batchMoveSummary(result: Schema<'OrderBatchResult'>, to: Target, i18n: I18n): string {
  const parts = [movedPart(result, to, i18n)];
  const count = (outcome: Schema<'OrderMoveOutcome'>) =>
    result.results.filter((one) => one.outcome === outcome).length;
  const already = count('alreadyThere');
  if (already > 0) parts.push(alreadyMoved(to, already, i18n));
  const stuck = new Map<Schema<'OrderStatus'>, number>();
  for (const one of result.results) {
    if (one.outcome === 'notAllowed' && one.status !== null)
      stuck.set(one.status, (stuck.get(one.status) ?? 0) + 1);
  }
  for (const [status, n] of stuck) {
    const statusName = i18n._(statusNames[status]);
    parts.push(
      i18n._(msg`${plural(n, { one: `${n} is ${statusName} now`, other: `${n} are ${statusName} now` })}`),
    );
  }
  const unknown = count('notFound');
  if (unknown > 0)
    parts.push(
      i18n._(
        msg`${plural(unknown, { one: `${unknown} no longer exists`, other: `${unknown} no longer exist` })}`,
      ),
    );
  return parts.join('; ');
}

/** "3 moved to Shipped: orders 240, 238 and 236", "1 canceled: order 240", "0 moved". */
function movedPart(result: Schema<'OrderBatchResult'>, to: Target, i18n: I18n): string {
  const moved = result.moved;
  const ids = result.results.filter((one) => one.outcome === 'moved').map((one) => one._id);
  if (moved === 0 || ids.length === 0)
    return to === 'canceled' ? i18n._(msg`${moved} canceled`) : i18n._(msg`${moved} moved`);
  const numbers = orderNumbers(ids, i18n);
  if (to === 'canceled')
    return i18n._(
      msg`${plural(moved, { one: `${moved} canceled: order ${numbers}`, other: `${moved} canceled: orders ${numbers}` })}`,
    );
  const statusName = i18n._(statusNames[to]);
  return i18n._(
    msg`${plural(moved, {
      one: `${moved} moved to ${statusName}: order ${numbers}`,
      other: `${moved} moved to ${statusName}: orders ${numbers}`,
    })}`,
  );
}

/** "2 had already been shipped": how many were already where the move was taking them. */
function alreadyMoved(to: Target, already: number, i18n: I18n): string {
  switch (to) {
    case 'toBeDelivered':
      return i18n._(msg`${already} had already been moved to To Be Delivered`);
    case 'shipped':
      return i18n._(msg`${already} had already been shipped`);
    case 'completed':
      return i18n._(msg`${already} had already been completed`);
    case 'canceled':
      return i18n._(msg`${already} had already been canceled`);
  }
}

/** The ids of the orders a batch did not move, to keep them selected. */
export function notMoved(result: Schema<'OrderBatchResult'>): string[] {
  return result.results.filter((one) => one.outcome !== 'moved').map((one) => one._id);
}
