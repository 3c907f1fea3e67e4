import { Icon } from '@shop/ui-kit/icon';
import { useLocation } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { rememberPlace } from './recent-places';
import { type PaletteLayer, useKeyboardShortcuts } from './use-keyboard-shortcuts';

// Loaded when first opened: the first download holds only the button and the key listener.
const CommandPalette = lazy(() => import('./command-palette').then((m) => ({ default: m.CommandPalette })));
const ShortcutHelp = lazy(() => import('./shortcut-help').then((m) => ({ default: m.ShortcutHelp })));

/**
 * The top bar's search button and the app's keyboard shortcuts: opens the command palette (button, Ctrl+K or
 * Cmd+K) or the list of shortcuts (`?`), and remembers the screens visited for the palette's recent places.
 */
export function PaletteLauncher() {
  const [layer, setLayer] = useState<PaletteLayer | null>(null);
  useKeyboardShortcuts(setLayer);
  const href = useLocation({ select: (location) => location.href });
  useEffect(() => rememberPlace(href), [href]);
  const close = () => setLayer(null);
  return (
    <>
      <button
        type="button"
        className="top-bar-search"
        aria-label="Search"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
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
