import { msg } from '@lingui/core/macro';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { cx } from './class-names';
import { Icon } from './icon';
import { IconButton } from './icon-button';
import { useKitI18n } from './kit-i18n';

/** The kind of a toast: success (role="status") or error (role="alert"). */
export type ToastTone = 'success' | 'error';

interface ToastEntry {
  id: number;
  tone: ToastTone;
  message: ReactNode;
}

/** What useToast returns. */
export interface ToastApi {
  /** Shows a success toast (announced politely); returns its id. */
  success: (message: ReactNode) => number;
  /** Shows an error toast (announced at once); returns its id. */
  error: (message: ReactNode) => number;
  /** Removes a toast before its time. */
  dismiss: (id: number) => void;
}

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps {
  children: ReactNode;
  /** How long a success toast stays, in ms; 5000 by default. */
  duration?: number;
  /** How long an error toast stays, in ms; 10000 by default. */
  errorDuration?: number;
  /** Accessible name of each dismiss button. Default "Dismiss". */
  dismissLabel?: string;
  /** Name of the toasts' region. Default "Notifications". */
  label?: string;
}

const ToastContext = createContext<ToastApi | null>(null);
const MAX_TOASTS = 4;

/** Shows toasts (in a region portalled to <body>) for the app below it; wrap the app once, then call useToast(). */
export function ToastProvider({
  children,
  duration = 5000,
  errorDuration = 10_000,
  dismissLabel,
  label,
}: ToastProviderProps) {
  const i18n = useKitI18n();
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const [paused, setPaused] = useState(false);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((toast) => toast.id !== id)), []);
  const api = useMemo<ToastApi>(() => {
    const show = (tone: ToastTone) => (message: ReactNode) => {
      const id = nextId.current;
      nextId.current += 1;
      setToasts((all) => [...all, { id, tone, message }].slice(-MAX_TOASTS));
      return id;
    };
    return { success: show('success'), error: show('error'), dismiss };
  }, [dismiss]);
  return (
    <ToastContext value={api}>
      {children}
      {createPortal(
        <section
          data-ui-live=""
          className="ui-toasts"
          aria-label={label ?? i18n._(msg`Notifications`)}
          onMouseEnter={() => setPaused(true)}
          onMouseLeave={() => setPaused(false)}
          onFocus={() => setPaused(true)}
          onBlur={() => setPaused(false)}
        >
          {toasts.map((toast) => (
            <Toast
              key={toast.id}
              toast={toast}
              duration={toast.tone === 'error' ? errorDuration : duration}
              paused={paused}
              dismissLabel={dismissLabel ?? i18n._(msg`Dismiss`)}
              onDismiss={dismiss}
            />
          ))}
        </section>,
        document.body,
      )}
    </ToastContext>
  );
}

interface ToastProps {
  toast: ToastEntry;
  duration: number;
  paused: boolean;
  dismissLabel: string;
  onDismiss: (id: number) => void;
}

/** One toast; its timer pauses while the pointer or focus is on the toasts, so they can be read and dismissed. */
function Toast({ toast, duration, paused, dismissLabel, onDismiss }: ToastProps) {
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => onDismiss(toast.id), duration);
    return () => clearTimeout(timer);
  }, [paused, duration, onDismiss, toast.id]);
  return (
    <div
      role={toast.tone === 'error' ? 'alert' : 'status'}
      className={cx('ui-toast', `ui-toast--${toast.tone}`)}
    >
      <Icon name={toast.tone === 'error' ? 'alert' : 'check'} className="ui-toast-icon" />
      <div className="ui-toast-message">{toast.message}</div>
      <IconButton icon="close" label={dismissLabel} onClick={() => onDismiss(toast.id)} />
    </div>
  );
}

/** The toasts of the nearest ToastProvider: `toast.success('Saved')`, `toast.error(error.message)`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider');
  return api;
}
