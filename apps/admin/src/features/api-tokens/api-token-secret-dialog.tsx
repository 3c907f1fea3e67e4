import { Trans, useLingui } from '@lingui/react/macro';
import type { Schema } from '@shop/sdk';
import { Button } from '@shop/ui-kit/button';
import { Modal } from '@shop/ui-kit/modal';
import { TextField } from '@shop/ui-kit/text-field';
import { useState } from 'react';

/**
 * The new token's secret, shown this once: a field to read it from and a Copy button (the clipboard). The server
 * keeps only its hash, so closing the dialog forgets it for good.
 */
export function ApiTokenSecretDialog({
  token,
  onClose,
}: {
  token: Schema<'ApiTokenCreated'>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const name = token.name;

  async function copySecret() {
    try {
      await navigator.clipboard.writeText(token.token);
      setCopy('copied');
    } catch {
      // No clipboard here (an insecure page, a refused permission): the field can still be selected and copied.
      setCopy('failed');
    }
  }

  return (
    <Modal open onClose={onClose} size="md">
      <Modal.Title>
        <Trans>API token {name} created</Trans>
      </Modal.Title>
      <Modal.Body>
        <p className="api-token-once" role="note">
          <strong>
            <Trans>Copy the token now: you will not see it again.</Trans>
          </strong>{' '}
          <Trans>
            Keep it where the tool reads its secrets. If it is lost, revoke it and create another.
          </Trans>
        </p>
        <TextField
          label={t`Token`}
          value={token.token}
          readOnly
          spellCheck={false}
          autoComplete="off"
          className="api-token-secret"
          onFocus={(event) => event.currentTarget.select()}
        />
        <p className="resource-note" role="status">
          {copy === 'copied' && <Trans>Copied to the clipboard.</Trans>}
          {copy === 'failed' && <Trans>Could not copy: select the token and copy it yourself.</Trans>}
        </p>
      </Modal.Body>
      <Modal.Actions>
        <Button variant="secondary" onClick={() => void copySecret()}>
          <Trans>Copy</Trans>
        </Button>
        <Button onClick={onClose}>
          <Trans>Done</Trans>
        </Button>
      </Modal.Actions>
    </Modal>
  );
}
