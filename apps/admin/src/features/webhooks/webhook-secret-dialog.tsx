import { Trans, useLingui } from '@lingui/react/macro';
import { SecretShownOnceDialog } from '../../list-screens/secret-shown-once-dialog';

/** An endpoint's signing secret, shown this once (made or rotated). */
export function WebhookSecretDialog({ secret, onClose }: { secret: string; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <SecretShownOnceDialog
      title={<Trans>Signing secret</Trans>}
      warning={<Trans>Copy the secret now: you will not see it again.</Trans>}
      explanation={<Trans>The receiver checks every delivery's signature with it.</Trans>}
      label={t`Secret`}
      secret={secret}
      copyFailed={<Trans>Could not copy: select the secret and copy it yourself.</Trans>}
      onClose={onClose}
    />
  );
}
