import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ToggleSwitch } from '../src/toggle-switch';
import { formDataOf } from './form-data';

function Controlled() {
  const [on, setOn] = useState(true);
  return (
    <>
      <ToggleSwitch label="Applicable" checked={on} onCheckedChange={setOn} />
      <output>{on ? 'TRUE' : 'FALSE'}</output>
    </>
  );
}

describe('ToggleSwitch', () => {
  it('is announced as a switch with its label and state', () => {
    render(<ToggleSwitch label="Is visible" defaultChecked />);
    expect(screen.getByRole('switch', { name: 'Is visible' })).toBeChecked();
  });

  it('is 56 x 28 by default and takes another size', () => {
    const { rerender } = render(<ToggleSwitch label="Visible" />);
    const style = () => screen.getByRole('switch').style;
    expect(style().getPropertyValue('--ui-switch-w')).toBe('56px');
    expect(style().getPropertyValue('--ui-switch-h')).toBe('28px');
    rerender(<ToggleSwitch label="Visible" width={40} height={20} />);
    expect(style().getPropertyValue('--ui-switch-w')).toBe('40px');
    expect(style().getPropertyValue('--ui-switch-h')).toBe('20px');
  });

  it('toggles with Space and Enter from the keyboard', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<ToggleSwitch label="Available" onCheckedChange={onCheckedChange} />);
    await user.tab();
    const toggle = screen.getByRole('switch', { name: 'Available' });
    expect(toggle).toHaveFocus();
    expect(toggle).not.toBeChecked();
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
    await user.keyboard('{Enter}');
    expect(toggle).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('toggles when its label is clicked', async () => {
    const user = userEvent.setup();
    render(<ToggleSwitch label="Available" />);
    await user.click(screen.getByText('Available'));
    expect(screen.getByRole('switch', { name: 'Available' })).toBeChecked();
  });

  it('carries "true"/"false" into FormData when named', async () => {
    const user = userEvent.setup();
    render(
      <form aria-label="f">
        <ToggleSwitch label="Visible" name="isVisible" />
      </form>,
    );
    expect(formDataOf('f').get('isVisible')).toBe('false');
    await user.click(screen.getByRole('switch'));
    expect(formDataOf('f').get('isVisible')).toBe('true');
  });

  it('follows a controlled value', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByRole('switch', { name: 'Applicable' }));
    expect(screen.getByRole('switch')).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('FALSE');
  });

  it('does nothing while disabled and shows its error', async () => {
    const user = userEvent.setup();
    render(<ToggleSwitch label="Visible" disabled error="Cannot change now" />);
    const toggle = screen.getByRole('switch', { name: 'Visible' });
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription('Cannot change now');
  });
});
