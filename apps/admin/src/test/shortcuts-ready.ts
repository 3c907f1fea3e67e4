import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits until the signed-in app's keyboard shortcuts work: their listener loads just after the frame shows, and the
 * top bar's Search button names its keys (aria-keyshortcuts) from then on.
 */
export async function shortcutsReady(): Promise<void> {
  const search = await screen.findByRole('button', { name: 'Search' });
  await waitFor(() => expect(search).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K'));
}

/** The element that has the focus, if it is an HTML element. */
export function focused(): HTMLElement | null {
  return document.activeElement instanceof HTMLElement ? document.activeElement : null;
}
