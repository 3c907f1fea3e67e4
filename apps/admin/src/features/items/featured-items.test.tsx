import type { Schema } from '@shop/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aFeaturedItem, anItem, aRef } from '../../test/catalogue-fixtures';
import { anEmployeeSession, listOf } from '../../test/fixtures';
import { formDialog } from '../../test/form-dialog';
import { http } from '../../test/http';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

function serveFeatured(initial: Schema<'FeaturedItem'>[]) {
  const state = { rows: initial };
  server.use(
    http.get('/featuredItems', ({ response }) => response(200).json(listOf(state.rows))),
    http.get('/controlItems/manageItem', ({ query, response }) => {
      const q = query.get('q')?.toLowerCase() ?? '';
      const items = [anItem(), anItem({ _id: '9', name: 'Silk Saree' })];
      return response(200).json(listOf(items.filter((item) => item.name.toLowerCase().includes(q))));
    }),
  );
  return state;
}

describe('/featured_items', () => {
  it('lists Name, Precedence, Actions with Update and Delete but no View', async () => {
    serveFeatured([aFeaturedItem()]);
    await renderApp({ url: '/featured_items', user: anEmployeeSession() });

    expect(screen.getByRole('heading', { name: 'Featured Items (1 in total)' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Featured Items' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Precedence', 'Actions']);
    const row = within(table).getByRole('row', { name: /Linen Shirt/ });
    expect(row).toHaveTextContent('Linen Shirt3');
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Update', 'Delete']);
  });

  it('updates the item (searched) and the precedence as JSON, starting from the current ones', async () => {
    const state = serveFeatured([aFeaturedItem()]);
    const bodies: unknown[] = [];
    server.use(
      http.patch('/featuredItems/{id}', async ({ request, response }) => {
        const body = await request.json();
        bodies.push(body);
        const updated = aFeaturedItem({ item: aRef('9', 'Silk Saree'), precedence: 1 });
        state.rows = [updated];
        return response(200).json(updated);
      }),
    );
    const app = await renderApp({ url: '/featured_items', user: anEmployeeSession() });

    await app.user.click(
      within(screen.getByRole('row', { name: /Linen Shirt/ })).getByRole('button', { name: 'Update' }),
    );
    const dialog = await formDialog('Update Featured Item');
    const item = within(dialog).getByLabelText('Item');
    expect(item).toHaveValue('8');
    expect(within(dialog).getByLabelText('Precedence')).toHaveValue('3');
    await app.user.type(within(dialog).getByLabelText('Search items'), 'silk');
    await waitFor(() => expect(within(item).getByRole('option', { name: 'Silk Saree' })).toBeInTheDocument());
    await app.user.selectOptions(item, 'Silk Saree');
    await app.user.clear(within(dialog).getByLabelText('Precedence'));
    await app.user.type(within(dialog).getByLabelText('Precedence'), '1');
    await app.user.click(within(dialog).getByRole('button', { name: 'Update Featured Item' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ item: '9', precedence: 1 }]);
    expect(screen.getByRole('row', { name: /Silk Saree/ })).toBeInTheDocument();
  });

  it('features another item with "Create Featured Item"', async () => {
    const state = serveFeatured([]);
    const bodies: unknown[] = [];
    server.use(
      http.post('/featuredItems', async ({ request, response }) => {
        const body = await request.json();
        bodies.push(body);
        const created = aFeaturedItem({ precedence: body.precedence });
        state.rows = [created];
        return response(201).json(created);
      }),
    );
    const app = await renderApp({ url: '/featured_items', user: anEmployeeSession() });

    await app.user.click(screen.getByRole('button', { name: 'Create Featured Item' }));
    const dialog = await formDialog('Create Featured Item');
    const item = within(dialog).getByLabelText('Item');
    await waitFor(() =>
      expect(within(item).getByRole('option', { name: 'Linen Shirt' })).toBeInTheDocument(),
    );
    await app.user.selectOptions(item, 'Linen Shirt');
    await app.user.type(within(dialog).getByLabelText('Precedence'), '2');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create Featured Item' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ item: '8', precedence: 2 }]);
  });
});
