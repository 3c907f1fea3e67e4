import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anEmployeeSession, listOf } from '../../test/fixtures';
import { http } from '../../test/http';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { focused, shortcutsReady } from '../../test/shortcuts-ready';

/** The three main lists, empty. */
function serveLists() {
  server.use(
    http.get('/controlItems/manageItem', ({ response }) => response(200).json(listOf([]))),
    http.get('/customers/manageCustomers/getAllCustomers', ({ response }) => response(200).json(listOf([]))),
    http.get('/customers/orders/allOrdersByStatus/{status}', ({ response }) =>
      response(200).json(listOf([])),
    ),
  );
}

describe('keyboard shortcuts', () => {
  it.each([
    ['g i', '/items'],
    ['g o', '/ordersFromStatus/processing'],
    ['g c', '/customers'],
  ])('%s opens %s', async (keys, path) => {
    serveLists();
    const app = await renderApp({ url: '/', user: anEmployeeSession() });
    await shortcutsReady();

    await app.user.keyboard(keys.replace(' ', ''));

    await waitFor(() => expect(app.pathname()).toBe(path));
  });

  it('? lists every shortcut, and Escape closes the list', async () => {
    const app = await renderApp({ url: '/', user: anEmployeeSession() });
    await shortcutsReady();

    await app.user.keyboard('?');

    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(
      within(dialog)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Ctrl+K', 'g then o', 'g then i', 'g then c', '/', '?', 'Esc']);
    await waitFor(() => expect(dialog).toContainElement(focused()));
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it("/ puts the focus in the list's search box", async () => {
    serveLists();
    const app = await renderApp({ url: '/customers', user: anEmployeeSession() });
    await shortcutsReady();

    await app.user.keyboard('/');

    const box = screen.getByRole('searchbox', { name: 'Search customers' });
    expect(box).toHaveFocus();
    expect(box).toHaveValue('');
  });

  it('does nothing while the person types in a field, nor while a dialog is open', async () => {
    serveLists();
    const app = await renderApp({ url: '/customers', user: anEmployeeSession() });
    await shortcutsReady();

    await app.user.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'gi?');
    expect(app.pathname()).toBe('/customers');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Search' }));
    const palette = await screen.findByRole('dialog', { name: 'Go to or find' });
    await app.user.keyboard('?');
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument();
    expect(palette).toBeInTheDocument();
  });
});
