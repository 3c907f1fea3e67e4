import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSubcategory } from '../../test/catalogue-fixtures';
import { anEmployeeSession, listOf } from '../../test/fixtures';
import { formDialog } from '../../test/form-dialog';
import { http } from '../../test/http';
import { multipartFields } from '../../test/multipart';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

describe('/subcategories/:categoryId', () => {
  it("lists the category's subcategories and creates one in that category (multipart)", async () => {
    const state = { rows: [aSubcategory()] };
    const sent: Array<Record<string, string>> = [];
    server.use(
      http.get('/subCategories/getSubcategoriesByCategory/{categoryId}', ({ params, response }) =>
        response(200).json(listOf(state.rows.filter((row) => row.category._id === params.categoryId))),
      ),
      http.post('/subCategories', async ({ request, response }) => {
        sent.push(await multipartFields(request));
        const created = aSubcategory({ _id: '22', name: 'Oxford', precedence: 2 });
        state.rows = [...state.rows, created];
        return response(201).json(created);
      }),
    );
    const app = await renderApp({ url: '/subcategories/2', user: anEmployeeSession() });

    expect(screen.getByRole('heading', { name: 'Subcategories (1 in total)' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Subcategories' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Description', 'Actions']);
    const row = within(table).getByRole('row', { name: /Linen/ });
    expect(within(row).getByRole('link', { name: 'Items' })).toHaveAttribute(
      'href',
      '/item_subcategories/21',
    );

    await app.user.click(screen.getByRole('button', { name: 'Create Subcategory' }));
    const dialog = await formDialog('Create Subcategory');
    await app.user.type(within(dialog).getByLabelText('Name'), 'Oxford');
    await app.user.type(within(dialog).getByLabelText('Description'), 'Oxford cloth');
    await app.user.type(within(dialog).getByLabelText('Precedence'), '2');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create Subcategory' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ category: '2', name: 'Oxford', description: 'Oxford cloth', precedence: '2' }]);
    expect(screen.getByRole('heading', { name: 'Subcategories (2 in total)' })).toBeInTheDocument();
  });
});
