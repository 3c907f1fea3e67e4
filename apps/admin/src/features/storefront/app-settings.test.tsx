import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAppSetting, anEmployeeSession, listOf } from '../../test/fixtures';
import { formDialog } from '../../test/form-dialog';
import { http } from '../../test/http';
import { multipartFields } from '../../test/multipart';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

describe('/app_settings', () => {
  it('lists Name, Image, Actions and flips isCategoryFeatured in the update form (multipart)', async () => {
    let rows = [anAppSetting()];
    const sent: Array<Record<string, string>> = [];
    server.use(
      http.get('/appSettings', ({ response }) => response(200).json(listOf(rows))),
      http.patch('/appSettings/{id}', async ({ request, response }) => {
        sent.push(await multipartFields(request));
        const updated = anAppSetting({ isCategoryFeatured: true });
        rows = [updated];
        return response(200).json(updated);
      }),
    );
    const app = await renderApp({ url: '/app_settings', user: anEmployeeSession() });

    expect(screen.getByRole('heading', { name: 'App Settings (1 in total)' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'App Settings' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Image', 'Actions']);
    const row = within(table).getByRole('row', { name: /Logo/ });
    expect(within(row).getByRole('img', { name: 'Logo' })).toHaveAttribute('src', '/media/settings/logo.png');

    await app.user.click(within(row).getByRole('button', { name: 'Update' }));
    const dialog = await formDialog('Update App Setting');
    const featured = within(dialog).getByRole('switch', { name: 'Is Category Featured' });
    expect(featured).not.toBeChecked();
    await app.user.click(featured);
    await app.user.click(within(dialog).getByRole('button', { name: 'Update App Setting' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ name: 'Logo', isCategoryFeatured: 'true' }]);

    await app.user.click(
      within(screen.getByRole('row', { name: /Logo/ })).getByRole('button', { name: 'View' }),
    );
    expect(
      within(await screen.findByRole('dialog', { name: 'View App Setting' })).getByText('Yes'),
    ).toBeInTheDocument();
  });
});
