import { Modal } from '@shop/ui-kit/modal';
import { goShortcuts } from './go-shortcuts';
import './palette.css';

/** Every keyboard shortcut of the signed-in app: the keys pressed one after the other, and what they do. */
const shortcuts: ReadonlyArray<{ strokes: readonly string[]; does: string }> = [
  { strokes: ['Ctrl+K'], does: 'Open the command palette (Cmd+K on a Mac)' },
  ...goShortcuts.map(({ key, does }) => ({ strokes: ['g', key], does })),
  { strokes: ['/'], does: 'Search the list on screen (its search box)' },
  { strokes: ['?'], does: 'Show these shortcuts' },
  { strokes: ['Esc'], does: 'Close the open dialog' },
];

/** The `?` dialog: every shortcut and what it does. Shortcuts wait while a field has the focus or a dialog is open. */
export function ShortcutHelp({ onClose }: { onClose: () => void }) {
  return (
    <Modal open onClose={onClose} size="sm">
      <Modal.Title>Keyboard shortcuts</Modal.Title>
      <Modal.Body>
        <dl className="shortcut-list">
          {shortcuts.map(({ strokes, does }) => (
            <div key={does} className="shortcut-row">
              <dt>
                {strokes.map((stroke, index) => (
                  <span key={stroke}>
                    {index > 0 && ' then '}
                    <kbd>{stroke}</kbd>
                  </span>
                ))}
              </dt>
              <dd>{does}</dd>
            </div>
          ))}
        </dl>
        <p>Letter shortcuts wait while you type in a field or a dialog is open.</p>
      </Modal.Body>
    </Modal>
  );
}
