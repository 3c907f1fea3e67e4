import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../../app/language';
import { SESSION_STORAGE_KEY } from '../../app/session-store';
import { THEME_STORAGE_KEY } from '../../app/theme';
import { anAppSetting, anEmployeeSession, listOf } from '../../test/fixtures';
import { http } from '../../test/http';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

describe('the shell', () => {
  it('shows the shop logo (the first app setting) and the employee in the top bar', async () => {
    server.use(
      http.get('/appSettings', ({ response }) =>
        response(200).json(
          listOf([
            anAppSetting({ image: 'settings/logo.webp' }),
            anAppSetting({ _id: '2', image: 'other.png' }),
          ]),
        ),
      ),
    );
    await renderApp({ url: '/', user: anEmployeeSession({ dp: 'employees/rahim.webp' }) });

    const topBar = screen.getByRole('banner');
    expect(await within(topBar).findByRole('img', { name: 'Shop logo' })).toHaveAttribute(
      'src',
      '/media/settings/logo.webp',
    );
    expect(within(topBar).getByText('Rahim Uddin')).toBeInTheDocument();
    expect(within(topBar).getByText('rahim@shop.test')).toBeInTheDocument();
    const menuButton = within(topBar).getByRole('button', { name: /Rahim Uddin/ });
    expect(menuButton.querySelector('img')).toHaveAttribute('src', '/media/employees/rahim.webp');
  });

  it('logs out from the dropdown: the server revokes the token and /login opens', async () => {
    const employee = anEmployeeSession();
    let revoked: string | null = null;
    server.use(
      http.post('/employees/logout', ({ request, response }) => {
        revoked = request.headers.get('Authorization') ?? request.headers.get('X-Shop-Client');
        return response(204).empty();
      }),
    );
    const app = await renderApp({ url: '/', user: employee });

    await app.user.click(screen.getByRole('button', { name: /Rahim Uddin/ }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(revoked).toBe('admin');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('opens the dropdown from the keyboard and closes it with Escape', async () => {
    const app = await renderApp({ url: '/', user: anEmployeeSession() });
    const menuButton = screen.getByRole('button', { name: /Rahim Uddin/ });

    menuButton.focus();
    await app.user.keyboard('{Enter}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    // The open menu loads on demand: it is there, with focus on its first item, once loaded.
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    await app.user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'System' })).toHaveFocus();
    await app.user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await app.user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await app.user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await app.user.keyboard('{ArrowUp}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus());
    await app.user.keyboard('{Home}{Enter}');
    await waitFor(() => expect(app.pathname()).toBe('/profile'));
  });

  it('chooses the theme from the account menu, remembered per browser, System by default', async () => {
    const app = await renderApp({ url: '/', user: anEmployeeSession() });
    await app.user.click(screen.getByRole('button', { name: /Rahim Uddin/ }));
    const themes = within(await screen.findByRole('group', { name: 'Theme' }));
    expect(themes.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
    expect(document.documentElement).not.toHaveAttribute('data-theme');

    await app.user.click(themes.getByRole('menuitemradio', { name: 'Dark' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(themes.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
    expect(themes.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'false');

    await app.user.click(themes.getByRole('menuitemradio', { name: 'Light' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    await app.user.click(themes.getByRole('menuitemradio', { name: 'System' }));
    expect(document.documentElement).not.toHaveAttribute('data-theme');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('chooses the language from the account menu: the signed-in screens in Bangla, then the exact English again', async () => {
    const app = await renderApp({ url: '/', user: anEmployeeSession() });
    await app.user.click(screen.getByRole('button', { name: /Rahim Uddin/ }));
    const languages = within(await screen.findByRole('group', { name: 'Language' }));
    expect(languages.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');

    await app.user.click(languages.getByRole('menuitemradio', { name: 'বাংলা' }));
    expect(await screen.findByRole('navigation', { name: 'বিভাগসমূহ' })).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('bn');
    expect(document.documentElement.lang).toBe('bn');

    // The menu stays open, now in Bangla.
    const again = within(screen.getByRole('group', { name: 'ভাষা' }));
    expect(again.getByRole('menuitemradio', { name: 'বাংলা' })).toHaveAttribute('aria-checked', 'true');
    await app.user.click(again.getByRole('menuitemradio', { name: 'English' }));
    expect(await screen.findByRole('navigation', { name: 'Sections' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('links the side bar to the five hubs and shows where you are', async () => {
    server.use(http.get('/collections', ({ response }) => response(200).json(listOf([], 0))));
    const app = await renderApp({ url: '/item_groups', user: anEmployeeSession() });
    const sections = screen.getByRole('navigation', { name: 'Sections' });
    const link = (name: string) => within(sections).getByRole('link', { name });

    expect(link('Item Screens')).toHaveAttribute('href', '/item_screens');
    expect(link('Item Groups')).toHaveAttribute('href', '/item_groups');
    expect(link('Order Screens')).toHaveAttribute('href', '/orderScreens');
    expect(link('User Screens')).toHaveAttribute('href', '/user_screens');
    expect(link('General Settings')).toHaveAttribute('href', '/general_settings');
    expect(link('Item Groups')).toHaveAttribute('aria-current', 'page');
    expect(link('Item Screens')).not.toHaveAttribute('aria-current');

    // A screen reached from a hub marks the hub's section.
    await app.router.navigate({ to: '/collections' });
    await waitFor(() => expect(link('Item Groups')).toHaveAttribute('aria-current', 'true'));
  });
});
