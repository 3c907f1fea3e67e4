import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../app/session-store';
import { anEmployeeSession } from '../../test/fixtures';
import { http } from '../../test/http';
import { renderApp } from '../../test/render-app';
import { recordRequests, server } from '../../test/server';

async function fillIn(app: Awaited<ReturnType<typeof renderApp>>, values: [string, string, string]) {
  const [current, next, confirm] = values;
  await app.user.type(screen.getByLabelText('Current Password'), current);
  await app.user.type(screen.getByLabelText('New Password'), next);
  await app.user.type(screen.getByLabelText('Confirm New Password'), confirm);
  await app.user.click(screen.getByRole('button', { name: 'Save New Password' }));
}

describe('Change password', () => {
  it('clears the fields and signs the employee out once the password is changed', async () => {
    const employee = anEmployeeSession();
    let sent: unknown;
    let authorization: string | null = null;
    server.use(
      http.put('/employees/changeEmployeePassword', async ({ request, response }) => {
        sent = await request.json();
        authorization = request.headers.get('Authorization') ?? request.headers.get('X-Shop-Client');
        return response(200).json({ message: 'Password changed' });
      }),
    );
    const app = await renderApp({ url: '/change-password', user: employee });
    const fields = ['Current Password', 'New Password', 'Confirm New Password'].map((label) =>
      screen.getByLabelText(label),
    );

    await fillIn(app, ['old password', 'a new long password', 'a new long password']);

    await waitFor(() => expect(app.pathname()).toBe('/login'));
    for (const field of fields) expect(field).toHaveValue('');
    expect(sent).toEqual({ oldPassword: 'old password', newPassword: 'a new long password' });
    // No token in the page: the cookie is the session, and the admin's header goes with every call.
    expect(authorization).toBe('admin');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
  });

  it('shows "Passwords do not match" and sends nothing', async () => {
    const app = await renderApp({ url: '/change-password', user: anEmployeeSession() });
    const requests = recordRequests();

    await fillIn(app, ['old password', 'a new long password', 'another password']);

    await waitFor(() =>
      expect(screen.getByLabelText('Confirm New Password')).toHaveAccessibleDescription(
        'Passwords do not match',
      ),
    );
    expect(requests).toEqual([]);
    expect(screen.getByLabelText('Current Password')).toHaveValue('old password');
  });

  it('shows a wrong current password at its field and stays signed in', async () => {
    server.use(
      http.put('/employees/changeEmployeePassword', ({ response }) =>
        response(400).json({
          message: 'The password was not changed',
          fields: { oldPassword: 'The current password is wrong' },
        }),
      ),
    );
    const app = await renderApp({ url: '/change-password', user: anEmployeeSession() });

    await fillIn(app, ['wrong password', 'a new long password', 'a new long password']);

    await waitFor(() =>
      expect(screen.getByLabelText('Current Password')).toHaveAccessibleDescription(
        'The current password is wrong',
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The password was not changed');
    expect(app.pathname()).toBe('/change-password');
    expect(app.auth.getSnapshot().employee).not.toBeNull();
  });

  it("shows the server's refusal of a common password at the new password, and a throttle's wait", async () => {
    let answer = 0;
    server.use(
      http.put('/employees/changeEmployeePassword', ({ response }) =>
        answer++ === 0
          ? response(400).json({
              message: 'Please check newPassword: This password is too common; choose another',
              fields: { newPassword: 'This password is too common; choose another' },
            })
          : response(429).json({ message: 'Too many attempts. Try again in 5 minutes.' }),
      ),
    );
    const app = await renderApp({ url: '/change-password', user: anEmployeeSession() });

    await fillIn(app, ['the old password', 'password1234', 'password1234']);
    await waitFor(() =>
      expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(
        /This password is too common; choose another$/,
      ),
    );
    for (const label of ['New Password', 'Confirm New Password']) {
      await app.user.clear(screen.getByLabelText(label));
      await app.user.type(screen.getByLabelText(label), 'a much rarer phrase');
    }
    const save = screen.getByRole('button', { name: 'Save New Password' });
    await waitFor(() => expect(save).toBeEnabled());
    await app.user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 5 minutes.');
    expect(app.auth.getSnapshot().employee).not.toBeNull();
  });
});
