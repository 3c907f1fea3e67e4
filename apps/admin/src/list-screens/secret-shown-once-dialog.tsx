import { Trans } from '@lingui/react/macro';
import { Button } from '@shop/ui-kit/button';
import { Modal } from '@shop/ui-kit/modal';
import { TextField } from '@shop/ui-kit/text-field';
import { type ReactNode, useState } from 'react';
import './secret-shown-once-dialog.css';

/** What a {@link SecretShownOnceDialog} says about its secret: each in the words of what the secret is. */
export interface SecretShownOnceDialogProps {
  title: ReactNode;
  /** Said first, in bold: copy it now, it will not be shown again. */
  warning: ReactNode;
  /** What the secret is for, or where to keep it. */
  explanation: ReactNode;
  /** The field's label. */
  label: string;
  secret: string;
  /** Said when the clipboard refuses: how to copy it by hand. */
  copyFailed: ReactNode;
  onClose: () => void;
}

/**
 * A secret the server shows this once (an API token, a webhook's signing secret): a field to read it from and a
 * Copy button. The server keeps no way to show it again, so closing the dialog forgets it.
 */
export function SecretShownOnceDialog({
  title,
  warning,
  explanation,
  label,
  secret,
  copyFailed,
  onClose,
}: SecretShownOnceDialogProps) {
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
      <Modal.Title>{title}</Modal.Title>
      <Modal.Body>
        <p role="note">
          <strong>{warning}</strong> {explanation}
        </p>
        <TextField
          label={label}
          value={secret}
          readOnly
          spellCheck={false}
          autoComplete="off"
          className="secret-shown-once"
          onFocus={(event) => event.currentTarget.select()}
        />
        <p className="resource-note" role="status">
          {copy === 'copied' && <Trans>Copied to the clipboard.</Trans>}
          {copy === 'failed' && copyFailed}
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
