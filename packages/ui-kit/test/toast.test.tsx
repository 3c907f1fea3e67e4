import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../src/button';
import { ToastProvider, useToast } from '../src/toast';

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
    const user = userEvent.setup();
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

  it('dismisses itself after its duration', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider duration={300} errorDuration={400}>
        <Actions />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Succeed' }));
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByRole('status')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('keeps a toast while the pointer is on it', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider duration={50}>
        <Actions />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Succeed' }));
    await user.hover(screen.getByRole('status'));
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(screen.getByRole('status')).toBeInTheDocument();
    await user.unhover(screen.getByRole('status'));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
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
