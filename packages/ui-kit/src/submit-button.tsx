import {
  type ComponentPropsWithRef,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useFormStatus } from 'react-dom';
import { type ButtonVariant, buttonClassName } from './button';
import { mergeRefs } from './merge-refs';

/** How long a submitted form stays locked when its owner never reports pending (e.g. a client-side refusal). */
const LOCK_WITHOUT_PENDING_MS = 1000;

/** Props of {@link SubmitButton}: every native button prop plus the pending state. */
export interface SubmitButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'type'> {
  /** True while the submission is in flight: the button is disabled, aria-busy and shows pendingLabel. */
  pending?: boolean;
  /** Text shown while pending (e.g. "Loading..."); the normal text otherwise. */
  pendingLabel?: ReactNode;
  /** 'primary' by default. */
  variant?: ButtonVariant;
}

/** A form's submit button that shows a pending state and cannot be pressed twice. */
export function SubmitButton({
  pending = false,
  pendingLabel,
  variant = 'primary',
  disabled,
  className,
  children,
  ref,
  ...rest
}: SubmitButtonProps) {
  const formStatus = useFormStatus();
  const busy = pending || formStatus.pending;
  const locked = useSubmitLock(busy);
  const blocked = busy || locked.active;
  const buttonRef = useMemo(() => mergeRefs(ref, locked.watch), [ref, locked.watch]);
  return (
    <button
      type="submit"
      className={buttonClassName(variant, 'md', className)}
      disabled={disabled || blocked}
      aria-busy={busy || undefined}
      ref={buttonRef}
      {...rest}
    >
      {busy && <span className="ui-spinner" aria-hidden="true" />}
      {busy && pendingLabel !== undefined ? pendingLabel : children}
    </button>
  );
}

/**
 * Locks the button from the form's submit event until the owner's pending state has come and gone:
 * mutation libraries report pending a tick later, and a fast double click would otherwise submit twice.
 */
function useSubmitLock(busy: boolean) {
  const [active, setActive] = useState(false);
  const sawBusy = useRef(false);
  const watch = useCallback((node: HTMLButtonElement | null) => {
    const form = node?.form;
    if (!form) return;
    const lock = () => setActive(true);
    form.addEventListener('submit', lock);
    return () => form.removeEventListener('submit', lock);
  }, []);
  useEffect(() => {
    if (!active) return;
    if (busy) {
      sawBusy.current = true;
      return;
    }
    if (sawBusy.current) {
      sawBusy.current = false;
      setActive(false);
      return;
    }
    const timer = setTimeout(() => setActive(false), LOCK_WITHOUT_PENDING_MS);
    return () => clearTimeout(timer);
  }, [active, busy]);
  return { active, watch };
}
