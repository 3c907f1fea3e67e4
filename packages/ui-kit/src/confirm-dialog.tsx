import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type ReactNode, useId, useState } from 'react';
import { Button } from './button';
import { FormError } from './form-error';
import { useKitI18n } from './kit-i18n';
import { Modal } from './modal';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  open: boolean;
  /** e.g. "Delete Collection" or "Are you sure?". */
  title: ReactNode;
  /** e.g. "Are you sure you want to delete Summer?". */
  text: ReactNode;
  /**
   * What the question is about, under it: e.g. which record and what becomes of it ("Order 240 — Tanvir
   * Mahmud, ৳11,749.50"). Part of the dialog's description.
   */
  detail?: ReactNode;
  /** e.g. "Delete" or "Accept". Default "Confirm". */
  confirmLabel?: string;
  /** Default "Cancel". */
  cancelLabel?: string;
  /** Shown on the confirm button while pending; the confirm label by default. */
  pendingLabel?: ReactNode;
  /** 'danger' (red confirm, for deletions) or 'primary' (default). */
  tone?: 'primary' | 'danger';
  /**
   * Called on confirm. Return a promise to get the pending state for free: a rejection keeps the dialog open
   * and shows the error's message; on success, close it yourself (set open to false).
   */
  onConfirm: () => unknown;
  /** Called on Cancel, the close button and Escape (ignored while pending). */
  onCancel: () => void;
  /** Pending state from outside (e.g. a mutation's isPending). */
  pending?: boolean;
  /** An error message from outside, shown above the buttons. */
  error?: ReactNode;
}

/** A small alert dialog asking to confirm an action, with pending state and an error slot. */
export function ConfirmDialog({ open, ...rest }: ConfirmDialogProps) {
  // Mounted only while open, so a new opening starts without the last one's error.
  return open ? <OpenConfirmDialog {...rest} /> : null;
}

function OpenConfirmDialog({
  title,
  text,
  detail,
  confirmLabel,
  cancelLabel,
  pendingLabel,
  tone = 'primary',
  onConfirm,
  onCancel,
  pending = false,
  error,
}: Omit<ConfirmDialogProps, 'open'>) {
  const i18n = useKitI18n();
  const textId = useId();
  const detailId = useId();
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = pending || running;

  const confirm = async () => {
    setFailure(null);
    const result = onConfirm();
    if (!(result instanceof Promise)) return;
    setRunning(true);
    try {
      await result;
    } catch (reason) {
      setFailure(messageOf(reason, i18n));
    } finally {
      setRunning(false);
    }
  };

  return (
    <Modal
      open
      size="sm"
      role="alertdialog"
      aria-describedby={detail === undefined ? textId : `${textId} ${detailId}`}
      onClose={() => busy || onCancel()}
    >
      <Modal.Title>{title}</Modal.Title>
      <Modal.Body>
        <p id={textId} className="ui-confirm-text">
          {text}
        </p>
        {detail === undefined ? null : (
          <div id={detailId} className="ui-confirm-detail">
            {detail}
          </div>
        )}
        <FormError>{failure ?? error}</FormError>
      </Modal.Body>
      <Modal.Actions>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel ?? i18n._(msg`Cancel`)}
        </Button>
        <Button
          variant={tone === 'danger' ? 'danger' : 'primary'}
          onClick={confirm}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy && <span className="ui-spinner" aria-hidden="true" />}
          {busy && pendingLabel !== undefined ? pendingLabel : (confirmLabel ?? i18n._(msg`Confirm`))}
        </Button>
      </Modal.Actions>
    </Modal>
  );
}

function messageOf(reason: unknown, i18n: I18n): string {
  if (reason instanceof Error && reason.message) return reason.message;
  if (typeof reason === 'string' && reason) return reason;
  return i18n._(msg`Something went wrong.`);
}
