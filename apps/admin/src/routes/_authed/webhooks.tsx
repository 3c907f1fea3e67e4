import { useLingui } from '@lingui/react/macro';
import { mayCall } from '@shop/sdk';
import { listWebhookEndpointsQueryOptions } from '@shop/sdk/query';
import { createFileRoute } from '@tanstack/react-router';
import { useMayCall } from '../../app/use-may-call';
import { OwnerOnlyPage } from '../../features/route-states/owner-only-page';
import { WebhooksScreen } from '../../features/webhooks/webhooks-screen';

export const Route = createFileRoute('/_authed/webhooks')({
  // Webhook endpoints are the owners' (the document's x-roles): an employee's visit reads nothing and is told so.
  loader: ({ context: { queryClient, client, auth } }) => {
    const level = auth.getSnapshot().employee?.level;
    if (level !== undefined && mayCall('listWebhookEndpoints', level)) {
      return queryClient.ensureQueryData(listWebhookEndpointsQueryOptions(client));
    }
  },
  component: WebhooksPage,
});

function WebhooksPage() {
  const { t } = useLingui();
  const allowed = useMayCall('listWebhookEndpoints');
  return allowed ? <WebhooksScreen /> : <OwnerOnlyPage action={t`manage webhooks`} />;
}
