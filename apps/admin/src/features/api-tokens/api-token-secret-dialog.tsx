import { Trans, useLingui } from '@lingui/react/macro';
import type { Schema } from '@shop/sdk';
import { SecretShownOnceDialog } from '../../list-screens/secret-shown-once-dialog';

/** The new token's secret, shown this once: the server keeps only its hash. */
export function ApiTokenSecretDialog({
  token,
  onClose,
}: {
  token: Schema<'ApiTokenCreated'>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const name = token.name;
  return (
    <SecretShownOnceDialog
      title={<Trans>API token {name} created</Trans>}
      warning={<Trans>Copy the token now: you will not see it again.</Trans>}
      explanation={
        <Trans>Keep it where the tool reads its secrets. If it is lost, revoke it and create another.</Trans>
      }
      label={t`Token`}
      secret={token.token}
      copyFailed={<Trans>Could not copy: select the token and copy it yourself.</Trans>}
      onClose={onClose}
    />
  );
}
