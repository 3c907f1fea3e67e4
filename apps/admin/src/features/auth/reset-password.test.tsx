import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http } from '../../test/http';
import { renderApp } from '../../test/render-app';
import { recordRequests, server } from '../../test/server';

const token = 'reset-token-0123456789';

describe('Reset password', () => {
  it('sets the new password from the link, then opens /login saying so', async () => {
    let sent: unknown;
    server.use(
      http.post('/employees/resetEmployeePassword', async ({ request, response }) => {
        sent = await request.json();
        return response(200).json({ message: 'Your password has been changed' });
      }),
    );
    const app = await renderApp({ url: `/resetEmployeePassword/${token}` });

    await app.user.type(screen.getByLabelText('New Password'), 'a new long password');
    await app.user.type(screen.getByLabelText('Confirm New Password'), 'a new long password');
    await app.user.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/login');
    expect(screen.getByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(sent).toEqual({ token, newPassword: 'a new long password' });
  });

  it('shows "Passwords do not match" and sends nothing', async () => {
    const app = await renderApp({ url: `/resetEmployeePassword/${token}` });
    const requests = recordRequests();

    await app.user.type(screen.getByLabelText('New Password'), 'a new long password');
    await app.user.type(screen.getByLabelText('Confirm New Password'), 'a different password');
    await app.user.click(screen.getByRole('button', { name: 'Change Password' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Confirm New Password')).toHaveAccessibleDescription(
        'Passwords do not match',
      ),
    );
    expect(requests).toEqual([]);
    expect(app.pathname()).toBe(`/resetEmployeePassword/${token}`);
  });

  it("shows the server's message for an expired link", async () => {
    server.use(
      http.post('/employees/resetEmployeePassword', ({ response }) =>
        response(400).json({ message: 'This reset link has expired' }),
      ),
    );
    const app = await renderApp({ url: `/resetEmployeePassword/${token}` });

    await app.user.type(screen.getByLabelText('New Password'), 'a new long password');
    await app.user.type(screen.getByLabelText('Confirm New Password'), 'a new long password');
    await app.user.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link has expired');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/recover-pass-one',
    );
  });
});
