import type { Schema } from '@shop/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCollectionItem, anItem } from '../../test/catalogue-fixtures';
import { anEmployeeSession, listOf } from '../../test/fixtures';
import { formDialog } from '../../test/form-dialog';
import { http } from '../../test/http';
import { renderApp } from '../../test/render-app';
import { recordRequests, server } from '../../test/server';

const linen = anItem();
const cotton = anItem({ _id: '9', name: 'Cotton Panjabi' });

function serveEntries(initial: Schema<'ItemCollection'>[]) {
  const state = { rows: initial };
  server.use(
    http.get('/itemCollections', ({ query, response }) =>
      response(200).json(listOf(state.rows.filter((row) => row.collection._id === query.get('collection')))),
    ),
    // The product search: a case-insensitive name filter, as the server does.
    http.get('/controlItems/manageItem', ({ query, response }) => {
      const q = query.get('q')?.toLowerCase() ?? '';
      return response(200).json(
        listOf([linen, cotton].filter((item) => item.name.toLowerCase().includes(q))),
      );
    }),
  );
  return state;
}

describe('/item_collections/:parentID', () => {
  it("lists the collection's entries with Name, Description and View / Update / Delete", async () => {
    serveEntries([aCollectionItem()]);
    await renderApp({ url: '/item_collections/3', user: anEmployeeSession() });

    expect(screen.getByRole('heading', { name: 'Collection Items (1 in total)' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Collection Items' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Description', 'Actions']);
    const row = within(table).getByRole('row', { name: /Linen Shirt/ });
    expect(within(row).getByText('Breathes in the heat')).toBeInTheDocument();
    for (const name of ['View', 'Update', 'Delete'])
      expect(within(row).getByRole('button', { name })).toBeInTheDocument();
  });

  it('adds a product found by a server search: sends the collection and the chosen item', async () => {
    const state = serveEntries([]);
    const bodies: unknown[] = [];
    server.use(
      http.post('/itemCollections', async ({ request, response }) => {
        const body = await request.json();
        bodies.push(body);
        const created = aCollectionItem({ _id: '32', item: { _id: body.item, name: 'Cotton Panjabi' } });
        state.rows = [created];
        return response(201).json(created);
      }),
    );
    const app = await renderApp({ url: '/item_collections/3', user: anEmployeeSession() });
    const requests = recordRequests();

    await app.user.click(screen.getByRole('button', { name: 'Add Product' }));
    const dialog = await formDialog('Add Product');
    await app.user.type(within(dialog).getByLabelText('Search products'), 'cot');
    const product = within(dialog).getByLabelText('Product');
    await waitFor(() =>
      expect(
        within(product)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Select ...', 'Cotton Panjabi']),
    );
    await app.user.selectOptions(product, 'Cotton Panjabi');
    await app.user.click(within(dialog).getByRole('button', { name: 'Add Product' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ collection: '3', item: '9' }]);
    expect(requests).toContain('GET /controlItems/manageItem?q=cot&pageSize=20');
    expect(screen.getByRole('heading', { name: 'Collection Items (1 in total)' })).toBeInTheDocument();
  });

  it('asks for a product before sending', async () => {
    serveEntries([]);
    const app = await renderApp({ url: '/item_collections/3', user: anEmployeeSession() });

    await app.user.click(screen.getByRole('button', { name: 'Add Product' }));
    const dialog = await formDialog('Add Product');
    await app.user.click(within(dialog).getByRole('button', { name: 'Add Product' }));

    expect(within(dialog).getByLabelText('Product')).toHaveAccessibleDescription('Required');
  });

  it('updates the name and description of an entry, and deletes one with the default text', async () => {
    const state = serveEntries([aCollectionItem()]);
    const patches: unknown[] = [];
    server.use(
      http.patch('/itemCollections/{id}', async ({ request, response }) => {
        const body = await request.json();
        patches.push(body);
        const updated = aCollectionItem({ name: body.name, description: body.description });
        state.rows = [updated];
        return response(200).json(updated);
      }),
      http.delete('/itemCollections/{id}', ({ response }) => {
        state.rows = [];
        return response(204).empty();
      }),
    );
    const app = await renderApp({ url: '/item_collections/3', user: anEmployeeSession() });

    await app.user.click(
      within(screen.getByRole('row', { name: /Linen Shirt/ })).getByRole('button', { name: 'Update' }),
    );
    const form = await formDialog('Update Collection Item');
    await app.user.clear(within(form).getByLabelText('Name'));
    await app.user.type(within(form).getByLabelText('Name'), 'Linen Shirt (Eid)');
    await app.user.click(within(form).getByRole('button', { name: 'Update Collection Item' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches).toEqual([{ name: 'Linen Shirt (Eid)', description: 'Breathes in the heat' }]);

    await app.user.click(
      within(screen.getByRole('row', { name: /Eid/ })).getByRole('button', { name: 'Delete' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Collection Item' });
    expect(confirm).toHaveAccessibleDescription('Are you sure you want to delete Linen Shirt (Eid)?');
    await app.user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'Collection Items (0 in total)' })).toBeInTheDocument();
  });
});
