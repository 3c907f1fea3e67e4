import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@shop/ui-kit/button';
import { Modal } from '@shop/ui-kit/modal';
import { TextField } from '@shop/ui-kit/text-field';
import { useState } from 'react';

/**
 * An endpoint's signing secret, shown this once (made or rotated): a field to read it from and a Copy button. The
 * server never shows it again, so closing the dialog forgets it.
 */
export function WebhookSecretDialog({ secret, onClose }: { secret: string; onClose: () => void }) {
  const { t } = useLingui();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  async function copySecret() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopy('copied');
    } catch {
      // No clipboard here (an insecure page, a refused permission): the field can still be selected and copied.
      setCopy('failed');
    }
  }

  return (
    <Modal open onClose={onClose} size="md">
      <Modal.Title>
        <Trans>Signing secret</Trans>
      </Modal.Title>
      <Modal.Body>
        <p className="webhook-once" role="note">
          <strong>
            <Trans>Copy the secret now: you will not see it again.</Trans>
          </strong>{' '}
          <Trans>The receiver checks every delivery's signature with it.</Trans>
        </p>
        <TextField
          label={t`Secret`}
          value={secret}
          readOnly
          spellCheck={false}
          autoComplete="off"
          className="webhook-secret"
          onFocus={(event) => event.currentTarget.select()}
        />
        <p className="resource-note" role="status">
          {copy === 'copied' && <Trans>Copied to the clipboard.</Trans>}
          {copy === 'failed' && <Trans>Could not copy: select the secret and copy it yourself.</Trans>}
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
