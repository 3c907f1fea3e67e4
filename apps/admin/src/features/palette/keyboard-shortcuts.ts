import type { UseNavigateResult } from '@tanstack/react-router';
import { goShortcuts } from './go-shortcuts';
import type { PaletteLayer } from './palette-layer';

export { rememberPlace } from './recent-places';

/** A field the person is typing in: keys there are text, not shortcuts. */
function isTypingIn(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * The signed-in app's keyboard: Ctrl+K (Cmd+K) opens the command palette; `g o`, `g i`, `g c` open the orders
 * being processed, the items, the customers; `/` focuses the search box of the list on screen; `?` lists every
 * shortcut. None of them acts while the person types in a field or a dialog is open (the dialog owns the keys).
 * Loaded just after the signed-in frame shows, so it is not part of any screen's first download. Answers how to
 * remove the listener.
 */
export function installShortcuts(
  navigate: UseNavigateResult<string>,
  open: (layer: PaletteLayer) => void,
): () => void {
  let afterG = false;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey) return;
    const modalOpen = document.querySelector('[aria-modal="true"]') !== null;
    const withModifier = event.ctrlKey || event.metaKey;
    if (withModifier && event.key.toLowerCase() === 'k') {
      // The browser's own Ctrl+K (its search bar) is not what a signed-in person means here.
      event.preventDefault();
      if (!modalOpen) open('palette');
      return;
    }
    const wasAfterG = afterG;
    afterG = false;
    if (withModifier || modalOpen || isTypingIn(event.target)) return;
    const go = wasAfterG ? goShortcuts.find((shortcut) => shortcut.key === event.key) : undefined;
    const searchBox =
      event.key === '/' ? document.querySelector<HTMLElement>('main input[type="search"]') : null;
    if (go) void go.go(navigate);
    else if (event.key === '?') open('help');
    else if (searchBox) searchBox.focus();
    else {
      afterG = event.key === 'g';
      return;
    }
    event.preventDefault();
  };
  document.addEventListener('keydown', onKeyDown);
  return () => document.removeEventListener('keydown', onKeyDown);
}
