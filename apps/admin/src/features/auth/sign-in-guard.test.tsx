import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../app/session-store';
import { anEmployeeSession, listOf } from '../../test/fixtures';
import { http } from '../../test/http';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

describe('signed-in routes', () => {
  it('send a signed-out visit to /login and, after signing in, back to the page first asked for', async () => {
    const employee = anEmployeeSession();
    server.use(
      http.post('/employees/login', ({ response }) => response(200).json(employee)),
      http.get('/collections', ({ request, response }) => {
        // The session is the browser's cookie; the app says it is the admin.
        if (request.headers.get('X-Shop-Client') !== 'admin' || request.headers.has('Authorization')) {
          return response(401).json({ message: 'Sign in first' });
        }
        return response(200).json(listOf([{ _id: '1', version: 1, name: 'Summer', description: '' }], 12));
      }),
    );
    const app = await renderApp({ url: '/collections' });

    expect(app.pathname()).toBe('/login');
    expect(app.search()).toEqual({ redirect: '/collections' });

    await app.user.type(screen.getByLabelText('Email'), employee.email);
    await app.user.type(screen.getByLabelText('Password'), 'correct horse');
    await app.user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Collections (12 in total)' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/collections');
  });

  it('open for the employee kept in local storage', async () => {
    await renderApp({ url: '/', user: anEmployeeSession() });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('sign the employee out on any 401 and send them to /login, to come back after signing in', async () => {
    server.use(
      http.get('/collections', ({ response }) => response(401).json({ message: 'Your session has expired' })),
    );
    const app = await renderApp({ url: '/collections', user: anEmployeeSession() });

    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(app.search()).toEqual({ redirect: '/collections' });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(app.auth.getSnapshot().employee).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    // A session that merely ended says nothing more.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tell a deactivated employee, at their next step, that their access has ended (and no one else)', async () => {
    server.use(
      http.get('/collections', ({ response }) =>
        response(401).json({
          message: 'Your access to this shop has ended. Ask an owner.',
          reason: 'accessEnded',
        }),
      ),
    );
    const app = await renderApp({ url: '/collections', user: anEmployeeSession() });

    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your access to this shop has ended. Ask an owner.',
    );
    expect(screen.getByRole('form', { name: 'Login' })).toBeInTheDocument();
    expect(app.auth.getSnapshot().employee).toBeNull();
  });

  it('in Bangla, say it in Bangla', async () => {
    server.use(
      http.get('/collections', ({ response }) =>
        response(401).json({ message: 'এই দোকানে আপনার প্রবেশাধিকার শেষ হয়েছে।', reason: 'accessEnded' }),
      ),
    );
    const app = await renderApp({ url: '/collections', user: anEmployeeSession(), browserLanguages: ['bn'] });
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'এই দোকানে আপনার প্রবেশাধিকার শেষ হয়েছে। একজন মালিককে জিজ্ঞাসা করুন।',
    );
  });

  it('send a signed-in visit of an invite link home', async () => {
    const app = await renderApp({ url: '/register/an-invite-token-0123', user: anEmployeeSession() });
    expect(app.pathname()).toBe('/');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('send a signed-in visit of /login to the page it would return to', async () => {
    const app = await renderApp({ url: '/login?redirect=%2Fitem_groups', user: anEmployeeSession() });
    expect(app.pathname()).toBe('/item_groups');
  });

  it('never return to another site after signing in', async () => {
    server.use(http.post('/employees/login', ({ response }) => response(200).json(anEmployeeSession())));
    const app = await renderApp({ url: '/login?redirect=%2F%2Fevil.example%2Fitems' });

    await app.user.type(screen.getByLabelText('Email'), 'rahim@shop.test');
    await app.user.type(screen.getByLabelText('Password'), 'correct horse');
    await app.user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(app.router.state.location.href).toBe('/');
  });
});
