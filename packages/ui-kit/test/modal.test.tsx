import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../src/button';
import { DetailsList } from '../src/details-list';
import { Modal } from '../src/modal';
import { TextField } from '../src/text-field';
import { useModalState } from '../src/use-modal-state';

interface Row {
  id: string;
  name: string;
}

type Dialogs = { kind: 'create' } | { kind: 'update'; row: Row } | { kind: 'view'; row: Row };

function Screen() {
  const modal = useModalState<Dialogs>();
  const update = modal.get('update');
  const view = modal.get('view');
  const row = { id: '1', name: 'Summer' };
  return (
    <main>
      <Button onClick={() => modal.open({ kind: 'create' })}>Create</Button>
      <Button onClick={() => modal.open({ kind: 'update', row })}>Update</Button>
      <Button onClick={() => modal.open({ kind: 'view', row })}>View</Button>
      <Modal open={modal.current?.kind === 'create'} onClose={modal.close}>
        <Modal.Title>Create Collection</Modal.Title>
        <Modal.Body>
          <TextField label="Name" name="name" />
          <TextField label="Description" name="description" />
        </Modal.Body>
        <Modal.Actions>
          <Button variant="secondary" onClick={modal.close}>
            Cancel
          </Button>
          <Button onClick={() => modal.open({ kind: 'view', row })}>Create Collection</Button>
        </Modal.Actions>
      </Modal>
      <Modal open={update !== null} onClose={modal.close}>
        <Modal.Title>Update Collection</Modal.Title>
        <Modal.Body>
          <TextField label="Name" defaultValue={update?.row.name} />
        </Modal.Body>
      </Modal>
      <Modal open={view !== null} onClose={modal.close}>
        <Modal.Title>View Collection</Modal.Title>
        <Modal.Body>{view?.row.name}</Modal.Body>
      </Modal>
    </main>
  );
}

describe('Modal', () => {
  it('opens in a portal as a modal dialog named by its title, and locks page scroll', async () => {
    const user = userEvent.setup();
    const { container } = render(<Screen />);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Collection' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });

  it('moves focus to the first field and keeps Tab and Shift+Tab inside', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Collection' });
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByLabelText('Description')).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Create Collection' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Create Collection' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
  });

  it('closes on Escape and returns focus to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    const opener = screen.getByRole('button', { name: 'Update' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Update Collection' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Summer');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with its close button, named "Close", and focuses it when nothing else can be focused', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    const opener = screen.getByRole('button', { name: 'View' });
    await user.click(opener);
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('never shows two modals: opening another replaces the first', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await user.click(screen.getByRole('button', { name: 'Create Collection' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'View Collection' })).toHaveTextContent('Summer');
  });

  it('hides the page behind it from assistive technology while open', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
  });

  it('lets only the innermost of two modals react to Escape', async () => {
    const user = userEvent.setup();
    const closeOuter = vi.fn();
    const closeInner = vi.fn();
    render(
      <>
        <Modal open onClose={closeOuter}>
          <Modal.Title>Outer</Modal.Title>
        </Modal>
        <Modal open onClose={closeInner}>
          <Modal.Title>Inner</Modal.Title>
          <Modal.Body>
            <TextField label="Note" />
          </Modal.Body>
        </Modal>
      </>,
    );
    expect(screen.getByLabelText('Note')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(closeInner).toHaveBeenCalledTimes(1);
    expect(closeOuter).not.toHaveBeenCalled();
  });

  it('takes the close label as a prop', () => {
    render(
      <Modal open onClose={() => {}} closeLabel="Schließen">
        <Modal.Title>Titel</Modal.Title>
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  });
});

describe('DetailsList', () => {
  it('pairs each label with its value and marks empty values', () => {
    render(
      <DetailsList
        items={[
          { label: 'Name', value: 'Rahim' },
          { label: 'Phone', value: null },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    const definitions = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(['Name', 'Phone']);
    expect(definitions).toEqual(['Rahim', '—']);
  });
});
