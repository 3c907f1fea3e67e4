import { Icon } from '@shop/ui-kit/icon';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { PaletteLayer } from './palette-layer';

// The key listener and the recording of recent places load just after the frame shows (not in the first download).
const loadKeyboard = () => import('./keyboard-shortcuts');

// Loaded when first opened: the first download holds only the button and the key listener.
const CommandPalette = lazy(() => import('./command-palette').then((m) => ({ default: m.CommandPalette })));
const ShortcutHelp = lazy(() => import('./shortcut-help').then((m) => ({ default: m.ShortcutHelp })));

/**
 * The top bar's search button and the app's keyboard shortcuts: opens the command palette (button, Ctrl+K or
 * Cmd+K) or the list of shortcuts (`?`), and remembers the screens visited for the palette's recent places.
 */
export function PaletteLauncher() {
  const [layer, setLayer] = useState<PaletteLayer | null>(null);
  // The button names its keys once they work (the listener has loaded).
  const [keysWork, setKeysWork] = useState(false);
  const navigate = useNavigate();
  useEffect(() => {
    let remove: (() => void) | undefined;
    let gone = false;
    void loadKeyboard().then((keyboard) => {
      if (gone) return;
      remove = keyboard.installShortcuts(navigate, setLayer);
      setKeysWork(true);
    });
    return () => {
      gone = true;
      remove?.();
    };
  }, [navigate]);
  const href = useLocation({ select: (location) => location.href });
  useEffect(() => {
    void loadKeyboard().then((keyboard) => keyboard.rememberPlace(href));
  }, [href]);
  const close = () => setLayer(null);
  return (
    <>
      <button
        type="button"
        className="top-bar-search"
        aria-label="Search"
        aria-haspopup="dialog"
        aria-keyshortcuts={keysWork ? 'Control+K Meta+K' : undefined}
        onClick={() => setLayer('palette')}
      >
        <Icon name="search" size={20} />
        <span className="top-bar-search-label">Search</span>
        <kbd className="top-bar-search-keys">Ctrl K</kbd>
      </button>
      <Suspense fallback={null}>
        {layer === 'palette' && <CommandPalette onClose={close} />}
        {layer === 'help' && <ShortcutHelp onClose={close} />}
      </Suspense>
    </>
  );
}
