import {
  type KeyboardEvent,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';

const loadList = () => import('./account-menu-list');
const AccountMenuList = lazy(loadList);

/**
 * The account dropdown of the top bar, a menu button (WAI-ARIA APG pattern): Enter, Space or the arrow keys open
 * it on an item, Escape closes it back onto the button, Tab or a click outside closes. The open menu (profile,
 * theme, logout) loads when first wanted: pointing at or focusing the button fetches it.
 */
export function AccountMenu({ trigger, onLogout }: { trigger: ReactNode; onLogout: () => void }) {
  const [open, setOpen] = useState<'first' | 'last' | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const buttonId = useId();

  useEffect(() => {
    if (open === null) return;
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = ({ refocus }: { refocus: boolean }) => {
    setOpen(null);
    if (refocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setOpen('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen('last');
    }
  };

  return (
    <div className="account-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="account-menu-button"
        aria-haspopup="menu"
        aria-expanded={open !== null}
        aria-controls={open !== null ? menuId : undefined}
        onClick={() => (open !== null ? close({ refocus: false }) : setOpen('first'))}
        onKeyDown={onButtonKeyDown}
        onPointerEnter={loadList}
        onFocus={loadList}
      >
        {trigger}
        <svg className="account-menu-chevron" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      {open !== null && (
        <Suspense fallback={null}>
          <AccountMenuList
            id={menuId}
            labelledBy={buttonId}
            startAt={open}
            onClose={close}
            onLogout={onLogout}
          />
        </Suspense>
      )}
    </div>
  );
}
