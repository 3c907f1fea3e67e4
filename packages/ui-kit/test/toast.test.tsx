import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../src/button';
import { ToastProvider, useToast } from '../src/toast';
import { advanceTo, runClock, startTestClock } from './test-clock';

function Actions() {
  const toast = useToast();
  return (
    <>
      <Button onClick={() => toast.success('Collection deleted')}>Succeed</Button>
      <Button onClick={() => toast.error('Could not delete the collection')}>Fail</Button>
    </>
  );
}

describe('Toasts', () => {
  it('announces success politely and errors at once, and each can be dismissed', async () => {
    const user = startTestClock();
    render(
      <ToastProvider>
        <Actions />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Succeed' }));
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByRole('status')).toHaveTextContent('Collection deleted');
    expect(screen.getByRole('alert')).toHaveTextContent('Could not delete the collection');
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toContainElement(screen.getByRole('status'));
    const [first] = screen.getAllByRole('button', { name: 'Dismiss' });
    if (!first) throw new Error('no dismiss button');
    await user.click(first);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('dismisses a success after 5 s and an error after 10 s', async () => {
    const user = startTestClock();
    render(
      <ToastProvider>
        <Actions />
      </ToastProvider>,
    );
    const clicked = Date.now();
    await user.click(screen.getByRole('button', { name: 'Succeed' }));
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    const shown = Date.now();

    advanceTo(clicked + 4_999);
    expect(screen.getByRole('status')).toBeInTheDocument();
    advanceTo(shown + 5_000);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    advanceTo(shown + 10_000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes other durations', async () => {
    const user = startTestClock();
    render(
      <ToastProvider duration={2_000}>
        <Actions />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Succeed' }));
    advanceTo(Date.now() + 2_000);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps a toast while the pointer is on it, then gives it its whole duration again', async () => {
    const user = startTestClock();
    render(
      <ToastProvider>
        <Actions />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Succeed' }));
    await user.hover(screen.getByRole('status'));
    advanceTo(Date.now() + 60_000);
    expect(screen.getByRole('status')).toBeInTheDocument();

    runClock();
    const leaving = Date.now();
    await user.unhover(screen.getByRole('status'));
    const left = Date.now();
    advanceTo(leaving + 4_999);
    expect(screen.getByRole('status')).toBeInTheDocument();
    advanceTo(left + 5_000);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('takes its texts as props and refuses to work outside a provider', () => {
    render(
      <ToastProvider label="Meldungen" dismissLabel="Schließen">
        <p>app</p>
      </ToastProvider>,
    );
    expect(screen.getByRole('region', { name: 'Meldungen' })).toBeInTheDocument();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Actions />)).toThrow('useToast must be used inside a ToastProvider');
  });
});
