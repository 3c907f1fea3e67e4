import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anEmployeeSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

describe('signed-in routes', () => {
  it('send a signed-out visit to /login, remembering the page asked for', async () => {
    const app = await renderApp({ url: '/' });
    expect(app.pathname()).toBe('/login');
    expect(app.search()).toEqual({ redirect: '/' });
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('open for the employee kept in local storage', async () => {
    const app = await renderApp({ url: '/', user: anEmployeeSession() });
    await waitFor(() => expect(app.pathname()).toBe('/'));
  });
});
