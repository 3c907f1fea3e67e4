import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anEmployee, anEmployeeSession } from '../../test/fixtures';
import { http } from '../../test/http';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

describe('Profile', () => {
  it('shows the display picture, name, email and level, a change-password link and log out', async () => {
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
    expect(screen.getByText('employee', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change Password' })).toHaveAttribute('href', '/change-password');

    await app.user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(app.auth.getSnapshot().employee).toBeNull();
  });
});
