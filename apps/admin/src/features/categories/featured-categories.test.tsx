import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCategory, aFeaturedCategory } from '../../test/catalogue-fixtures';
import { anEmployeeSession, listOf } from '../../test/fixtures';
import { formDialog } from '../../test/form-dialog';
import { http } from '../../test/http';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

describe('/featured_categories', () => {
  it('lists Category, Precedence, Actions and features a category at a precedence 1 to 4', async () => {
    const state = { rows: [aFeaturedCategory()] };
    const bodies: unknown[] = [];
    server.use(
      http.get('/featuredCategories', ({ response }) => response(200).json(listOf(state.rows))),
      http.get('/categories', ({ response }) =>
        response(200).json(listOf([aCategory(), aCategory({ _id: '6', name: 'Sarees' })])),
      ),
      http.post('/featuredCategories', async ({ request, response }) => {
        const body = await request.json();
        bodies.push(body);
        const created = aFeaturedCategory({
          _id: '52',
          category: { _id: '6', name: 'Sarees' },
          precedence: 4,
        });
        state.rows = [...state.rows, created];
        return response(201).json(created);
      }),
    );
    const app = await renderApp({ url: '/featured_categories', user: anEmployeeSession() });

    expect(screen.getByRole('heading', { name: 'Featured Categories (1 in total)' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Featured Categories' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Category', 'Precedence', 'Actions']);
    expect(within(table).getByRole('row', { name: /Shirts/ })).toHaveTextContent('Shirts1');

    await app.user.click(screen.getByRole('button', { name: 'Create Featured Category' }));
    const dialog = await formDialog('Create Featured Category');
    await waitFor(() => expect(within(dialog).getByLabelText('Category')).toBeEnabled());
    await app.user.selectOptions(within(dialog).getByLabelText('Category'), 'Sarees');
    await app.user.selectOptions(within(dialog).getByLabelText('Precedence'), '4');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create Featured Category' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ category: '6', precedence: 4 }]);
    expect(screen.getByRole('heading', { name: 'Featured Categories (2 in total)' })).toBeInTheDocument();
  });
});
