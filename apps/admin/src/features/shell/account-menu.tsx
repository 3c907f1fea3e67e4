import { Link } from '@tanstack/react-router';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { chooseTheme, type Theme, themeValues, useTheme } from '../../app/theme';

const THEME_NAMES: { readonly [theme in Theme]: string } = { system: 'System', light: 'Light', dark: 'Dark' };

/**
 * The account dropdown of the top bar, a menu button (WAI-ARIA APG pattern): Enter, Space or the arrow keys open
 * it on an item, the arrows, Home and End move, Escape closes it back onto the button, Tab or a click outside closes.
 * It holds the profile, the screen's theme (System, Light or Dark: radio items, remembered per browser) and logout.
 */
export function AccountMenu({ trigger, onLogout }: { trigger: ReactNode; onLogout: () => void }) {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLElement | null>>([]);
  const menuId = useId();
  const buttonId = useId();

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const theme = useTheme();
  // Profile, the themes, Logout.
  const itemCount = themeValues.length + 2;
  const logoutIndex = itemCount - 1;
  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };
  const close = ({ refocus }: { refocus: boolean }) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(itemCount - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowDown: (focusIndex + 1) % itemCount,
      ArrowUp: (focusIndex - 1 + itemCount) % itemCount,
      Home: 0,
      End: itemCount - 1,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setFocusIndex(next);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close({ refocus: true });
    } else if (event.key === 'Tab') {
      close({ refocus: false });
    }
  };

  const itemRef = (index: number) => (node: HTMLElement | null) => {
    itemRefs.current[index] = node;
  };

  return (
    <div className="account-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="account-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close({ refocus: false }) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {trigger}
        <svg className="account-menu-chevron" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className="account-menu-list"
          onKeyDown={onMenuKeyDown}
        >
          <Link
            to="/profile"
            role="menuitem"
            tabIndex={-1}
            ref={itemRef(0)}
            className="account-menu-item"
            onClick={() => close({ refocus: false })}
          >
            Profile
          </Link>
          {/* biome-ignore lint/a11y/useSemanticElements: a group of menu items (APG menu pattern), not a form's fieldset */}
          <div role="group" aria-label="Theme" className="account-menu-group">
            <span className="account-menu-label" aria-hidden="true">
              Theme
            </span>
            {themeValues.map((value, index) => (
              <button
                key={value}
                type="button"
                role="menuitemradio"
                aria-checked={theme === value}
                tabIndex={-1}
                ref={itemRef(index + 1)}
                className="account-menu-item"
                onClick={() => chooseTheme(value)}
              >
                {THEME_NAMES[value]}
              </button>
            ))}
          </div>
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            ref={itemRef(logoutIndex)}
            className="account-menu-item"
            onClick={() => {
              close({ refocus: false });
              onLogout();
            }}
          >
            Logout
          </button>
        </div>
      )}
    </div>
  );
}
