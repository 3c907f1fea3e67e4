import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../src/button';
import { ConfirmDialog } from '../src/confirm-dialog';

function DeleteRow({ remove }: { remove: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Delete</Button>
      <ConfirmDialog
        open={open}
        title="Delete Collection"
        text="Are you sure you want to delete Summer?"
        confirmLabel="Delete"
        cancelLabel="Cancel"
        pendingLabel="Deleting…"
        tone="danger"
        onConfirm={async () => {
          await remove();
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

function deferred() {
  let resolve: () => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ConfirmDialog', () => {
  it('asks with its title, text and labels, and Cancel closes it', async () => {
    const user = userEvent.setup();
    const remove = vi.fn(async () => {});
    render(<DeleteRow remove={remove} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Collection' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete Summer?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
  });

  it('says what the question is about under it, as part of its description', async () => {
    render(
      <ConfirmDialog
        open
        title="Deliver Order"
        text="Are you sure you want to deliver this order?"
        detail={<p>Order 240 — Tanvir Mahmud</p>}
        onConfirm={() => undefined}
        onCancel={() => undefined}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Deliver Order' });
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to deliver this order? Order 240 — Tanvir Mahmud',
    );
  });

  it('shows a pending confirm button, ignores Escape meanwhile, and closes on success', async () => {
    const user = userEvent.setup();
    const call = deferred();
    render(<DeleteRow remove={() => call.promise} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const pending = screen.getByRole('button', { name: 'Deleting…' });
    expect(pending).toBeDisabled();
    expect(pending).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    call.resolve();
    await screen.findByRole('button', { name: 'Delete' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('stays open and shows the message when the confirm fails', async () => {
    const user = userEvent.setup();
    const call = deferred();
    render(<DeleteRow remove={() => call.promise} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    call.reject(new Error('This category still has subcategories.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This category still has subcategories.');
    expect(screen.getByRole('alertdialog', { name: 'Delete Collection' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  it('takes pending and error from outside, e.g. from a mutation', () => {
    render(
      <ConfirmDialog
        open
        title="Are you sure?"
        text="Are you sure you want to deliver this order?"
        confirmLabel="Accept"
        onConfirm={() => {}}
        onCancel={() => {}}
        pending
        error="The order was moved meanwhile."
      />,
    );
    expect(screen.getByRole('button', { name: 'Accept' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('The order was moved meanwhile.');
  });

  it('starts a new opening without the last error', async () => {
    const user = userEvent.setup();
    const remove = vi.fn(() => Promise.reject(new Error('Nope')));
    render(<DeleteRow remove={remove} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
