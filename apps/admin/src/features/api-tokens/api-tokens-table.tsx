import { useLingui } from '@lingui/react/macro';
import type { Schema } from '@shop/sdk';
import { revokeApiTokenMutationOptions } from '@shop/sdk/query';
import { ConfirmDialog } from '@shop/ui-kit/confirm-dialog';
import { DataTable, type TableColumn } from '@shop/ui-kit/data-table';
import { Icon } from '@shop/ui-kit/icon';
import { RowActions } from '@shop/ui-kit/row-actions';
import { useToast } from '@shop/ui-kit/toast';
import { useModalState } from '@shop/ui-kit/use-modal-state';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiScopeNames } from '../../app/api-scope-names';
import { apiTokenStatus } from '../../app/api-token-status';
import { useShopClient } from '../../app/use-app-context';
import { useFormat } from '../../app/use-format';
import { apiTokenStatusNames } from './api-token-status-names';

type ApiToken = Schema<'ApiToken'>;

/**
 * The tokens as the server lists them (newest first): name (with the secret's last four characters), scopes,
 * creator, created, expires, last used (when and from where, or never) and status at `now`; a working token has
 * "Revoke" behind a confirmation, whose refusal stays in the dialog.
 */
export function ApiTokensTable({ tokens, now }: { tokens: readonly ApiToken[]; now: number }) {
  const { t, i18n } = useLingui();
  const { dateTime, list } = useFormat();
  const toast = useToast();
  const revoke = useMutation(revokeApiTokenMutationOptions(useShopClient()));
  const modal = useModalState<{ kind: 'revoke'; token: ApiToken }>();
  const { open } = modal;
  const columns = useMemo<TableColumn<ApiToken>[]>(
    () => [
      {
        field: 'name',
        header: t`Name`,
        cell: (token) => {
          const lastFour = token.lastFour;
          return (
            <>
              {token.name} <span className="api-token-last-four">{t`(ends …${lastFour})`}</span>
            </>
          );
        },
      },
      {
        id: 'scopes',
        header: t`Scopes`,
        cell: (token) => list(token.scopes.map((scope) => i18n._(apiScopeNames[scope]))),
      },
      { id: 'createdBy', header: t`Created by`, cell: (token) => token.createdBy.name },
      {
        field: 'createdAt',
        header: t`Created`,
        cell: (token) => <time dateTime={token.createdAt}>{dateTime(token.createdAt)}</time>,
      },
      {
        field: 'expiresAt',
        header: t`Expires`,
        cell: (token) => <time dateTime={token.expiresAt}>{dateTime(token.expiresAt)}</time>,
      },
      { id: 'lastUsed', header: t`Last used`, cell: (token) => <LastUsed token={token} /> },
      {
        id: 'status',
        header: t`Status`,
        cell: (token) => {
          const status = apiTokenStatus(token, now);
          return (
            <span className={`api-token-status api-token-status--${status}`}>
              {status === 'expiresSoon' && <Icon name="alert" aria-hidden="true" />}
              {i18n._(apiTokenStatusNames[status])}
            </span>
          );
        },
      },
      {
        id: 'actions',
        header: t`Actions`,
        cell: (token) => {
          const tokenName = token.name;
          return token.revokedAt === null ? (
            <RowActions>
              <RowActions.Button
                icon="delete"
                label={t`Revoke ${tokenName}`}
                tone="danger"
                onClick={() => open({ kind: 'revoke', token })}
              />
            </RowActions>
          ) : null;
        },
      },
    ],
    [open, t, i18n, dateTime, list, now],
  );
  const revoking = modal.get('revoke')?.token;
  const revokingName = revoking?.name;
  return (
    <>
      <DataTable label={t`API tokens`} columns={columns} rows={tokens} getRowId={(token) => token._id} />
      <ConfirmDialog
        open={revoking !== undefined}
        title={t`Revoke API token`}
        text={t`Revoke ${revokingName}? Every tool that uses it is refused from its next call on.`}
        confirmLabel={t`Revoke`}
        pendingLabel={t`Revoking...`}
        tone="danger"
        onConfirm={async () => {
          if (!revoking) return;
          await revoke.mutateAsync({ params: { path: { id: revoking._id } } });
          toast.success(t`${revokingName} revoked`);
          modal.close();
        }}
        onCancel={modal.close}
      />
    </>
  );
}

/** When and from where a token was last used, or "Never". */
function LastUsed({ token }: { token: ApiToken }) {
  const { t } = useLingui();
  const { dateTime } = useFormat();
  const at = token.lastUsedAt;
  if (at === null) return t`Never`;
  const when = dateTime(at);
  const address = token.lastUsedAddress;
  return (
    <>
      <time dateTime={at}>{when}</time>
      {address !== null && <span className="api-token-address">{t`from ${address}`}</span>}
    </>
  );
}
