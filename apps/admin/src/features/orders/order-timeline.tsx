import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { listEntityChangesQuery, orderStatusValues, type Schema } from '@shop/sdk';
import { listEntityChangesQueryOptions } from '@shop/sdk/query';
import { FormError } from '@shop/ui-kit/form-error';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { errorMessage } from '../../app/field-errors';
import { statusNames } from '../../app/order-status-names';
import { useShopClient } from '../../app/use-app-context';
import { useFormat } from '../../app/use-format';
import { useMessages } from '../../app/use-messages';
import { actorText, operationText } from '../../list-screens/change-words';
import { OrderNoteForm } from './order-note-form';
import './order-timeline.css';

type Order = Schema<'Order'>;
type Change = Schema<'Change'>;

/** An order's whole history in one read: an order has a few moves and notes, far fewer than a page holds. */
const pageSize = listEntityChangesQuery.pageSize.maximum;

/**
 * The order's timeline, oldest first: when it was placed, every status move and cancel with who made it and
 * when, and the staff's notes with their author (the order's entries of the change log, `listEntityChanges`);
 * then a form to add a note. A note or a move made anywhere refreshes it (every write names the change log).
 */
export function OrderTimeline({ order }: { order: Order }) {
  const { t, i18n } = useLingui();
  const { dateTime } = useFormat();
  const client = useShopClient();
  const headingId = useId();
  const history = useQuery(
    listEntityChangesQueryOptions(client, {
      path: { entityType: 'Order', id: order._id },
      query: { pageSize },
    }),
  );
  // The change log's words (what each entry says was done) come with their own messages.
  const wordsReady = useMessages('changes');
  const shown = history.data?.data.length;
  const customerName = order.customer.name;
  return (
    <section className="order-timeline" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <Trans>Timeline</Trans>
      </h3>
      {(history.isPending || !wordsReady) && (
        <p className="order-timeline-note" role="status">
          <Trans>Loading...</Trans>
        </p>
      )}
      {history.isError && <FormError>{errorMessage(history.error, i18n)}</FormError>}
      {history.data && history.data.total > history.data.data.length && (
        <p className="order-timeline-note">
          <Trans>Only the latest {shown} entries are shown.</Trans>
        </p>
      )}
      <ol className="order-timeline-entries" aria-label={t`Timeline, oldest first`}>
        <li>
          <span className="order-timeline-what">
            <Trans>Placed by {customerName}</Trans>
          </span>
          <time dateTime={order.createdAt}>{dateTime(order.createdAt)}</time>
        </li>
        {(wordsReady ? (history.data?.data ?? []) : []).toReversed().map((change) => (
          <li key={change._id}>
            <span className="order-timeline-what">{entryText(change, i18n)}</span>
            <time dateTime={change.at}>{dateTime(change.at)}</time>
            {change.note !== null && change.operation !== 'printOrders' && (
              <p className="order-timeline-text">{change.note}</p>
            )}
          </li>
        ))}
      </ol>
      <OrderNoteForm orderId={order._id} />
    </section>
  );
}

/** What an entry says: "Moved to Shipped by Rahim Uddin", "Canceled by …", "Printed the invoice by …", "Note by …". */
function entryText(change: Change, i18n: I18n): string {
  const name = actorText(change, i18n);
  if (change.operation === 'printOrders') {
    // The note says what was printed ("Printed the invoice"), as the server wrote it.
    const printed = change.note;
    if (printed === null) return name === undefined ? i18n._(msg`Printed`) : i18n._(msg`Printed by ${name}`);
    return name === undefined ? printed : i18n._(msg`${printed} by ${name}`);
  }
  const moved = change.fields.find((field) => field.field === 'orderStatus');
  const status = orderStatusValues.find((value) => value === moved?.to);
  if (status === 'canceled')
    return name === undefined ? i18n._(msg`Canceled`) : i18n._(msg`Canceled by ${name}`);
  if (status !== undefined) {
    const statusName = i18n._(statusNames[status]);
    return name === undefined
      ? i18n._(msg`Moved to ${statusName}`)
      : i18n._(msg`Moved to ${statusName} by ${name}`);
  }
  if (change.note !== null) return name === undefined ? i18n._(msg`Note`) : i18n._(msg`Note by ${name}`);
  const operation = operationText(change.operation, i18n);
  return name === undefined ? operation : i18n._(msg`${operation} by ${name}`);
}
