import { render, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { onDemand, useOnDemand, whenSettled } from './on-demand';

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: undefined };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error === undefined ? this.props.children : <p role="alert">It could not be loaded.</p>;
  }
}

function Opener({
  source,
  ahead,
}: {
  source: ReturnType<typeof onDemand<{ text: string }>>;
  ahead: boolean;
}) {
  const [open, setOpen] = useState(false);
  const module = useOnDemand(source, { needed: open, ahead });
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && module && <p>{module.text}</p>}
    </>
  );
}

describe('a module fetched on demand', () => {
  it('is fetched ahead once shown and painted, and drawn when asked for', async () => {
    const importer = vi.fn(async () => ({ text: 'Loaded' }));
    const source = onDemand(importer);
    render(<Opener source={source} ahead />);
    // Not in the render's own task: the screen's first paint goes first.
    expect(importer).not.toHaveBeenCalled();
    await waitFor(() => expect(source.loaded()).toBeDefined());
    screen.getByRole('button', { name: 'Open' }).click();
    expect(await screen.findByText('Loaded')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('is not fetched before it is asked for without ahead', async () => {
    const importer = vi.fn(async () => ({ text: 'Loaded' }));
    render(<Opener source={onDemand(importer)} ahead={false} />);
    expect(importer).not.toHaveBeenCalled();
    screen.getByRole('button', { name: 'Open' }).click();
    expect(await screen.findByText('Loaded')).toBeInTheDocument();
  });

  it('hands a failed fetch to the error boundary once asked for, and fetches again next time', async () => {
    const importer = vi
      .fn<() => Promise<{ text: string }>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ text: 'Loaded' });
    const source = onDemand(importer);
    const first = render(
      <Boundary>
        <Opener source={source} ahead />
      </Boundary>,
    );
    await waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
    // Not asked for yet: nothing is said.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    screen.getByRole('button', { name: 'Open' }).click();
    expect(await screen.findByRole('alert')).toHaveTextContent('It could not be loaded.');
    first.unmount();

    render(<Opener source={source} ahead />);
    screen.getByRole('button', { name: 'Open' }).click();
    expect(await screen.findByText('Loaded')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

describe('whenSettled', () => {
  it('runs after the next frame and a moment of idle, and not at all once cancelled', () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    try {
      const task = vi.fn();
      const cancelled = vi.fn();
      whenSettled(task);
      const cancel = whenSettled(cancelled);
      expect(task).not.toHaveBeenCalled();
      vi.advanceTimersToNextFrame();
      expect(task).not.toHaveBeenCalled();
      cancel();
      vi.runAllTimers();
      expect(task).toHaveBeenCalledTimes(1);
      expect(cancelled).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
