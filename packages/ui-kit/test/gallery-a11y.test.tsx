import { act, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Gallery } from '../gallery/gallery';
import { startTestClock } from './test-clock';

/**
 * axe-core's findings on the whole document as it stands; jsdom cannot compute colours, so contrast is left out.
 * axe waits on timers of its own: the real clock runs again for it, and what the page had scheduled on the test
 * clock (a toast leaving, a fake call answering) never comes.
 */
async function violations() {
  vi.useRealTimers();
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => ({
    rule: violation.id,
    help: violation.help,
    nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
  }));
}

/** How long the gallery's fake calls take. */
const LATENCY = 1500;

// axe probes a canvas for icon fonts; jsdom has none and would log "not implemented" on every run.
beforeAll(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null);
});

// Every test runs on the test clock: a fake call stays pending, and a toast stays shown, until the test moves the
// clock on, however long a busy machine takes to get the page checked.

/** Stops the test clock and moves it on until the gallery's fake calls have answered and the page shows it. */
async function answerCalls() {
  vi.setTimerTickMode('manual');
  await act(() => vi.advanceTimersByTimeAsync(LATENCY));
}

describe('gallery accessibility (axe-core)', () => {
  it('has no violation as first shown', async () => {
    render(<Gallery />);
    expect(screen.getByRole('table', { name: 'Products' })).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  });

  it('has no violation in the dark theme', async () => {
    const user = startTestClock();
    render(<Gallery />);
    await user.click(screen.getByRole('button', { name: 'Dark' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(await violations()).toEqual([]);
  });

  it('has no violation with a sorted table and with a search that finds nothing', async () => {
    const user = startTestClock();
    render(<Gallery />);
    await user.click(
      within(screen.getByRole('table', { name: 'Products' })).getByRole('button', { name: 'Price' }),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'no such tea{Enter}');
    expect(screen.getByText('No product matches the search.')).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  });

  it('has no violation with the view modal open', async () => {
    const user = startTestClock();
    render(<Gallery />);
    await user.click(screen.getByRole('button', { name: 'Open view modal' }));
    expect(screen.getByRole('dialog', { name: 'View Product' })).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  });

  it('has no violation with the create form pending', async () => {
    const user = startTestClock();
    render(<Gallery latency={LATENCY} />);
    await user.click(screen.getByRole('button', { name: 'Open create form' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Product' });
    await user.type(within(dialog).getByLabelText('Name'), 'Chai');
    await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    expect(within(dialog).getByRole('button', { name: 'Creating…' })).toBeDisabled();
    expect(await violations()).toEqual([]);
  });

  it('has no violation with the create form showing its errors and an image preview', async () => {
    const user = startTestClock();
    render(<Gallery latency={LATENCY} />);
    await user.click(screen.getByRole('button', { name: 'Open create form' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Product' });
    await user.type(within(dialog).getByLabelText('Name'), 'Chai');
    await user.upload(
      within(dialog).getByLabelText('Image'),
      new File(['x'], 'a.png', { type: 'image/png' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    await answerCalls();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('A product with this name already exists.');
    expect(within(dialog).getByRole('img', { name: 'Preview of the chosen image' })).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  });

  it('has no violation with a delete confirmation pending', async () => {
    const user = startTestClock();
    render(<Gallery latency={LATENCY} />);
    await user.click(screen.getByRole('button', { name: 'Delete (succeeds)' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('button', { name: 'Deleting…' })).toBeDisabled();
    expect(await violations()).toEqual([]);
  });

  it('has no violation with a failed confirmation showing its error', async () => {
    const user = startTestClock();
    render(<Gallery latency={LATENCY} />);
    await user.click(screen.getByRole('button', { name: 'Delete (fails)' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await answerCalls();
    expect(screen.getByRole('alert')).toHaveTextContent('cannot be deleted');
    expect(screen.getByRole('alertdialog', { name: 'Delete Product' })).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  });

  it('has no violation with a controlled pending confirmation', async () => {
    const user = startTestClock();
    render(<Gallery latency={LATENCY} />);
    await user.click(screen.getByRole('button', { name: 'Deliver order' }));
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.getByRole('button', { name: 'Accept' })).toBeDisabled();
    expect(await violations()).toEqual([]);
  });

  it('has no violation with toasts shown and an image chosen outside a modal', async () => {
    const user = startTestClock();
    render(<Gallery />);
    await user.click(screen.getByRole('button', { name: 'Show success toast' }));
    await user.click(screen.getByRole('button', { name: 'Show error toast' }));
    await user.upload(
      screen.getByLabelText('Image (current)'),
      new File(['x'], 'b.png', { type: 'image/png' }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Collection created');
    expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  });
});
