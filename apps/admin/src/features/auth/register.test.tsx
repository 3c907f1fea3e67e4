import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../app/session-store';
import { expectConsoleErrors } from '../../test/expect-console-errors';
import { anEmployeeSession } from '../../test/fixtures';
import { http } from '../../test/http';
import { renderApp } from '../../test/render-app';
import { recordRequests, server } from '../../test/server';

const token = 'invite-token-0123456789';

function inviteFor(email: string) {
  return http.get('/manageEmployees/getEmailFromToken/{token}', ({ params, response }) =>
    params.token === token
      ? response(200).json({ email })
      : response(404).json({ message: 'This invite does not exist' }),
  );
}

describe('Registration', () => {
  it('creates the invited account with a display picture, signs in and opens /', async () => {
    const employee = anEmployeeSession({ name: 'Karim Ahmed', email: 'karim@shop.test' });
    let sent: FormData | undefined;
    server.use(
      inviteFor('karim@shop.test'),
      http.post('/employees/register', async ({ request, response }) => {
        sent = await request.formData();
        return response(201).json(employee);
      }),
    );
    const app = await renderApp({ url: `/register/${token}` });

    expect(screen.getByRole('heading', { name: 'Registration' })).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('karim@shop.test');
    expect(email).toHaveAttribute('readonly');

    await app.user.type(screen.getByLabelText('Name'), 'Karim Ahmed');
    await app.user.type(screen.getByLabelText('Password'), 'a long password');
    await app.user.type(screen.getByLabelText('Confirm Password'), 'a long password');
    const picture = new File(['png bytes'], 'karim.png', { type: 'image/png' });
    await app.user.upload(screen.getByLabelText('Display Picture'), picture);
    expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/');
    expect(sent?.get('token')).toBe(token);
    expect(sent?.get('email')).toBe('karim@shop.test');
    expect(sent?.get('name')).toBe('Karim Ahmed');
    expect(sent?.get('password')).toBe('a long password');
    expect(sent?.get('level')).toBe('employee');
    // (The test environment names every file "blob"; a browser sends its name.)
    const dp = sent?.get('dp');
    expect(dp).toMatchObject({ type: 'image/png' });
    expect(dp && typeof dp !== 'string' ? await dp.text() : '').toBe('png bytes');
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(employee);
  });

  it('says clearly that an expired or used invite link cannot be used', async () => {
    expectConsoleErrors();
    server.use(
      http.get('/manageEmployees/getEmailFromToken/{token}', ({ response }) =>
        response(404).json({ message: 'This invite has expired' }),
      ),
    );
    await renderApp({ url: `/register/${token}` });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation link has expired or has already been used.',
    );
    expect(screen.getByText('This invite has expired')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Account' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  });

  it('shows "Passwords do not match" at the confirmation and sends nothing', async () => {
    server.use(inviteFor('karim@shop.test'));
    const app = await renderApp({ url: `/register/${token}` });
    const requests = recordRequests();

    await app.user.type(screen.getByLabelText('Name'), 'Karim Ahmed');
    await app.user.type(screen.getByLabelText('Password'), 'a long password');
    await app.user.type(screen.getByLabelText('Confirm Password'), 'another password');
    await app.user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription('Passwords do not match'),
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Karim Ahmed');
    expect(requests).toEqual([]);
  });

  it('checks the password rules before sending, and shows the server’s refusal', async () => {
    server.use(
      inviteFor('karim@shop.test'),
      http.post('/employees/register', ({ response }) =>
        response(409).json({ message: 'This invite has already been used' }),
      ),
    );
    const app = await renderApp({ url: `/register/${token}` });
    const requests = recordRequests();

    await app.user.type(screen.getByLabelText('Name'), 'Karim Ahmed');
    await app.user.type(screen.getByLabelText('Password'), 'short');
    await app.user.type(screen.getByLabelText('Confirm Password'), 'short');
    const createAccount = screen.getByRole('button', { name: 'Create Account' });
    await app.user.click(createAccount);
    await waitFor(() =>
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/At least 10 characters/),
    );
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toEqual([]);

    await app.user.clear(screen.getByLabelText('Password'));
    await app.user.type(screen.getByLabelText('Password'), 'a long password');
    await app.user.clear(screen.getByLabelText('Confirm Password'));
    await app.user.type(screen.getByLabelText('Confirm Password'), 'a long password');
    // The kit's submit button stays locked for a second after a refusal that sent nothing (on the test clock).
    await waitFor(() => expect(createAccount).toBeEnabled());
    await app.user.click(createAccount);

    expect(await screen.findByRole('alert')).toHaveTextContent('This invite has already been used');
    expect(app.pathname()).toBe(`/register/${token}`);
  });
});
