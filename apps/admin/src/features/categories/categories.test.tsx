import type { Schema } from '@shop/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCategory, anImageFile } from '../../test/catalogue-fixtures';
import { anEmployeeSession, listOf } from '../../test/fixtures';
import { formDialog } from '../../test/form-dialog';
import { http } from '../../test/http';
import { multipartFields } from '../../test/multipart';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

const shirts = aCategory();

function serveCategories(initial: Schema<'Category'>[]) {
  const state = { rows: initial };
  server.use(http.get('/categories', ({ response }) => response(200).json(listOf(state.rows))));
  return state;
}

describe('/categories', () => {
  it('lists Name, Description, Actions; each row links to its subcategories and its items', async () => {
    serveCategories([shirts]);
    await renderApp({ url: '/categories', user: anEmployeeSession() });

    expect(screen.getByRole('heading', { name: 'Categories (1 in total)' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Categories' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Description', 'Actions']);
    const row = within(table).getByRole('row', { name: /Shirts/ });
    expect(within(row).getByRole('link', { name: 'Subcategories' })).toHaveAttribute(
      'href',
      '/subcategories/2',
    );
    expect(within(row).getByRole('link', { name: 'Items' })).toHaveAttribute('href', '/item_categories/2');
  });

  it('creates a category as multipart with its image', async () => {
    const state = serveCategories([]);
    const sent: Record<string, string>[] = [];
    server.use(
      http.post('/categories', async ({ request, response }) => {
        sent.push(await multipartFields(request));
        const created = aCategory({ _id: '5', name: 'Panjabi' });
        state.rows = [created];
        return response(201).json(created);
      }),
    );
    const app = await renderApp({ url: '/categories', user: anEmployeeSession() });

    await app.user.click(screen.getByRole('button', { name: 'Create Category' }));
    const dialog = await formDialog('Create Category');
    await app.user.type(within(dialog).getByLabelText('Name'), 'Panjabi');
    await app.user.type(within(dialog).getByLabelText('Description'), 'For Eid');
    await app.user.upload(within(dialog).getByLabelText('Image'), anImageFile('panjabi.png'));
    expect(within(dialog).getByRole('img', { name: 'Preview of the chosen image' })).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Create Category' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ name: 'Panjabi', description: 'For Eid', image: 'file image/png: image bytes' }]);
    expect(screen.getByRole('heading', { name: 'Categories (1 in total)' })).toBeInTheDocument();
  });

  it('asks for the image a new category needs, at its field', async () => {
    serveCategories([]);
    const app = await renderApp({ url: '/categories', user: anEmployeeSession() });

    await app.user.click(screen.getByRole('button', { name: 'Create Category' }));
    const dialog = await formDialog('Create Category');
    await app.user.type(within(dialog).getByLabelText('Name'), 'Panjabi');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create Category' }));

    expect(within(dialog).getByLabelText('Image')).toHaveAccessibleDescription(/Required/);
  });

  it('updates name and description as JSON (no image)', async () => {
    const state = serveCategories([shirts]);
    const bodies: unknown[] = [];
    server.use(
      http.patch('/categories/{id}', async ({ request, response }) => {
        const body = await request.json();
        bodies.push(body);
        const updated = aCategory({ name: body.name, description: body.description });
        state.rows = [updated];
        return response(200).json(updated);
      }),
    );
    const app = await renderApp({ url: '/categories', user: anEmployeeSession() });

    await app.user.click(
      within(screen.getByRole('row', { name: /Shirts/ })).getByRole('button', { name: 'Update' }),
    );
    const dialog = await formDialog('Update Category');
    expect(within(dialog).queryByLabelText('Image')).not.toBeInTheDocument();
    await app.user.type(within(dialog).getByLabelText('Description'), ' and more');
    await app.user.click(within(dialog).getByRole('button', { name: 'Update Category' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ name: 'Shirts', description: 'Every shirt and more' }]);
  });

  it('views a category with its image', async () => {
    serveCategories([shirts]);
    const app = await renderApp({ url: '/categories', user: anEmployeeSession() });

    await app.user.click(
      within(screen.getByRole('row', { name: /Shirts/ })).getByRole('button', { name: 'View' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'View Category' });
    expect(within(dialog).getByRole('img', { name: 'Shirts' })).toHaveAttribute(
      'src',
      '/media/categories/shirts.webp',
    );
  });
});
