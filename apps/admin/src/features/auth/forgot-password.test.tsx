import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http } from '../../test/http';
import { renderApp } from '../../test/render-app';
import { recordRequests, server } from '../../test/server';

describe('Forgot password', () => {
  it('sends the email, then says to check it with a way back to Login', async () => {
    let sent: unknown;
    server.use(
      http.post('/employees/forgotEmployeePassword', async ({ request, response }) => {
        sent = await request.json();
        return response(202).json({ message: 'If the account exists, a mail went out' });
      }),
    );
    const app = await renderApp({ url: '/recover-pass-one' });

    await app.user.type(screen.getByLabelText('Email'), 'rahim@shop.test');
    await app.user.click(screen.getByRole('button', { name: 'Send Recovery Email' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(
      screen.getByText('If we found an account with rahim@shop.test, an email has been sent'),
    ).toBeInTheDocument();
    expect(sent).toEqual({ email: 'rahim@shop.test' });
    await app.user.click(screen.getByRole('link', { name: 'Back to Login' }));
    expect(app.pathname()).toBe('/login');
  });

  it('sends nothing without an email', async () => {
    const app = await renderApp({ url: '/recover-pass-one' });
    const requests = recordRequests();

    await app.user.type(screen.getByLabelText('Email'), '   ');
    await app.user.click(screen.getByRole('button', { name: 'Send Recovery Email' }));

    expect(requests).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Check your email' })).not.toBeInTheDocument();
  });

  it("shows the server's message when the request is refused", async () => {
    server.use(
      http.post('/employees/forgotEmployeePassword', ({ response }) =>
        response(429).json({ message: 'Too many attempts. Try again in a minute.' }),
      ),
    );
    const app = await renderApp({ url: '/recover-pass-one' });

    await app.user.type(screen.getByLabelText('Email'), 'rahim@shop.test');
    await app.user.click(screen.getByRole('button', { name: 'Send Recovery Email' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in a minute.');
    expect(screen.getByLabelText('Email')).toHaveValue('rahim@shop.test');
  });
});
