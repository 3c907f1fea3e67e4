import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Modal } from '@shop/ui-kit/modal';
import { goShortcuts } from './go-shortcuts';
import './palette.css';

/** Every keyboard shortcut of the signed-in app: the keys pressed one after the other, and what they do. */
const shortcuts: ReadonlyArray<{
  strokes: readonly [string] | readonly [string, string];
  does: MessageDescriptor;
}> = [
  { strokes: ['Ctrl+K'], does: msg`Open the command palette (Cmd+K on a Mac)` },
  ...goShortcuts.map(({ key, does }) => ({ strokes: ['g', key] as const, does })),
  { strokes: ['/'], does: msg`Search the list on screen (its search box)` },
  { strokes: ['?'], does: msg`Show these shortcuts` },
  { strokes: ['Esc'], does: msg`Close the open dialog` },
];

/** The `?` dialog: every shortcut and what it does. Shortcuts wait while a field has the focus or a dialog is open. */
export function ShortcutHelp({ onClose }: { onClose: () => void }) {
  const { i18n } = useLingui();
  return (
    <Modal open onClose={onClose} size="sm">
      <Modal.Title>
        <Trans>Keyboard shortcuts</Trans>
      </Modal.Title>
      <Modal.Body>
        <dl className="shortcut-list">
          {shortcuts.map(({ strokes: [first, second], does }) => (
            <div key={`${first} ${second ?? ''}`} className="shortcut-row">
              <dt>
                {second === undefined ? (
                  <kbd>{first}</kbd>
                ) : (
                  <Trans>
                    <kbd>{first}</kbd> then <kbd>{second}</kbd>
                  </Trans>
                )}
              </dt>
              <dd>{i18n._(does)}</dd>
            </div>
          ))}
        </dl>
        <p>
          <Trans>Letter shortcuts wait while you type in a field or a dialog is open.</Trans>
        </p>
      </Modal.Body>
    </Modal>
  );
}
