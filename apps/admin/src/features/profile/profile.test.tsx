import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anEmployee, anEmployeeSession, aSignedInSession, listOf } from '../../test/fixtures';
import { http } from '../../test/http';
import { renderApp } from '../../test/render-app';
import { recordRequests, server } from '../../test/server';

describe('Profile', () => {
  it('shows the display picture, name, email and level (the role), a change-password link and log out', async () => {
    server.use(
      http.get('/employees/me', ({ response }) =>
        response(200).json(anEmployee({ name: 'Rahim Uddin', dp: 'employees/rahim-new.webp' })),
      ),
      http.post('/employees/logout', ({ response }) => response(204).empty()),
    );
    const app = await renderApp({ url: '/profile', user: anEmployeeSession() });

    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rahim Uddin' })).toHaveAttribute(
      'src',
      '/media/employees/rahim-new.webp',
    );
    expect(screen.getByText('Rahim Uddin', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('rahim@shop.test', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('Owner', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change Password' })).toHaveAttribute('href', '/change-password');

    await app.user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(app.auth.getSnapshot().employee).toBeNull();
  });

  it('signs out everywhere after a confirmation, then opens /login', async () => {
    server.use(http.post('/employees/logoutEverywhere', ({ response }) => response(204).empty()));
    const app = await renderApp({ url: '/profile', user: anEmployeeSession({ level: 'employee' }) });

    expect(await screen.findByText('Employee', { selector: 'dd' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out everywhere' });
    expect(dialog).toHaveAccessibleDescription(
      /Every device signed in as you is signed out, this one included/,
    );
    const requests = recordRequests();
    await app.user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));

    await waitFor(() => expect(app.pathname()).toBe('/login'));
    // The one change; the sessions list the write made stale may be read again as the page goes.
    expect(requests.filter((request) => !request.startsWith('GET '))).toEqual([
      'POST /employees/logoutEverywhere',
    ]);
    expect(app.auth.getSnapshot().employee).toBeNull();
  });

  it('stays signed in, with the reason in the dialog, when the server cannot be reached', async () => {
    server.use(http.post('/employees/logoutEverywhere', () => Response.error()));
    const app = await renderApp({ url: '/profile', user: anEmployeeSession() });

    await app.user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out everywhere' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/reach the server/i);
    expect(app.pathname()).toBe('/profile');
    expect(app.auth.getSnapshot().employee).not.toBeNull();
  });

  it("lists where you're signed in and signs one of the other browsers out", async () => {
    const phone = aSignedInSession({
      _id: '32',
      browser: 'Safari on iOS',
      address: '198.51.100.4',
      current: false,
    });
    let sessions = [aSignedInSession(), phone];
    server.use(
      http.get('/employees/me/sessions', ({ response }) => response(200).json(listOf(sessions))),
      http.delete('/employees/me/sessions/{id}', ({ params, response }) => {
        sessions = sessions.filter((session) => session._id !== params.id);
        return response(204).empty();
      }),
    );
    const app = await renderApp({ url: '/profile', user: anEmployeeSession() });

    const table = await screen.findByRole('table');
    expect(
      within(table).getByRole('row', { name: /Chrome on Windows 203.0.113.7 .* This browser/ }),
    ).toBeVisible();
    const requests = recordRequests();
    await app.user.click(within(table).getByRole('button', { name: 'Sign out Safari on iOS' }));

    await waitFor(() => expect(within(table).queryByText('Safari on iOS')).not.toBeInTheDocument());
    expect(requests).toContain('DELETE /employees/me/sessions/32');
    expect(app.pathname()).toBe('/profile');
  });
});
