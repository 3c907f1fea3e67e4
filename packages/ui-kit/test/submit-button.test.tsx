import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FormEvent, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Form } from '../src/form';
import { FormError } from '../src/form-error';
import { SubmitButton } from '../src/submit-button';
import { TextField } from '../src/text-field';
import { advanceTo, startTestClock } from './test-clock';

/** Reports pending at once, as a state update in the submit handler would. */
function SignIn({ send }: { send: () => void }) {
  const [pending, setPending] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
    setPending(true);
  };
  return (
    <Form aria-label="Sign in" onSubmit={submit}>
      <SubmitButton pending={pending} pendingLabel="Loading...">
        Sign In
      </SubmitButton>
    </Form>
  );
}

/** Reports pending a little later, as a mutation library does. */
function LateForm({ send }: { send: () => void }) {
  const [pending, setPending] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
    setTimeout(() => setPending(true), 30);
    setTimeout(() => setPending(false), 80);
  };
  return (
    <form aria-label="f" onSubmit={submit}>
      <SubmitButton pending={pending}>Save</SubmitButton>
    </form>
  );
}

describe('SubmitButton', () => {
  it('shows the pending label, is busy and disabled, and ignores a second press', async () => {
    const user = userEvent.setup();
    const send = vi.fn();
    render(<SignIn send={send} />);
    const button = screen.getByRole('button', { name: 'Sign In' });
    await user.click(button);
    expect(button).toHaveTextContent('Loading...');
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('ignores a fast double click even when pending is reported later', async () => {
    const user = startTestClock();
    const send = vi.fn();
    render(<LateForm send={send} />);
    const button = screen.getByRole('button', { name: 'Save' });
    await user.dblClick(button);
    expect(send).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('unlocks by itself a second after a submit whose owner never reports pending', async () => {
    const user = startTestClock();
    const send = vi.fn((event: FormEvent) => event.preventDefault());
    render(
      <form aria-label="f" onSubmit={send}>
        <SubmitButton>Save</SubmitButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    const clicking = Date.now();
    await user.click(button);
    const clicked = Date.now();
    expect(button).toBeDisabled();
    advanceTo(clicking + 999);
    expect(button).toBeDisabled();
    advanceTo(clicked + 1_000);
    expect(button).toBeEnabled();
  });

  it('does not lock when native validation stops the submit', async () => {
    // On the test clock a lock could not wear off before the check.
    const user = startTestClock();
    render(
      <form aria-label="f" onSubmit={(event) => event.preventDefault()}>
        <TextField label="Name" required />
        <SubmitButton>Save</SubmitButton>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});

describe('FormError and Form', () => {
  it('renders nothing without a message and an alert with one', () => {
    const { rerender } = render(<FormError />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<FormError>Invalid email or password</FormError>);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('composes a form from its parts', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      return Object.fromEntries(new FormData(event.currentTarget));
    });
    render(
      <Form aria-label="Create Collection" onSubmit={onSubmit}>
        <Form.Error>Name already taken</Form.Error>
        <TextField label="Name" name="name" />
        <Form.Actions>
          <Form.Submit>Create Collection</Form.Submit>
        </Form.Actions>
      </Form>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Name already taken');
    await user.type(screen.getByLabelText('Name'), 'Summer');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveReturnedWith({ name: 'Summer' });
  });
});
