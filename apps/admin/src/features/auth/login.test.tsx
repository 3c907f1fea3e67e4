import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../app/session-store';
import { anEmployeeSession } from '../../test/fixtures';
import { http } from '../../test/http';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

describe('Login', () => {
  it('shows the heading, the two fields with their placeholders and types, Sign In and the forgot-password link', async () => {
    await renderApp({ url: '/login' });

    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('placeholder', 'Please Enter your Email');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('placeholder', 'Please Enter your Password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/recover-pass-one',
    );
  });

  it('shows Loading... while signing in, keeps the employee and opens /', async () => {
    const employee = anEmployeeSession();
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    let sent: unknown;
    server.use(
      http.post('/employees/login', async ({ request, response }) => {
        sent = await request.json();
        await answered;
        return response(200).json(employee);
      }),
    );
    const app = await renderApp({ url: '/login' });

    await app.user.type(screen.getByLabelText('Email'), 'rahim@shop.test');
    await app.user.type(screen.getByLabelText('Password'), 'correct horse');
    await app.user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('button', { name: 'Loading...' })).toBeDisabled();
    expect(app.auth.getSnapshot().isLoading).toBe(true);
    answer();

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/');
    expect(sent).toEqual({ email: 'rahim@shop.test', password: 'correct horse' });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(employee);
    expect(app.auth.getSnapshot()).toMatchObject({ employee, isError: false, isLoading: false });
  });

  it("shows the server's message when sign-in is refused, keeping what was typed", async () => {
    server.use(
      http.post('/employees/login', ({ response }) =>
        response(401).json({ message: 'Wrong email or password' }),
      ),
    );
    const app = await renderApp({ url: '/login' });

    await app.user.type(screen.getByLabelText('Email'), 'rahim@shop.test');
    await app.user.type(screen.getByLabelText('Password'), 'wrong');
    await app.user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password');
    expect(app.pathname()).toBe('/login');
    expect(screen.getByLabelText('Email')).toHaveValue('rahim@shop.test');
    expect(app.auth.getSnapshot()).toMatchObject({
      employee: null,
      isError: true,
      message: 'Wrong email or password',
    });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('says so when the server cannot be reached', async () => {
    server.use(http.post('/employees/login', () => Response.error()));
    const app = await renderApp({ url: '/login' });

    await app.user.type(screen.getByLabelText('Email'), 'rahim@shop.test');
    await app.user.type(screen.getByLabelText('Password'), 'secret');
    await app.user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot reach the server');
  });

  it('shows the server’s field messages at their fields', async () => {
    server.use(
      http.post('/employees/login', ({ response }) =>
        response(400).json({ message: 'Check the form', fields: { email: 'Enter a valid email address' } }),
      ),
    );
    const app = await renderApp({ url: '/login' });

    await app.user.type(screen.getByLabelText('Email'), 'rahim@shop.test');
    await app.user.type(screen.getByLabelText('Password'), 'secret');
    await app.user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Check the form');
  });
});
