import { useLingui } from '@lingui/react/macro';
import type { Schema } from '@shop/sdk';
import {
  deleteWebhookEndpointMutationOptions,
  rotateWebhookSecretMutationOptions,
  sendTestWebhookMutationOptions,
  updateWebhookEndpointMutationOptions,
} from '@shop/sdk/query';
import { ConfirmDialog } from '@shop/ui-kit/confirm-dialog';
import { DataTable, type TableColumn } from '@shop/ui-kit/data-table';
import { RowActions } from '@shop/ui-kit/row-actions';
import { useToast } from '@shop/ui-kit/toast';
import { useModalState } from '@shop/ui-kit/use-modal-state';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useShopClient } from '../../app/use-app-context';
import { useFormat } from '../../app/use-format';
import { webhookEventText } from './webhook-event-names';
import { webhookStatusNames } from './webhook-status-names';

type Endpoint = Schema<'WebhookEndpoint'>;

/**
 * The endpoints (newest first): URL and description, event types, status, created; each has its delivery log, a
 * test event, a new secret (behind a confirmation; the new one shown once), turning it off or on, and deleting it
 * (behind a confirmation).
 */
export function WebhookEndpointsTable({
  endpoints,
  onShowDeliveries,
  onSecret,
}: {
  endpoints: readonly Endpoint[];
  onShowDeliveries: (endpoint: Endpoint) => void;
  onSecret: (secret: string) => void;
}) {
  const { t, i18n } = useLingui();
  const { dateTime, list } = useFormat();
  const toast = useToast();
  const client = useShopClient();
  const update = useMutation(updateWebhookEndpointMutationOptions(client));
  const test = useMutation(sendTestWebhookMutationOptions(client));
  const rotate = useMutation(rotateWebhookSecretMutationOptions(client));
  const remove = useMutation(deleteWebhookEndpointMutationOptions(client));
  const modal = useModalState<
    { kind: 'rotate'; endpoint: Endpoint } | { kind: 'delete'; endpoint: Endpoint }
  >();
  const { open } = modal;
  const columns = useMemo<TableColumn<Endpoint>[]>(() => {
    const sendTest = async (endpoint: Endpoint) => {
      const url = endpoint.url;
      try {
        await test.mutateAsync({ params: { path: { id: endpoint._id } } });
        toast.success(t`A test event is on its way to ${url}`);
      } catch (error) {
        toast.error(error instanceof Error ? error.message : String(error));
      }
    };
    const turn = async (endpoint: Endpoint, enabled: boolean) => {
      const url = endpoint.url;
      try {
        await update.mutateAsync({ params: { path: { id: endpoint._id } }, body: { enabled } });
        toast.success(enabled ? t`${url} turned on` : t`${url} turned off`);
      } catch (error) {
        toast.error(error instanceof Error ? error.message : String(error));
      }
    };
    return [
      {
        field: 'url',
        header: t`URL`,
        cell: (endpoint) => (
          <>
            <code>{endpoint.url}</code>
            {endpoint.description !== '' && (
              <span className="webhook-description">{endpoint.description}</span>
            )}
          </>
        ),
      },
      {
        id: 'eventTypes',
        header: t`Event types`,
        cell: (endpoint) => list(endpoint.eventTypes.map((type) => webhookEventText(type, i18n))),
      },
      {
        id: 'status',
        header: t`Status`,
        cell: (endpoint) => {
          const status = endpoint.enabled ? 'enabled' : (endpoint.disabledReason ?? 'owner');
          const lastFour = endpoint.secretLastFour;
          return (
            <>
              <span className={`webhook-status webhook-status--${status}`}>
                {i18n._(webhookStatusNames[status])}
              </span>
              <span className="webhook-muted">{t`secret ends …${lastFour}`}</span>
            </>
          );
        },
      },
      {
        field: 'createdAt',
        header: t`Created`,
        cell: (endpoint) => <time dateTime={endpoint.createdAt}>{dateTime(endpoint.createdAt)}</time>,
      },
      {
        id: 'actions',
        header: t`Actions`,
        cell: (endpoint) => {
          const url = endpoint.url;
          return (
            <RowActions>
              <RowActions.Button
                icon="list"
                label={t`Deliveries to ${url}`}
                onClick={() => onShowDeliveries(endpoint)}
              />
              {endpoint.enabled && (
                <RowActions.Button
                  icon="send"
                  label={t`Send a test event to ${url}`}
                  onClick={() => void sendTest(endpoint)}
                />
              )}
              <RowActions.Button
                icon="settings"
                label={t`New secret for ${url}`}
                onClick={() => open({ kind: 'rotate', endpoint })}
              />
              <RowActions.Button
                icon={endpoint.enabled ? 'delete' : 'link'}
                tone={endpoint.enabled ? 'danger' : undefined}
                label={endpoint.enabled ? t`Turn off ${url}` : t`Turn on ${url}`}
                onClick={() => void turn(endpoint, !endpoint.enabled)}
              />
              <RowActions.Button
                icon="delete"
                tone="danger"
                label={t`Delete ${url}`}
                onClick={() => open({ kind: 'delete', endpoint })}
              />
            </RowActions>
          );
        },
      },
    ];
  }, [open, t, i18n, dateTime, list, onShowDeliveries, test, update, toast]);
  const rotating = modal.get('rotate')?.endpoint;
  const rotatingUrl = rotating?.url;
  const deleting = modal.get('delete')?.endpoint;
  const deletingUrl = deleting?.url;
  return (
    <>
      <DataTable
        label={t`Webhook endpoints`}
        columns={columns}
        rows={endpoints}
        getRowId={(endpoint) => endpoint._id}
      />
      <ConfirmDialog
        open={rotating !== undefined}
        title={t`New signing secret`}
        text={t`Make a new secret for ${rotatingUrl}? The old one keeps signing beside it for 24 hours, while the receiver switches over.`}
        confirmLabel={t`Make a new secret`}
        pendingLabel={t`Making...`}
        onConfirm={async () => {
          if (!rotating) return;
          const rotated = await rotate.mutateAsync({ params: { path: { id: rotating._id } } });
          modal.close();
          onSecret(rotated.secret);
        }}
        onCancel={modal.close}
      />
      <ConfirmDialog
        open={deleting !== undefined}
        title={t`Delete webhook endpoint`}
        text={t`Delete ${deletingUrl}? Nothing more is sent to it, and its delivery log goes with it.`}
        confirmLabel={t`Delete`}
        pendingLabel={t`Deleting...`}
        tone="danger"
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync({ params: { path: { id: deleting._id } } });
          modal.close();
          toast.success(t`Deleted ${deletingUrl}`);
        }}
        onCancel={modal.close}
      />
    </>
  );
}
