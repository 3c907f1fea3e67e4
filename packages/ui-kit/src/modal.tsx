import { msg } from '@lingui/core/macro';
import {
  type ComponentPropsWithRef,
  createContext,
  type RefObject,
  useContext,
  useEffect,
  useEffectEvent,
  useId,
  useMemo,
  useRef,
} from 'react';
import { createPortal } from 'react-dom';
import { cx } from './class-names';
import { IconButton } from './icon-button';
import { useKitI18n } from './kit-i18n';
import { mergeRefs } from './merge-refs';
import { isInnermostTrap, useFocusTrap } from './use-focus-trap';
import { useScrollLock } from './use-scroll-lock';

const TitleIdContext = createContext<string | undefined>(undefined);

/** Props of {@link Modal}: native div props of the dialog plus its open state. */
export interface ModalProps extends Omit<ComponentPropsWithRef<'div'>, 'role' | 'title'> {
  /** Whether the modal is shown; closed modals render nothing. */
  open: boolean;
  /** Called on Escape and on the close button. */
  onClose: () => void;
  /** Accessible name of the close button. Default "Close". */
  closeLabel?: string;
  /** Width: 'sm' (confirmations), 'md' (default, forms) or 'lg'. */
  size?: 'sm' | 'md' | 'lg';
  /** 'alertdialog' for confirmations; 'dialog' by default. */
  role?: 'dialog' | 'alertdialog';
  /** What gets focus on open; by default the first focusable element after the close button. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/** A modal dialog in a portal; parts: Modal.Title (names it), Modal.Body, Modal.Actions. */
function ModalRoot({ open, ...rest }: ModalProps) {
  if (!open) return null;
  return createPortal(<OpenModal {...rest} />, document.body);
}

function OpenModal({
  onClose,
  closeLabel,
  size = 'md',
  role = 'dialog',
  initialFocus,
  className,
  children,
  ref,
  ...rest
}: Omit<ModalProps, 'open'>) {
  const i18n = useKitI18n();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement | null>(null);
  const refs = useMemo(() => mergeRefs(ref, dialogRef), [ref]);
  const onEscape = useEffectEvent((event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented || !isInnermostTrap(dialogRef.current)) return;
    event.preventDefault();
    onClose();
  });
  useScrollLock();
  useFocusTrap(dialogRef, initialFocus);
  useEffect(() => {
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, []);
  return (
    <div className="ui-modal-backdrop">
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is dialog or alertdialog, both take aria-modal */}
      <div
        ref={refs}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cx('ui-modal', `ui-modal--${size}`, className)}
        {...rest}
      >
        <IconButton
          icon="close"
          label={closeLabel ?? i18n._(msg`Close`)}
          className="ui-modal-close"
          onClick={onClose}
          data-skip-initial-focus=""
        />
        <TitleIdContext value={titleId}>{children}</TitleIdContext>
      </div>
    </div>
  );
}

/** The modal's heading; it names the dialog. */
function ModalTitle({ className, ...rest }: ComponentPropsWithRef<'h2'>) {
  const titleId = useContext(TitleIdContext);
  return <h2 id={titleId} className={cx('ui-modal-title', className)} {...rest} />;
}

/** The modal's scrolling content. */
function ModalBody({ className, ...rest }: ComponentPropsWithRef<'div'>) {
  return <div className={cx('ui-modal-body', className)} {...rest} />;
}

/** The modal's row of buttons, at the end. */
function ModalActions({ className, ...rest }: ComponentPropsWithRef<'div'>) {
  return <div className={cx('ui-modal-actions', className)} {...rest} />;
}

/** A modal dialog: `Modal.Title`, `Modal.Body`, `Modal.Actions`. Escape and the close button call onClose. */
export const Modal = Object.assign(ModalRoot, { Title: ModalTitle, Body: ModalBody, Actions: ModalActions });
