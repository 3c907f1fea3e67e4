import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { expectConsoleErrors } from '../../test/expect-console-errors';
import { anEmployeeSession, listOf } from '../../test/fixtures';
import { http } from '../../test/http';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

describe('route states', () => {
  it('an unknown address shows a not-found page with a way home', async () => {
    const app = await renderApp({ url: '/no/such/page', user: anEmployeeSession() });

    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('an unknown order status is not found', async () => {
    await renderApp({ url: '/ordersFromStatus/lost', user: anEmployeeSession() });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('a page whose data failed to load shows the reason and tries again on request', async () => {
    expectConsoleErrors();
    let calls = 0;
    server.use(
      http.get('/collections', ({ response }) => {
        calls += 1;
        return calls === 1
          ? response.untyped(HttpResponse.json({ message: 'The database is not answering' }, { status: 500 }))
          : response(200).json(listOf([], 0));
      }),
    );
    const app = await renderApp({ url: '/collections', user: anEmployeeSession() });

    expect(await screen.findByRole('alert')).toHaveTextContent('The database is not answering');
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Collections (0 in total)' })).toBeInTheDocument();
  });
});
