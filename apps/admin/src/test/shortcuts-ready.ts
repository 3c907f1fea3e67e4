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
