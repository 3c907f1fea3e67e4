import { Trans, useLingui } from '@lingui/react/macro';
import type { Schema } from '@shop/sdk';
import { listWebhookDeliveriesQueryOptions, replayWebhookDeliveryMutationOptions } from '@shop/sdk/query';
import { DataTable, type TableColumn } from '@shop/ui-kit/data-table';
import { RowActions } from '@shop/ui-kit/row-actions';
import { useToast } from '@shop/ui-kit/toast';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useShopClient } from '../../app/use-app-context';
import { useFormat } from '../../app/use-format';
import { webhookEventText } from './webhook-event-names';
import { WebhookReplayRangeForm } from './webhook-replay-range-form';
import { webhookDeliveryStatusNames } from './webhook-status-names';

type Delivery = Schema<'WebhookDelivery'>;

/**
 * One endpoint's delivery log (30 days, newest first): when, which event, its state and attempts, the receiver's
 * status and the start of its answer (or why none came); a delivery that is no longer waiting can be sent again, and so
 * can every delivery of a time range.
 */
export function WebhookDeliveries({ endpoint }: { endpoint: Schema<'WebhookEndpoint'> }) {
  const { t, i18n } = useLingui();
  const { dateTime } = useFormat();
  const toast = useToast();
  const client = useShopClient();
  const { data, error, isPending } = useQuery(
    listWebhookDeliveriesQueryOptions(client, { path: { id: endpoint._id }, query: { pageSize: 100 } }),
  );
  const replay = useMutation(replayWebhookDeliveryMutationOptions(client));
  const url = endpoint.url;
  const columns = useMemo<TableColumn<Delivery>[]>(() => {
    const send = async (delivery: Delivery) => {
      const type = webhookEventText(delivery.eventType, i18n);
      try {
        await replay.mutateAsync({ params: { path: { id: delivery._id } } });
        toast.success(t`${type} will be sent again`);
      } catch (failure) {
        toast.error(failure instanceof Error ? failure.message : String(failure));
      }
    };
    return [
      {
        field: 'createdAt',
        header: t`Time`,
        cell: (delivery) => <time dateTime={delivery.createdAt}>{dateTime(delivery.createdAt)}</time>,
      },
      { id: 'event', header: t`Event`, cell: (delivery) => webhookEventText(delivery.eventType, i18n) },
      {
        id: 'status',
        header: t`Status`,
        cell: (delivery) => i18n._(webhookDeliveryStatusNames[delivery.status]),
      },
      { field: 'attempts', header: t`Attempts`, cell: (delivery) => String(delivery.attempts) },
      {
        id: 'answer',
        header: t`Answer`,
        cell: (delivery) => (
          <>
            {delivery.responseStatus !== null && <strong>{delivery.responseStatus} </strong>}
            <span className="webhook-answer">{delivery.error ?? delivery.response ?? ''}</span>
          </>
        ),
      },
      {
        id: 'actions',
        header: t`Actions`,
        cell: (delivery) => {
          const type = webhookEventText(delivery.eventType, i18n);
          return delivery.status === 'pending' ? null : (
            <RowActions>
              <RowActions.Button
                icon="forward"
                label={t`Send ${type} again`}
                onClick={() => void send(delivery)}
              />
            </RowActions>
          );
        },
      },
    ];
  }, [t, i18n, dateTime, replay, toast]);
  return (
    <section className="webhook-deliveries" aria-label={t`Deliveries to ${url}`}>
      <h2>
        <Trans>Deliveries to {url}</Trans>
      </h2>
      <WebhookReplayRangeForm endpoint={endpoint} />
      {isPending && (
        <p role="status">
          <Trans>Loading deliveries...</Trans>
        </p>
      )}
      {error !== null && <p role="alert">{error.message}</p>}
      {data !== undefined && data.data.length === 0 && (
        <p className="resource-note">
          <Trans>Nothing was sent to this endpoint in the last 30 days.</Trans>
        </p>
      )}
      {data !== undefined && data.data.length > 0 && (
        <DataTable
          label={t`Deliveries to ${url}`}
          columns={columns}
          rows={data.data}
          getRowId={(delivery) => delivery._id}
        />
      )}
    </section>
  );
}
