import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from '../src/tabs';

function Loaded({ name }: { name: string }) {
  return <p>{name} loaded</p>;
}

const tabs = [
  { id: 'details', label: 'Details', panel: <Loaded name="Details" /> },
  { id: 'history', label: 'History', panel: <Loaded name="History" /> },
  { id: 'notes', label: 'Notes', panel: <Loaded name="Notes" /> },
];

describe('Tabs', () => {
  it('shows the first tab, named by its tab, and renders no other panel until chosen', async () => {
    const user = userEvent.setup();
    render(<Tabs label="View Item" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'View Item' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Details' })).toHaveTextContent('Details loaded');
    expect(screen.queryByText('History loaded')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'History' }));
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'History' })).toHaveTextContent('History loaded');
    expect(screen.queryByText('Details loaded')).not.toBeInTheDocument();
  });

  it('moves with the arrow keys, Home and End; only the selected tab is in the Tab order', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Tabs label="View Item" tabs={tabs} defaultSelected="history" />
        <button type="button">After</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('tab', { name: 'History' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Notes' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Notes loaded');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Notes' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Notes loaded');
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });
});
