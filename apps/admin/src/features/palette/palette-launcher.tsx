import { Trans, useLingui } from '@lingui/react/macro';
import { Icon } from '@shop/ui-kit/icon';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { type ComponentType, useEffect, useState } from 'react';
import { whenSettled } from '../../app/on-demand';
import type { PaletteLayer } from './palette-layer';

// The key listener and the recording of recent places load once the first screen has shown and the page has settled
// (not in the first download, nor beside the screen's own files and reads).
const loadKeyboard = () => import('./keyboard-shortcuts');

/** What a layer shows, loaded when first opened: the first download holds only the button and the key listener. */
const layerViews: Record<PaletteLayer, () => Promise<ComponentType<{ onClose: () => void }>>> = {
  palette: () => import('./command-palette').then((m) => m.CommandPalette),
  help: () => import('./shortcut-help').then((m) => m.ShortcutHelp),
};

/** The open layer, shown once its view has loaded (nothing waits in a Suspense boundary). */
interface OpenLayer {
  name: PaletteLayer;
  View: ComponentType<{ onClose: () => void }>;
}

/**
 * The top bar's search button and the app's keyboard shortcuts: opens the command palette (button, Ctrl+K or
 * Cmd+K) or the list of shortcuts (`?`), and remembers the screens visited for the palette's recent places.
 */
export function PaletteLauncher() {
  const { t } = useLingui();
  const [layer, setLayer] = useState<OpenLayer | null>(null);
  const open = (name: PaletteLayer) => {
    void layerViews[name]().then((View) => setLayer({ name, View }));
  };
  // The button names its keys once they work (the listener has loaded).
  const [keysWork, setKeysWork] = useState(false);
  const navigate = useNavigate();
  useEffect(() => {
    let remove: (() => void) | undefined;
    let gone = false;
    const cancel = whenSettled(() => {
      void loadKeyboard().then((keyboard) => {
        if (gone) return;
        remove = keyboard.installShortcuts(navigate, open);
        setKeysWork(true);
      });
    });
    return () => {
      gone = true;
      cancel();
      remove?.();
    };
  }, [navigate]);
  const href = useLocation({ select: (location) => location.href });
  useEffect(
    () => whenSettled(() => void loadKeyboard().then((keyboard) => keyboard.rememberPlace(href))),
    [href],
  );
  const close = () => setLayer(null);
  return (
    <>
      <button
        type="button"
        className="top-bar-search"
        aria-label={t`Search`}
        aria-haspopup="dialog"
        aria-keyshortcuts={keysWork ? 'Control+K Meta+K' : undefined}
        onClick={() => open('palette')}
      >
        <Icon name="search" size={20} />
        <span className="top-bar-search-label">
          <Trans>Search</Trans>
        </span>
        <kbd className="top-bar-search-keys">Ctrl K</kbd>
      </button>
      {layer && <layer.View key={layer.name} onClose={close} />}
    </>
  );
}
