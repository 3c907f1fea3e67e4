import { Trans, useLingui } from '@lingui/react/macro';
import type { Schema } from '@shop/sdk';
import { listApiTokensQueryOptions } from '@shop/sdk/query';
import { Button } from '@shop/ui-kit/button';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EXPIRES_SOON_DAYS } from '../../app/api-token-status';
import { useShopClient } from '../../app/use-app-context';
import { ListPage } from '../../list-screens/list-page';
import { ApiTokenSecretDialog } from './api-token-secret-dialog';
import { ApiTokensTable } from './api-tokens-table';
import { NewApiTokenDialog } from './new-api-token-dialog';
import './api-tokens.css';

/**
 * The owners' API tokens: every token, newest first, with where it stands; "New API token" makes one and shows its
 * secret once; each working token can be revoked.
 */
export function ApiTokensScreen() {
  const { t } = useLingui();
  const client = useShopClient();
  const { data } = useSuspenseQuery(listApiTokensQueryOptions(client));
  const [creating, setCreating] = useState(false);
  // The new token's secret lives here only while its dialog is open: closing it forgets it.
  const [created, setCreated] = useState<Schema<'ApiTokenCreated'> | null>(null);
  const soonDays = EXPIRES_SOON_DAYS;
  return (
    <ListPage
      title={t`API tokens`}
      total={data.total}
      actions={
        <Button onClick={() => setCreating(true)}>
          <Trans>New API token</Trans>
        </Button>
      }
      intro={
        <p className="resource-note">
          <Trans>
            The shop's other tools (a nightly report, a courier bridge) call the API with a token of their
            own, with only the scopes they need. Tokens that end within {soonDays} days are marked.
          </Trans>
        </p>
      }
    >
      <ApiTokensTable tokens={data.data} now={Date.now()} />
      <NewApiTokenDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(token) => {
          setCreating(false);
          setCreated(token);
        }}
      />
      {created !== null && <ApiTokenSecretDialog token={created} onClose={() => setCreated(null)} />}
    </ListPage>
  );
}
