import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSocialLink } from '../../test/catalogue-fixtures';
import { anEmployeeSession, listOf } from '../../test/fixtures';
import { formDialog } from '../../test/form-dialog';
import { http } from '../../test/http';
import { multipartFields } from '../../test/multipart';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

describe('/social_links', () => {
  it('lists Name, Link, Actions', async () => {
    server.use(http.get('/socialLinks', ({ response }) => response(200).json(listOf([aSocialLink()]))));
    await renderApp({ url: '/social_links', user: anEmployeeSession() });

    expect(screen.getByRole('heading', { name: 'Social Links (1 in total)' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Social Links' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Link', 'Actions']);
    expect(within(table).getByRole('link', { name: 'https://facebook.com/shop' })).toHaveAttribute(
      'href',
      'https://facebook.com/shop',
    );
  });

  it('creates a link with the url field ("Please Enter Link") and visibility, as multipart', async () => {
    let rows = [aSocialLink()];
    const sent: Array<Record<string, string>> = [];
    server.use(
      http.get('/socialLinks', ({ response }) => response(200).json(listOf(rows))),
      http.post('/socialLinks', async ({ request, response }) => {
        sent.push(await multipartFields(request));
        const created = aSocialLink({ _id: '112', name: 'YouTube', link: 'https://youtube.com/@shop' });
        rows = [...rows, created];
        return response(201).json(created);
      }),
    );
    const app = await renderApp({ url: '/social_links', user: anEmployeeSession() });

    await app.user.click(screen.getByRole('button', { name: 'Create Social Link' }));
    const dialog = await formDialog('Create Social Link');
    const link = within(dialog).getByLabelText('Link');
    expect(link).toHaveAttribute('type', 'url');
    expect(link).toHaveAttribute('placeholder', 'Please Enter Link');
    expect(within(dialog).getByRole('switch', { name: 'Visibility' })).not.toBeChecked();
    await app.user.type(within(dialog).getByLabelText('Name'), 'YouTube');
    await app.user.type(link, 'https://youtube.com/@shop');
    await app.user.click(within(dialog).getByRole('switch', { name: 'Visibility' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Create Social Link' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ name: 'YouTube', link: 'https://youtube.com/@shop', visibility: 'true' }]);
  });

  it('starts the update form from isVisible and writes visibility', async () => {
    const sent: Array<Record<string, string>> = [];
    server.use(
      http.get('/socialLinks', ({ response }) =>
        response(200).json(listOf([aSocialLink({ isVisible: true })])),
      ),
      http.patch('/socialLinks/{id}', async ({ request, response }) => {
        sent.push(await multipartFields(request));
        return response(200).json(aSocialLink({ isVisible: false }));
      }),
    );
    const app = await renderApp({ url: '/social_links', user: anEmployeeSession() });

    await app.user.click(
      within(screen.getByRole('row', { name: /Facebook/ })).getByRole('button', { name: 'Update' }),
    );
    const dialog = await formDialog('Update Social Link');
    const visibility = within(dialog).getByRole('switch', { name: 'Visibility' });
    expect(visibility).toBeChecked();
    await app.user.click(visibility);
    await app.user.click(within(dialog).getByRole('button', { name: 'Update Social Link' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ name: 'Facebook', link: 'https://facebook.com/shop', visibility: 'false' }]);
  });
});
