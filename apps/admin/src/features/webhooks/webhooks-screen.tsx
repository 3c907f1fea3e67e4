import { Trans, useLingui } from '@lingui/react/macro';
import type { Schema } from '@shop/sdk';
import { listWebhookEndpointsQueryOptions } from '@shop/sdk/query';
import { Button } from '@shop/ui-kit/button';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useShopClient } from '../../app/use-app-context';
import { ListPage } from '../../list-screens/list-page';
import { NewWebhookEndpointDialog } from './new-webhook-endpoint-dialog';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookEndpointsTable } from './webhook-endpoints-table';
import { WebhookSecretDialog } from './webhook-secret-dialog';
import './webhooks.css';

/**
 * The owners' webhook endpoints: each with where it stands; "New endpoint" registers one and shows its secret once;
 * an endpoint's delivery log opens below the list, with replay.
 */
export function WebhooksScreen() {
  const { t } = useLingui();
  const client = useShopClient();
  const { data } = useSuspenseQuery(listWebhookEndpointsQueryOptions(client));
  const [creating, setCreating] = useState(false);
  // A secret lives here only while its dialog is open: closing it forgets it.
  const [secret, setSecret] = useState<string | null>(null);
  const [shownId, setShownId] = useState<string | null>(null);
  const shown: Schema<'WebhookEndpoint'> | undefined = data.data.find((endpoint) => endpoint._id === shownId);
  return (
    <ListPage
      title={t`Webhooks`}
      total={data.total}
      actions={
        <Button onClick={() => setCreating(true)}>
          <Trans>New endpoint</Trans>
        </Button>
      }
      intro={
        <p className="resource-note">
          <Trans>
            The shop posts its events to the shop's other tools as they happen, signed with each endpoint's
            secret. An endpoint that answers 410 or fails for 3 days is turned off, and the owners get a mail.
          </Trans>
        </p>
      }
    >
      <WebhookEndpointsTable
        endpoints={data.data}
        onShowDeliveries={(endpoint) => setShownId(endpoint._id)}
        onSecret={setSecret}
      />
      {shown !== undefined && <WebhookDeliveries endpoint={shown} />}
      <NewWebhookEndpointDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(endpoint) => {
          setCreating(false);
          setSecret(endpoint.secret);
        }}
      />
      {secret !== null && <WebhookSecretDialog secret={secret} onClose={() => setSecret(null)} />}
    </ListPage>
  );
}
