import { useLingui } from '@lingui/react/macro';
import { mayCall } from '@shop/sdk';
import { listApiTokensQueryOptions } from '@shop/sdk/query';
import { createFileRoute } from '@tanstack/react-router';
import { useMayCall } from '../../app/use-may-call';
import { ApiTokensScreen } from '../../features/api-tokens/api-tokens-screen';
import { OwnerOnlyPage } from '../../features/route-states/owner-only-page';

export const Route = createFileRoute('/_authed/api_tokens')({
  // API tokens are the owners' (the document's x-roles): an employee's visit reads nothing and is told so.
  loader: ({ context: { queryClient, client, auth } }) => {
    const level = auth.getSnapshot().employee?.level;
    if (level !== undefined && mayCall('listApiTokens', level)) {
      return queryClient.ensureQueryData(listApiTokensQueryOptions(client));
    }
  },
  component: ApiTokensPage,
});

function ApiTokensPage() {
  const { t } = useLingui();
  const allowed = useMayCall('listApiTokens');
  return allowed ? <ApiTokensScreen /> : <OwnerOnlyPage action={t`manage API tokens`} />;
}
